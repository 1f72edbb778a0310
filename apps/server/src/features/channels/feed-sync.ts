/**
 * One sync of a channel's calendar into its room type (decision 021). One process at a time
 * per feed (a lease on the feed's row); the fetch and read happen outside any transaction;
 * then the feed's blocks are diffed by event key against the calendar's stays: gone or
 * changed blocks go through removeBlock, new ones through addBlock, in check-in order and a
 * few per short transaction, so the night locks are always taken in one order.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { calendarFeeds, hotels, roomBlocks, rooms } from '../../db/schema.js';
import { addBlock, removeBlock } from '../availability/index.js';
import { refreshConflicts } from './calendar-conflicts.js';
import { FeedReadError, readFeed, type FeedStay } from './feed-events.js';
import { fetchFeed, type FetchOptions } from './feed-fetch.js';

/** A sync holds its feed this long at most; a process that died frees it after. */
const LEASE_MS = 5 * 60_000;
/** Block changes per transaction: short, so guests booking the room wait little. */
const CHANGES_PER_TRANSACTION = 25;

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
    .where(
      and(
        eq(calendarFeeds.id, feedId),
        or(isNull(calendarFeeds.syncLeaseUntil), lt(calendarFeeds.syncLeaseUntil, sql`now()`)),
      ),
    )
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

type Change =
  | { kind: 'remove'; blockId: number; checkIn: string }
  | { kind: 'add'; key: string; stay: FeedStay; checkIn: string };

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
  const changes: Change[] = [];
  const kept = new Set<string>();
  for (const block of current) {
    const stay = stays.get(block.eventKey ?? '');
    const same = stay && stay.checkIn === block.checkIn && stay.checkOut === block.checkOut;
    if (same && !kept.has(block.eventKey!)) kept.add(block.eventKey!);
    else changes.push({ kind: 'remove', blockId: block.id, checkIn: block.checkIn });
  }
  for (const [key, stay] of stays) {
    if (!kept.has(key)) changes.push({ kind: 'add', key, stay, checkIn: stay.checkIn });
  }
  // Check-in order: within one transaction every night lock is then taken in night order.
  changes.sort((a, b) => (a.checkIn < b.checkIn ? -1 : a.checkIn > b.checkIn ? 1 : 0));
  for (let start = 0; start < changes.length; start += CHANGES_PER_TRANSACTION) {
    const batch = changes.slice(start, start + CHANGES_PER_TRANSACTION);
    const applied = await db.transaction(async (tx) => {
      // The feed's row first, then the nights: the order deleteFeed takes them in too. A
      // feed deleted meanwhile stops the sync here, so no block outlives its feed.
      const [live] = await tx
        .select({ id: calendarFeeds.id })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.id, feed.id))
        .for('share');
      if (!live) return false;
      for (const change of batch) {
        if (change.kind === 'remove') {
          await removeBlock(tx, change.blockId, now);
          continue;
        }
        const block = await addBlock(tx, {
          roomId: feed.roomId,
          checkIn: change.stay.checkIn,
          checkOut: change.stay.checkOut,
          units: 1,
          reason: feed.name,
          source: 'channel',
          now,
        });
        await tx
          .update(roomBlocks)
          .set({ feedId: feed.id, eventKey: change.key })
          .where(eq(roomBlocks.id, block.id));
      }
      return true;
    });
    if (!applied) return;
  }
  if (changes.length > 0) await refreshConflicts(db, feed.roomId);
}

/** Gives a feed's nights back and deletes it, in one transaction; undefined when none. */
export async function deleteFeed(db: Database, feedId: number, now = new Date()) {
  const deleted = await db.transaction(async (tx) => {
    // Locked first: a sync adding blocks waits for this and then finds no feed.
    const [feed] = await tx
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.id, feedId))
      .for('update');
    if (!feed) return undefined;
    const blocks = await tx
      .select({ id: roomBlocks.id })
      .from(roomBlocks)
      .where(eq(roomBlocks.feedId, feedId))
      .orderBy(roomBlocks.checkIn);
    for (const block of blocks) await removeBlock(tx, block.id, now);
    await tx.delete(calendarFeeds).where(eq(calendarFeeds.id, feedId));
    return feed;
  });
  if (deleted) await refreshConflicts(db, deleted.roomId);
  return deleted;
}
