/**
 * Reads every channel calendar every ICAL_SYNC_MS (decision 021). Any server process may run
 * it: a feed's lease lets one process sync it at a time. A few feeds are read at once, so one
 * that hangs until its time-out does not hold the others back.
 */
import { and, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { calendarFeeds } from '../../db/schema.js';
import type { FetchOptions } from './feed-fetch.js';
import { syncFeed } from './feed-sync.js';

const PARALLEL_FEEDS = 4;

export interface CalendarSyncOptions {
  db: Database;
  log: FastifyBaseLogger;
  intervalMs: number;
  fetch?: FetchOptions;
}

export interface CalendarSyncWorker {
  /** Syncs the feeds whose last attempt is older than the interval; answers how many. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startCalendarSync(options: CalendarSyncOptions): CalendarSyncWorker {
  const { db, log, intervalMs } = options;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function syncDue() {
    const due = await db
      .select({ id: calendarFeeds.id })
      .from(calendarFeeds)
      .where(
        and(
          or(
            isNull(calendarFeeds.lastAttemptAt),
            lt(calendarFeeds.lastAttemptAt, sql`now() - ${`${intervalMs} milliseconds`}::interval`),
          ),
          or(isNull(calendarFeeds.syncLeaseUntil), lt(calendarFeeds.syncLeaseUntil, sql`now()`)),
        ),
      )
      .orderBy(calendarFeeds.lastAttemptAt);
    const queue = due.map((feed) => feed.id);
    let synced = 0;
    const lane = async () => {
      for (let id = queue.shift(); id !== undefined && !stopped; id = queue.shift()) {
        try {
          if (await syncFeed(db, id, options.fetch)) synced += 1;
        } catch (error) {
          log.error({ err: error, feedId: id }, 'calendar feed sync failed');
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_FEEDS }, lane));
    return synced;
  }

  const runOnce = () => {
    running ??= syncDue().finally(() => {
      running = undefined;
    });
    return running;
  };
  // Checked a few times per interval, so a feed is read at most a fraction of it late.
  const timer = setInterval(
    () => {
      runOnce().catch((error: unknown) => log.error({ err: error }, 'calendar sync failed'));
    },
    Math.max(1_000, Math.floor(intervalMs / 4)),
  );
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
