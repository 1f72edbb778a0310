/**
 * One sync of a channel's calendar into its room type (decision 021). One process at a time
 * per feed (a lease on the feed's row); the fetch and read happen outside any transaction;
 * then the feed's blocks are diffed by event key against the calendar's stays: gone or
 * changed blocks are removed and new ones added in check-in order, a batch per short
 * transaction written set-based, with a turn of the event loop between batches (decision 040).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { calendarFeeds, hotels, roomBlocks, rooms } from '../../db/schema.js';
import { changeChannelBlocks, type ChannelBlock, type ChannelStay } from '../availability/index.js';
import { refreshConflicts } from './calendar-conflicts.js';
import { FeedReadError, readFeed, type FeedStay } from './feed-events.js';
import { fetchFeed, type FetchOptions } from './feed-fetch.js';

/** A sync holds its feed this long at most; a process that died frees it after. */
const LEASE_MS = 5 * 60_000;
/**
 * Block changes per transaction, written set-based (decision 040): a batch locks a short run
 * of nights for a few milliseconds, so guests booking the room and, on PGlite, every other
 * request wait little; the event loop gets a turn between batches.
 */
const CHANGES_PER_TRANSACTION = 25;

/** The feed's lease is free: never taken, or left to expire by a process that died. */
const leaseFree = or(
  isNull(calendarFeeds.syncLeaseUntil),
  lt(calendarFeeds.syncLeaseUntil, sql`now()`),
);

export type FeedRow = typeof calendarFeeds.$inferSelect;

export interface SyncOptions extends FetchOptions {
  now?: () => Date;
}

/**
 * Syncs the feed unless another process is syncing it; answers whether this call synced.
 * Never throws for the feed's own faults: they become its health.
 */
export async function syncFeed(db: Database, feedId: number, options: SyncOptions = {}) {
  const now = options.now ?? (() => new Date());
  const [feed] = await db
    .update(calendarFeeds)
    .set({ syncLeaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(and(eq(calendarFeeds.id, feedId), leaseFree))
    .returning();
  if (!feed) return false;
  const attemptAt = now();
  try {
    const outcome = await fetchAndApply(db, feed, options, now);
    await db
      .update(calendarFeeds)
      .set({
        lastAttemptAt: attemptAt,
        lastSuccessAt: attemptAt,
        lastError: null,
        ...outcome,
        syncLeaseUntil: null,
      })
      .where(eq(calendarFeeds.id, feed.id));
  } catch (error) {
    const message = error instanceof FeedReadError ? error.message : 'The sync failed';
    await db
      .update(calendarFeeds)
      .set({ lastAttemptAt: attemptAt, lastError: message, syncLeaseUntil: null })
      .where(eq(calendarFeeds.id, feed.id));
    if (!(error instanceof FeedReadError)) throw error;
  }
  return true;
}

async function fetchAndApply(db: Database, feed: FeedRow, options: SyncOptions, now: () => Date) {
  const fetched = await fetchFeed(feed.url, feed, options);
  if (fetched.kind === 'failed') throw new FeedReadError(fetched.error);
  if (fetched.kind === 'unchanged') return {};
  const [room] = await db
    .select({ timeZone: hotels.timeZone })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(eq(rooms.id, feed.roomId));
  if (!room) return {};
  const read = await readFeed(fetched.text, room.timeZone, now());
  await applyStays(db, feed, read.stays, now());
  return {
    eventsRead: read.eventsRead,
    etag: fetched.validators.etag,
    lastModified: fetched.validators.lastModified,
  };
}

/** Makes the feed's blocks the calendar's stays. */
export async function applyStays(
  db: Database,
  feed: Pick<FeedRow, 'id' | 'roomId' | 'name'>,
  stays: Map<string, FeedStay>,
  now: Date,
) {
  const current = await db
    .select({
      id: roomBlocks.id,
      eventKey: roomBlocks.eventKey,
      checkIn: roomBlocks.checkIn,
      checkOut: roomBlocks.checkOut,
    })
    .from(roomBlocks)
    .where(eq(roomBlocks.feedId, feed.id));
  const remove: ChannelBlock[] = [];
  const kept = new Set<string>();
  for (const block of current) {
    const stay = stays.get(block.eventKey ?? '');
    const same = stay && stay.checkIn === block.checkIn && stay.checkOut === block.checkOut;
    if (same && !kept.has(block.eventKey!)) kept.add(block.eventKey!);
    else remove.push({ id: block.id, checkIn: block.checkIn, checkOut: block.checkOut });
  }
  const add: ChannelStay[] = [];
  for (const [key, stay] of stays) {
    if (!kept.has(key)) add.push({ key, checkIn: stay.checkIn, checkOut: stay.checkOut });
  }
  // Check-in order: each batch then covers a short run of nights, locked in night order.
  const changes: Array<{ checkIn: string; remove?: ChannelBlock; add?: ChannelStay }> = [
    ...remove.map((block) => ({ checkIn: block.checkIn, remove: block })),
    ...add.map((stay) => ({ checkIn: stay.checkIn, add: stay })),
  ].sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0));
  const inTurn = pacedBatches();
  for (let start = 0; start < changes.length; start += CHANGES_PER_TRANSACTION) {
    const batch = changes.slice(start, start + CHANGES_PER_TRANSACTION);
    const applied = await inTurn(() =>
      db.transaction(async (tx) => {
        // The feed's row first, then the nights: the order deleteFeed takes them in too. A
        // feed deleted meanwhile stops the sync here, so no block outlives its feed.
        const [live] = await tx
          .select({ id: calendarFeeds.id })
          .from(calendarFeeds)
          .where(eq(calendarFeeds.id, feed.id))
          .for('share');
        if (!live) return false;
        await changeChannelBlocks(tx, {
          roomId: feed.roomId,
          feedId: feed.id,
          reason: feed.name,
          remove: batch.flatMap((change) => (change.remove ? [change.remove] : [])),
          add: batch.flatMap((change) => (change.add ? [change.add] : [])),
          now,
        });
        return true;
      }),
    );
    if (!applied) return;
  }
  if (changes.length > 0) await refreshConflicts(db, feed.roomId);
}

/**
 * Gives a feed's nights back a batch at a time, then deletes it with its last batch;
 * undefined when there is no such feed. Each batch locks the feed's row first, as a sync's
 * batches do: a sync running meanwhile may add blocks between two batches, and the loop
 * removes those too before the row goes, after which the sync finds no feed and stops.
 */
export async function deleteFeed(
  db: Database,
  feedId: number,
  now = new Date(),
  /** Runs in the transaction that deletes the feed's row (the audit entry, decision 051). */
  onDeleted?: (tx: Transaction, feed: FeedRow) => Promise<void>,
) {
  // Taken when free, so the worker starts no sync of a feed being deleted.
  await db
    .update(calendarFeeds)
    .set({ syncLeaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(and(eq(calendarFeeds.id, feedId), leaseFree));
  let deleted: FeedRow | undefined;
  const inTurn = pacedBatches();
  for (;;) {
    const step = await inTurn(() =>
      db.transaction(async (tx) => {
        const [feed] = await tx
          .select()
          .from(calendarFeeds)
          .where(eq(calendarFeeds.id, feedId))
          .for('update');
        if (!feed) return { feed, done: true };
        const blocks = await tx
          .select({ id: roomBlocks.id, checkIn: roomBlocks.checkIn, checkOut: roomBlocks.checkOut })
          .from(roomBlocks)
          .where(eq(roomBlocks.feedId, feedId))
          .orderBy(roomBlocks.checkIn, roomBlocks.id)
          .limit(CHANGES_PER_TRANSACTION + 1);
        const remove = blocks.slice(0, CHANGES_PER_TRANSACTION);
        await changeChannelBlocks(tx, {
          roomId: feed.roomId,
          feedId,
          reason: feed.name,
          remove,
          add: [],
          now,
        });
        const done = blocks.length <= CHANGES_PER_TRANSACTION;
        if (done) {
          await onDeleted?.(tx, feed);
          await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
        }
        return { feed, done };
      }),
    );
    deleted ??= step.feed;
    if (step.done) break;
  }
  if (deleted) await refreshConflicts(db, deleted.roomId);
  return deleted;
}

/** The longest pause after a batch: a slow batch on a busy machine does not stall the sync. */
const LONGEST_PAUSE_MS = 250;

/**
 * Runs batches one after another, letting the process answer others before each batch for as
 * long as the previous one took, so the loop has at most about half of the database's time
 * (nothing is owed before the first batch or after the last). On PGlite a transaction's
 * statements run in this process and resolve without waiting for I/O: a loop of transactions
 * kept every other request (static files included) waiting until its end, and a mere turn of
 * the event loop between batches still let each of a search's few statements queue behind a
 * whole batch.
 */
function pacedBatches() {
  let owedMs = 0;
  return async <T>(batch: () => Promise<T>): Promise<T> => {
    if (owedMs > 0) await new Promise((resolve) => setTimeout(resolve, owedMs));
    const started = performance.now();
    const result = await batch();
    owedMs = Math.min(performance.now() - started, LONGEST_PAUSE_MS);
    return result;
  };
}
