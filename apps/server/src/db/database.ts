/**
 * One dialect, two drivers (design §2): PGlite in process when no DATABASE_URL is given, a
 * PostgreSQL server when it is. Both give the same Drizzle API over the same schema.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { damagedDatabase, databaseFilesDir, prepareDataDir } from './data-dir.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import * as schema from './schema.js';
import { nameDataStatements } from './statement-naming.js';
import { poolUse, QueryTiming, type PoolUse } from './query-timing.js';
import { pgliteHotelReadsDb } from './pglite-hotel-reads.js';
import { followOwnWrites } from './own-writes.js';
import {
  listenOnPglite,
  listenOnPostgres,
  type NotificationListener,
  type Unlisten,
} from './change-notifications.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: everything a Database can do inside `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Driver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  /**
   * For the hot hotel reads (search and detail), which run the same few statement
   * shapes hundreds of times a second. On PostgreSQL a pool of its own whose sessions keep a
   * generic plan of each named statement: planning the availability query took longer than
   * running it (~1.1 ms against ~0.5 ms, bench/RESULTS.md). On PGlite the same as `db`.
   */
  hotelReadsDb: Database;
  driver: Driver;
  /**
   * Hears the notifications of `channel` from every process (change-notifications.ts); this
   * process's own committed writes to `tables` (those whose triggers notify on `channel`) are
   * told at once (own-writes.ts).
   */
  listen(
    channel: string,
    tables: readonly string[],
    listener: NotificationListener,
  ): Promise<Unlisten>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Statement times for whoever listens (the metrics); nothing is measured without one. */
  queryTiming: QueryTiming;
  /** How busy each connection pool is now (PostgreSQL; PGlite has no pool). */
  poolUse(): PoolUse[];
}

export interface DatabaseOptions {
  /** A postgres:// address; when absent PGlite stores its files under `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite only: keep the database in memory (tests that need no files). */
  inMemory?: boolean;
  /** PGlite in memory only: start from this dumped data directory (tests copy a migrated one). */
  loadDataDir?: Blob;
}

// Arbitrary but fixed: several server processes starting together migrate one at a time.
const MIGRATION_LOCK_KEY = 4_201_777;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

async function openPglite({
  dataDir,
  inMemory,
  loadDataDir,
}: DatabaseOptions): Promise<DatabaseHandle> {
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (inMemory) {
    client = new PGlite(loadDataDir && { loadDataDir });
    await client.waitReady;
  } else {
    // A bad directory, a second process or damaged files end here with one line that names
    // the directory (DataDirError), before PGlite can abort or hang on them.
    const directory = await prepareDataDir(dataDir);
    lock = await lockDataDir(directory);
    try {
      client = await startPglite(directory, await databaseFilesDir(directory));
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const hotelReads = pgliteHotelReadsDb(client);
  const queryTiming = new QueryTiming();
  queryTiming.timePglite('main', client);
  queryTiming.timePool('hotel_reads', hotelReads.pool);
  return {
    queryTiming,
    poolUse: () => [poolUse('hotel_reads', hotelReads.pool)],
    db,
    hotelReadsDb: hotelReads.db as unknown as Database,
    driver: 'pglite',
    listen: (channel, _tables, listener) => listenOnPglite(client, channel, listener),
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await hotelReads.close();
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

/** Opens PGlite's files and asks one query, so damaged files fail here and not later. */
async function startPglite(directory: string, files: string): Promise<PGlite> {
  let client: PGlite | undefined;
  try {
    client = new PGlite(files);
    await client.waitReady;
    await client.query('select 1');
    return client;
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => {});
    throw damagedDatabase(directory, error);
  }
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  // JIT off: the availability subqueries make PostgreSQL's cost estimates large enough to JIT
  // every search, and compiling costs ~1 s for a query that runs in a few milliseconds
  // (bench/RESULTS.md). An address that sets its own `options` overrides this.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20, options: '-c jit=off' });
  // Generic plans only here, where every statement is named (planned once per connection)
  // and was measured with them; the main pool keeps PostgreSQL's own choice per query.
  const hotelReadsPool = new pg.Pool({
    connectionString: databaseUrl,
    max: 6,
    options: '-c jit=off -c plan_cache_mode=force_generic_plan',
  });
  nameDataStatements(pool);
  const ownWrites = followOwnWrites(pool);
  const queryTiming = new QueryTiming();
  queryTiming.timePool('main', pool);
  queryTiming.timePool('hotel_reads', hotelReadsPool);
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  hotelReadsPool.on('error', () => {});
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    hotelReadsDb: drizzlePostgres({ client: hotelReadsPool, schema }) as unknown as Database,
    driver: 'postgres',
    queryTiming,
    poolUse: () => [poolUse('main', pool), poolUse('hotel_reads', hotelReadsPool)],
    async listen(channel, tables, listener) {
      const unlisten = await listenOnPostgres(databaseUrl, channel, listener);
      const forget = ownWrites(tables, () => listener.changed());
      return async () => {
        forget();
        await unlisten();
      };
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres({ client, schema }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), hotelReadsPool.end()]);
    },
  };
}

/** Answers whether the database responds to a trivial query. */
export async function databaseIsUp(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Runs raw SQL and answers its rows; both drivers return `{ rows }`. */
export async function queryRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
