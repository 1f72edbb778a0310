/**
 * `npm run bench:resilience`: runs that try to lose a booking, a payment or a mail, and print
 * what they tried and what was lost (which must be nothing). Exit status 1 when anything was.
 * Options: --only race,crash,smtp,fuzz,cancel-race,refund-outage,hostile-feeds · --smtp-down 60
 * (seconds) · --fuzz-runs 2000 · --fuzz-seed 42 · --real-time (crash run waits for holds to
 * expire instead of moving clocks) · --feed-drivers pglite,postgres (the hostile-feed run's).
 */
import { loadAverage, machine, option } from '../lib/report.js';
import { buildServer, type Driver } from '../lib/server.js';
import { cancelRaceRun } from './cancel-race.js';
import { crashRun } from './crash.js';
import { fuzzRun } from './fuzz.js';
import { hostileFeedRun } from './hostile-feeds.js';
import { raceRun } from './race.js';
import { refundOutageRun } from './refund-outage.js';
import { smtpOutageRun } from './smtp-outage.js';

if (process.argv.includes('--help')) {
  console.log(
    'npm run bench:resilience -- [--only race,crash,smtp,fuzz,cancel-race,refund-outage,hostile-feeds] [--smtp-down 60] ' +
      '[--fuzz-runs 2000] [--fuzz-seed 42] [--real-time] [--feed-drivers pglite,postgres]\n' +
      'e.g. only the fuzz run: npm run bench:resilience -- --only fuzz',
  );
  process.exit(0);
}
const only = option('only', 'race,crash,smtp,fuzz,cancel-race,refund-outage,hostile-feeds').split(
  ',',
);
console.log(`# bench:resilience · ${machine()}`);
// The web app too when fuzzing: the fuzz run asks for the pages the server renders.
buildServer({ web: only.includes('fuzz') });
const summary: Array<[string, string[]]> = [];
if (only.includes('race')) summary.push(['race', await raceRun({ attempts: 200, rooms: 20 })]);
if (only.includes('crash')) {
  summary.push([
    'crash',
    await crashRun({
      killAfterMs: 4000,
      concurrency: 8,
      realTime: process.argv.includes('--real-time'),
    }),
  ]);
}
if (only.includes('smtp')) {
  summary.push([
    'smtp',
    await smtpOutageRun({ downSeconds: Number(option('smtp-down', '60')), settleSeconds: 300 }),
  ]);
}
if (only.includes('cancel-race')) {
  summary.push([
    'cancel-race',
    await cancelRaceRun({ bookings: 40, cancelsEach: 4, rebookersEach: 2 }),
  ]);
}
if (only.includes('refund-outage')) {
  summary.push([
    'refund-outage',
    await refundOutageRun({ bookings: 20, outageSeconds: 45, reconcileMs: 3000 }),
  ]);
}
if (only.includes('fuzz')) {
  summary.push([
    'fuzz',
    await fuzzRun({
      runs: Number(option('fuzz-runs', '2000')),
      seed: Number(option('fuzz-seed', '42')),
    }),
  ]);
}
if (only.includes('hostile-feeds')) {
  summary.push([
    'hostile-feeds',
    await hostileFeedRun({
      drivers: option('feed-drivers', 'pglite,postgres').split(',') as Driver[],
    }),
  ]);
}
console.log('\n## summary');
for (const [name, lost] of summary)
  console.log(`${name}: ${lost.length ? `LOST ${lost.join('; ')}` : 'nothing lost'}`);
console.log(`finished · load average ${loadAverage()}`);
process.exit(summary.some(([, lost]) => lost.length) ? 1 : 0);
