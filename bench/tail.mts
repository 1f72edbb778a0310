// Temporary: where in time the slow paced searches fall.
import { createDatabase, dropDatabase } from './lib/postgres.js';
import { startServer, tempDataDir } from './lib/server.js';
import { pacedLoad } from './lib/paced-load.js';
import { isoDay } from './lib/booking-client.js';
const databaseUrl = await createDatabase('bench_tail', 'bench_tpl_main');
const server = await startServer({ dataDir: await tempDataDir('tail'), databaseUrl });
const path = `/api/hotels?city=newyork&checkInDate=${isoDay(30)}&checkOutDate=${isoDay(32)}&guests=2&page=1`;
const headers = { 'accept-encoding': 'gzip, deflate, br, zstd' };
await fetch(server.url + path, { headers });
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const samples: Array<[number, number]> = [];
  const f = await pacedLoad(server.url, [path], { rate: 300, seconds: 10, headers, onResponse: (l) => samples.push([performance.now() - t0 - l, l]) });
  const slow = samples.filter(([, l]) => l > 4 * f.p50).sort((a, b) => a[0] - b[0]);
  console.log(`p50 ${f.p50.toFixed(2)} p90 ${(await import('./lib/report.js')).percentile(samples.map(s=>s[1]),90).toFixed(2)} p99 ${f.p99.toFixed(2)} slow(>4×p50) ${slow.length}/${samples.length} gen ${JSON.stringify(f.generator)}`);
  console.log(slow.map(([t, l]) => `${(t/1000).toFixed(3)}s:${l.toFixed(1)}`).join(' '));
}
await server.stop();
await dropDatabase?.('bench_tail');
process.exit(0);
