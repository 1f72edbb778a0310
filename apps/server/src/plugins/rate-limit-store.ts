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

/** One limit a call is counted under: its key, window and maximum. */
export interface CountedLimit {
  key: string;
  windowMs: number;
  max: number;
}

/**
 * Counts one call under several limits in one statement (one round trip where a statement per
 * limit took one each; decision 016). In order, as checks one after another would count it: a
 * limit is counted only while every limit before it is within its maximum, so a call refused
 * by the first limit leaves the next one's count alone. Answers the hits of the limits
 * counted, in order; the last one answered is the first over its maximum, if any is.
 */
export async function countHitsInOrder(db: Database, limits: CountedLimit[]): Promise<Hit[]> {
  const steps = limits.map((limit, n) => {
    const window = sql`now() + ${limit.windowMs} * interval '1 millisecond'`;
    const row =
      n === 0
        ? sql`values (${limit.key}, 1, ${window})`
        : sql`select ${limit.key}, 1, ${window}
            where (select current from ${sql.raw(`hit${n - 1}`)}) <= ${limits[n - 1]!.max}`;
    return sql`${sql.raw(`hit${n}`)} as (
      insert into rate_limit_hits as h (key, count, window_ends_at) ${row}
      on conflict (key) do update set
        count = case when h.window_ends_at <= now() then 1 else h.count + 1 end,
        window_ends_at = case when h.window_ends_at <= now()
          then excluded.window_ends_at else h.window_ends_at end
      returning count as current,
        ceil(extract(epoch from (window_ends_at - now())) * 1000)::int as ttl)`;
  });
  const answers = limits.map(
    (_, n) => sql`select ${n}::int as n, current, ttl from ${sql.raw(`hit${n}`)}`,
  );
  const rows = await queryRows<{ n: number; current: number; ttl: number }>(
    db,
    sql`with ${sql.join(steps, sql`, `)} ${sql.join(answers, sql` union all `)}`,
  );
  return rows
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((row) => ({ current: Number(row.current), ttl: Math.max(0, Number(row.ttl)) }));
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
 * options with the route under `routeInfo` (its typings say the route options themselves).
 */
function routePrefix(options: ChildOptions): string {
  const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
  return route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : '';
}

/** Sweeps ended windows from `db` at most once a minute, however often it is called. */
export function windowSweeper(db: Database) {
  let lastSweep = Date.now();
  return async function sweepWhenDue() {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    // Ended rows are harmless (the next hit of their key restarts them): a failed sweep
    // waits for the next one rather than failing the call.
    await sweepEndedWindows(db).catch(() => undefined);
  };
}

/** The store class @fastify/rate-limit instantiates (`store` option), bound to `db`. */
export function databaseStore(db: Database, sweepWhenDue = windowSweeper(db)) {
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
