/**
 * `npm run bench:scale`: three server processes on one PostgreSQL behind nginx (Debian's,
 * installed when missing; its own configuration in a temporary folder), bookings and searches
 * at load through it, one process `kill -9`'d and started again mid-run. Prints throughput and
 * p99 per phase (before the kill, while one is down, after the restart; after 5 s of warm-up),
 * then checks: no night over its units, every confirmed booking captured and every capture
 * booked, each confirmation mail exactly once (a real SMTP sink), an image uploaded through the
 * balancer served by every process, a login rate limit reached through the balancer at the
 * same count as on one process. Exit status 1 when anything was lost.
 * Options: --phase-seconds 15 · --search-rate 30 (searches/s, paced) · --booking-concurrency 4
 * · --real-time (reconciliation's clocks are waited for instead of moved: 13 minutes).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lossesAfterCrash, settleReconciliation } from '../lib/after-crash.js';
import { isoDay, login, travellerTokens, GUEST } from '../lib/booking-client.js';
import { sampleRooms } from '../lib/booking-load.js';
import { withDatabase } from '../lib/inspect.js';
import { confirmationCounts, mailLosses } from '../lib/mail.js';
import { startBalancer, type Balancer } from '../lib/nginx.js';
import { createDatabase, dropDatabase, query, runDatabaseName } from '../lib/postgres.js';
import { loadAverage, machine, ms, option, table } from '../lib/report.js';
import {
  buildServer,
  freePort,
  prepareData,
  removeDir,
  startServer,
  tempDataDir,
  type RunningServer,
  type ServerSetup,
} from '../lib/server.js';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink.js';
import { figuresOf, startMixedLoad } from './phased-load.js';
import { loginsUntilLimited, servedBy, uploadImage } from './shared-state.js';

const PROCESSES = 3;
const phaseSeconds = Number(option('phase-seconds', '15'));
const searchRate = Number(option('search-rate', '30'));
const bookingConcurrency = Number(option('booking-concurrency', '4'));
const realTime = process.argv.includes('--real-time');
/** The process killed and started again (the middle one). */
const VICTIM = 1;
const WARM_UP_SECONDS = 5;

/** The servers' error-level log lines (a 5xx is logged there), before their folders go. */
async function printServerErrors(dirs: string[]): Promise<void> {
  const errors: string[] = [];
  for (const dir of dirs) {
    for (const file of (await readdir(dir)).filter((name) => name.endsWith('.log'))) {
      const text = await readFile(path.join(dir, file), 'utf8');
      errors.push(...text.split('\n').filter((line) => /"level":(50|60)/.test(line)));
    }
  }
  console.log(`\nserver log: ${errors.length} error lines`);
  for (const line of errors.slice(0, 5)) console.log(`  ${line.slice(0, 300)}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

console.log(`# bench:scale · ${machine()}`);
console.log(
  `${PROCESSES} processes, one PostgreSQL, nginx round robin; phases of ${phaseSeconds} s; ` +
    `searches paced at ${searchRate}/s, bookings ${bookingConcurrency} at a time`,
);
buildServer();

const lost: string[] = [];
const dbName = runDatabaseName('scale');
const databaseUrl = await createDatabase(dbName);
const smtp = await startSmtpSink();
// One data folder per process: nothing but the database is shared, as on separate machines.
const dataDirs = await Promise.all(
  Array.from({ length: PROCESSES }, (_, i) => tempDataDir(`scale-${i}`)),
);
const setups: ServerSetup[] = [];
for (const dataDir of dataDirs) {
  setups.push({
    dataDir,
    databaseUrl,
    port: await freePort(),
    env: {
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '200',
      RECONCILE_INTERVAL_MS: '1000',
      // Only nginx may tell the client's address. The load runs with the limits raised
      // (bench/lib/server.ts): one address books far more than a traveller may hold.
      TRUST_PROXY: '127.0.0.1',
    },
  });
}
const servers: RunningServer[] = [];
let balancer: Balancer | undefined;
try {
  await prepareData(setups[0]!);
  for (const setup of setups) servers.push(await startServer(setup));
  balancer = await startBalancer(setups.map((setup) => setup.port!));
  console.log(
    `balancer ${balancer.url} → ${servers.map((s) => s.port).join(', ')} (nginx, config in ${balancer.dir})`,
  );
  const url = balancer.url;
  const token = await login(url, GUEST.email, GUEST.password);
  const rooms = await sampleRooms(
    url,
    Array.from({ length: 30 }, (_, i) => i + 1),
  );
  const cities = await query<{ city: string }>(
    databaseUrl,
    `select distinct city from hotels order by city limit 8`,
  );
  const searchPaths = cities.flatMap(({ city }) =>
    [20, 45, 90].map(
      (day) =>
        `/api/hotels?city=${encodeURIComponent(city)}&checkInDate=${isoDay(day)}&checkOutDate=${isoDay(day + 2)}&guests=2&page=1`,
    ),
  );
  console.log(
    `${rooms.length} rooms to book, ${searchPaths.length} searches over ${cities.length} cities`,
  );

  const load = startMixedLoad(url, await travellerTokens(url, bookingConcurrency), {
    // The first seconds warm the processes (JIT, caches, pools): shown, not compared.
    firstPhase: 'warm-up',
    searchPaths,
    searchRate,
    rooms,
    bookingConcurrency,
    maxSeconds: WARM_UP_SECONDS + phaseSeconds * 3 + 180,
  });
  await sleep(WARM_UP_SECONDS * 1000);
  load.nextPhase('before the kill');
  await sleep(phaseSeconds * 1000);
  load.nextPhase('one down');
  await servers[VICTIM]!.kill();
  console.log(`kill -9 of the process on ${servers[VICTIM]!.port}`);
  await sleep(phaseSeconds * 1000);
  const restartBegan = performance.now();
  servers[VICTIM] = await startServer(setups[VICTIM]!);
  console.log(
    `started again on ${servers[VICTIM]!.port} in ${((performance.now() - restartBegan) / 1000).toFixed(1)} s`,
  );
  load.nextPhase('after the restart');
  await sleep(phaseSeconds * 1000);
  const { phases, acknowledged } = await load.stop();

  const figures = phases.map(figuresOf);
  console.log(
    '\nThrough the balancer, per phase (each request counted in the phase its answer came in):',
  );
  console.log(
    table(
      figures.map((f) => ({
        phase: f.phase,
        seconds: f.seconds.toFixed(1),
        'searches/s': f.searchesPerSecond.toFixed(1),
        'search p99': ms(f.searchP99),
        'search errors': f.searchErrors,
        'bookings/s': f.bookingsPerSecond.toFixed(2),
        'booking flow p99': ms(f.bookingP99),
        'booking errors': f.bookingErrors,
      })),
    ),
  );
  for (const tally of phases)
    if (tally.errorSamples.length)
      console.log(`errors ${tally.name}: ${tally.errorSamples.join(' · ')}`);
  for (const f of figures)
    if (Object.keys(f.refused).length)
      console.log(`refused ${f.phase}: ${JSON.stringify(f.refused)}`);
  console.log(
    '(errors: 5xx or no answer; while one is down, the requests it held when killed fail: ' +
      'reported, not counted as lost)',
  );
  for (const f of figures.filter((f) => f.phase !== 'one down')) {
    if (f.searchErrors || f.bookingErrors)
      lost.push(
        `${f.searchErrors} searches and ${f.bookingErrors} bookings failed ${f.phase} (all processes up)`,
      );
  }

  console.log('\n## bookings and payments');
  await settleReconciliation(databaseUrl, realTime);
  lost.push(...(await withDatabase(setups[0]!, (sql) => lossesAfterCrash(sql, acknowledged))));

  console.log('\n## confirmation mails');
  const confirmed = (
    await query<{ id: number }>(databaseUrl, `select id from bookings where status = 'confirmed'`)
  ).map((row) => row.id);
  const deadline = Date.now() + 120_000;
  while (
    Date.now() < deadline &&
    confirmed.some((id) => !confirmationCounts(smtp.messages).has(id))
  )
    await sleep(500);
  await sleep(3000); // anything sent twice would arrive now
  const mailLost = mailLosses(confirmed, confirmationCounts(smtp.messages));
  console.log(
    `${confirmed.length} confirmed bookings, ${smtp.messages.length} confirmation mails received` +
      (mailLost.length ? `: ${mailLost.join('; ')}` : ', each exactly once'),
  );
  lost.push(...mailLost);

  console.log('\n## an image uploaded through the balancer, asked of each process');
  const image = await uploadImage(url, token);
  const answers = await servedBy(
    servers.map((server) => server.url),
    image,
  );
  console.log(
    `${image}: ${servers.map((server, i) => `${server.port} → ${answers[i]}`).join(', ')}`,
  );
  const serving = answers.filter((answer) => answer.startsWith('200 image/')).length;
  if (serving < PROCESSES)
    lost.push(`the uploaded image is served by ${serving} of ${PROCESSES} processes`);

  console.log('\n## the login rate limit, on one process and through the balancer');
  // The three processes restart with the default limits, as production runs them.
  await Promise.all(servers.map((server) => server.stop()));
  const limited = setups.map((setup) => ({
    ...setup,
    env: { ...setup.env, RATE_LIMIT_MAX_PER_MINUTE: '' },
  }));
  servers.splice(0, servers.length, ...(await Promise.all(limited.map(startServer))));
  // Each count from a loopback address of its own: the load's client (127.0.0.1) and the
  // other count never share its budget.
  const direct = await loginsUntilLimited(servers[0]!.url, '127.0.0.2');
  const balanced = await loginsUntilLimited(url, '127.0.0.3');
  console.log(
    `failed logins let through before the first 429: ${direct ?? 'none refused'} on one process, ` +
      `${balanced ?? 'none refused'} through the balancer`,
  );
  if (direct === undefined || balanced !== direct)
    lost.push(
      `the login limit is reached after ${balanced ?? 'more than 100'} attempts through the balancer, ` +
        `${direct ?? 'more than 100'} on one process`,
    );
} catch (error) {
  lost.push(`the run stopped: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await balancer?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await printServerErrors(dataDirs);
  await smtp.close();
  await dropDatabase(dbName);
  await Promise.all(dataDirs.map(removeDir));
}

console.log('\n## summary');
console.log(lost.length ? `LOST:\n${lost.map((item) => `- ${item}`).join('\n')}` : 'nothing lost');
console.log(`finished · load average ${loadAverage()}`);
process.exit(lost.length ? 1 : 0);
