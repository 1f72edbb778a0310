/**
 * `npm run bench:search-sql -- --database <name>`: the varied searches of bench:api run
 * straight on a PostgreSQL database through the server's own `searchHotels`, one connection
 * with generic plans as the server's hotel reads use, and the CPU time of that connection's
 * backend (or with PGlite, of this process) per search, by kind: a city, a country or every city, sorted or filtered by the
 * price or not. It measures the SQL alone, without HTTP or the kept answers, so a change to
 * the search's statement can be measured in a minute on a seeded copy (seed:large --rates).
 * Options: --database (a PostgreSQL database on 127.0.0.1 holding seed:large), --count 300,
 * --seed 31, --rates (the sorts and price filters of bench:api --rates), --warm 40,
 * --pglite <data dir> (instead of --database: a server data directory holding seed:large on
 * PGlite, read through the server's PGlite hotel reads; CPU is this process's).
 */
import { readFileSync } from 'node:fs';
import { hotelSearchQuerySchema } from '@staylane/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/database.js';
import * as schema from '../../apps/server/src/db/schema.js';
import { searchHotels } from '../../apps/server/src/features/hotels/hotel-search.js';
import { COUNTRIES, variedSearches } from '../api/varied.js';
import { loadAverage, option, table } from '../lib/report.js';

const database = option('database', 'bench_rates_10k');
const count = Number(option('count', '300'));
const warm = Number(option('warm', '40'));
const seed = Number(option('seed', '31'));
const refinements = process.argv.includes('--rates');
/** --explain <kind>: log EXPLAIN ANALYZE of that kind's searches to the server's log. */
const explain = process.argv.includes('--explain') ? option('explain', '') : undefined;
const pgliteDir = process.argv.includes('--pglite') ? option('pglite', '') : undefined;

/** Where the searches run, and the CPU time it has spent so far. */
interface Target {
  db: Database;
  label: string;
  cpuMs(): number;
  explain(on: boolean): Promise<void>;
  close(): Promise<void>;
}

async function postgresTarget(): Promise<Target> {
  const pool = new pg.Pool({
    connectionString: `postgres://postgres@127.0.0.1:5432/${database}`,
    max: 1,
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  const client = await pool.connect();
  const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
  if (explain !== undefined) {
    await client.query(`load 'auto_explain'`);
    await client.query('set auto_explain.log_analyze = on');
    await client.query('set auto_explain.log_nested_statements = on');
  }
  client.release();
  return {
    db: drizzle({ client: pool, schema }) as unknown as Database,
    label: `PostgreSQL database ${database}`,
    cpuMs: () => backendCpuMs(pid),
    explain: async (on) => {
      await pool.query(`set auto_explain.log_min_duration = ${on ? 0 : -1}`);
    },
    close: () => pool.end(),
  };
}

async function pgliteTarget(dataDir: string): Promise<Target> {
  const handle = await openDatabase({ dataDir });
  return {
    db: handle.hotelReadsDb,
    label: `PGlite in ${dataDir}`,
    cpuMs: () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    },
    explain: async () => {},
    close: () => handle.close(),
  };
}

/** User + system CPU of one backend so far, in ms (USER_HZ 100). */
function backendCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** What a search asks, as the table groups it: its place, and whether its price orders it. */
function kindOf(address: string): string {
  const params = new URLSearchParams(address.split('?')[1]);
  const city = params.get('city') ?? '';
  const place = city === 'All' ? 'every city' : COUNTRIES.includes(city) ? 'a country' : 'a city';
  if (params.get('sort') === 'price') return `${place}, by price`;
  return params.has('minPrice') ? `${place}, price range` : place;
}

async function main() {
  const target = pgliteDir ? await pgliteTarget(pgliteDir) : await postgresTarget();
  const addresses = variedSearches(seed, warm + count, { refinements });
  const byKind = new Map<string, { n: number; cpu: number; ms: number[] }>();
  for (const [index, address] of addresses.entries()) {
    const params = Object.fromEntries(new URLSearchParams(address.split('?')[1]));
    if (explain !== undefined) {
      const wanted = index >= warm && kindOf(address) === explain;
      await target.explain(wanted);
      if (wanted) console.log('explained:', address);
    }
    const query = hotelSearchQuerySchema.parse(params);
    const cpuBefore = target.cpuMs();
    const started = performance.now();
    await searchHotels(target.db, query);
    const elapsed = performance.now() - started;
    if (index < warm) continue;
    const kind = kindOf(address);
    const entry = byKind.get(kind) ?? { n: 0, cpu: 0, ms: [] };
    entry.n += 1;
    entry.cpu += target.cpuMs() - cpuBefore;
    entry.ms.push(elapsed);
    byKind.set(kind, entry);
  }
  await target.close();
  const rows = [...byKind.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, { n, cpu, ms }]) => {
      ms.sort((a, b) => a - b);
      return {
        kind,
        searches: n,
        'database CPU ms/search': (cpu / n).toFixed(2),
        'p50 ms': ms[Math.floor(n / 2)]!.toFixed(1),
        'p99 ms': ms[Math.floor(n * 0.99)]!.toFixed(1),
      };
    });
  const all = [...byKind.values()];
  const n = all.reduce((sum, e) => sum + e.n, 0);
  const cpu = all.reduce((sum, e) => sum + e.cpu, 0) / n;
  rows.push({
    kind: 'all searches',
    searches: n,
    'database CPU ms/search': cpu.toFixed(2),
    'p50 ms': '',
    'p99 ms': '',
  });
  console.log(
    `${target.label}, seed ${seed}, ${refinements ? 'with' : 'without'} sorts and price filters, load ${loadAverage()}`,
  );
  console.log(table(rows));
}

await main();
