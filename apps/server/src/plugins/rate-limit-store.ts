/**
 * A store for @fastify/rate-limit kept in our database (decision 016), so every server process
 * on one PostgreSQL database counts the same calls: a limit of 10 logins a minute stays 10
 * however many processes share the traffic. PGlite runs the same statements.
 *
 * Each key has one row: the calls counted so far and when their window ends. A hit is one
 * atomic upsert: a new key, or one whose window has ended, starts a window of one call;
 * otherwise the count goes up. The database's clock decides, so processes agree on windows.
 * Rows of ended windows are swept at most once a minute per process.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { queryRows, type Database } from '../db/database.js';

const SWEEP_EVERY_MS = 60_000;

export interface Hit {
  /** Calls in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one call of `key` in a window of `windowMs`. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Hit> {
  const [row] = await queryRows<{ current: number; ttl: number }>(
    db,
    sql`insert into rate_limit_hits as h (key, count, window_ends_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when h.window_ends_at <= now() then 1 else h.count + 1 end,
        window_ends_at = case when h.window_ends_at <= now()
          then excluded.window_ends_at else h.window_ends_at end
      returning count as current,
        ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl`,
  );
  return { current: Number(row!.current), ttl: Math.max(0, Number(row!.ttl)) };
}

/** Deletes the rows of windows that have ended; answers how many. */
export async function sweepEndedWindows(db: Database): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit_hits where window_ends_at <= now() returning key`,
  );
  return rows.length;
}

type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * The route a child store counts for. The plugin hands `child` the route's merged limit
 * options with the route under `routeInfo` (its typings say the route options themselves);
 * createRateLimit hands an empty routeInfo, and its keys name their limit themselves.
 */
function routePrefix(options: ChildOptions): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '';
}

/** The store class @fastify/rate-limit instantiates (`store` option), bound to `db`. */
export function databaseStore(db: Database) {
  let lastSweep = Date.now();

  async function sweepWhenDue() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    // Ended rows are harmless (the next hit of their key restarts them): a failed sweep
    // waits for the next one rather than failing the call.
    await sweepEndedWindows(db).catch(() => undefined);
  }

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Keeps each route's counts apart: "POST /auth/local/login|203.0.113.7". */
    private readonly prefix: string;

    constructor(options: { prefix?: string } = {}) {
      this.prefix = options.prefix ?? '';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: Hit) => void,
      timeWindow: number,
    ): void {
      countHit(db, this.prefix + key, timeWindow)
        .then(async (hit) => {
          await sweepWhenDue();
          return hit;
        })
        .then(
          (hit) => callback(null, hit),
          (error: Error) => callback(error),
        );
    }

    child(routeOptions: ChildOptions): FastifyRateLimitStore {
      return new DatabaseRateLimitStore({ prefix: routePrefix(routeOptions) });
    }
  };
}
