/**
 * The hot hotel reads on PGlite as named prepared statements (DatabaseHandle.hotelReadsDb):
 * PGlite's own driver parses and plans every query afresh, and planning the search's
 * availability query, with a file-size lookup for each relation it touches, was the larger
 * half of a search's CPU. PGlite's node-postgres connection speaks the extended protocol with
 * named statements, so Drizzle's node-postgres driver runs the same named statements on it as
 * on a PostgreSQL server.
 *
 * PGlite has one session. Its own queries and transactions take its transaction lock; the
 * node-postgres connection does not, so each of its queries runs under that lock here and
 * can never land inside another request's open transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

interface ParseQuery {
  text: string;
  name?: string;
  types?: unknown;
}

type Callback = (error: Error | null, result?: unknown) => void;

interface ExclusivePglite {
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Runs one hotel read with generic plans, as PostgreSQL's hotel reads pool does
 * (database.ts): PGlite would otherwise plan the search's statement afresh for its values on
 * each of the first five runs of every connection and whenever a custom plan looked cheaper,
 * and planning it took longer than running it (decision 049). Only these reads: the session is
 * PGlite's one session, and its other queries keep PostgreSQL's own choice.
 */
async function withGenericPlans(
  query: (...args: unknown[]) => Promise<unknown>,
  args: unknown[],
): Promise<unknown> {
  // On this connection, not through PGlite's own exec, which would wait for the transaction
  // lock this read already holds.
  await query('set plan_cache_mode = force_generic_plan');
  try {
    return await query(...args);
  } finally {
    await query('reset plan_cache_mode');
  }
}

/** The hotel reads' database handle on `pglite` (typed as `Database` by database.ts). */
export function pgliteHotelReadsDb(pglite: PGlite) {
  const pool = new pg.Pool(createPgConfig(pglite) as unknown as pg.PoolConfig);
  const exclusive = pglite as unknown as ExclusivePglite;
  pool.on('connect', (client) => {
    // node-postgres hands Parse its query's `types`, which Drizzle fills with type parsers for
    // the answer, not parameter types: PGlite's serializer reads them as a list and failed.
    const connection = (client as unknown as { connection: { parse(query: ParseQuery): void } })
      .connection;
    const parse = connection.parse.bind(connection);
    connection.parse = (query) =>
      parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    client.query = ((...args: unknown[]) => {
      const callback =
        typeof args[args.length - 1] === 'function' ? (args.pop() as Callback) : undefined;
      const answer = exclusive._runExclusiveTransaction(() => withGenericPlans(query, args));
      if (!callback) return answer;
      answer.then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
      return undefined;
    }) as typeof client.query;
  });
  pool.on('error', () => {});
  let ended: Promise<void> | undefined;
  return {
    db: drizzle({ client: pool, schema }),
    pool,
    // Closing twice (a test closes, then destroys) ends the pool once.
    close: (): Promise<void> => (ended ??= pool.end()),
  };
}
