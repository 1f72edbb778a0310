/**
 * Calendar feeds of a room type and their health (decision 021): `failing` when a feed has not
 * succeeded for over an hour (since it was added, if it never has), `never` before its first
 * sync, `error` when its last attempt failed, `ok` otherwise.
 */
import { idToWire, type CalendarFeedWire, type FeedState } from '@staylane/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { calendarFeeds, hotels, roomBlocks, rooms } from '../../db/schema.js';
import type { FeedRow } from './feed-sync.js';

export const FAILING_AFTER_MS = 60 * 60_000;

export function feedState(
  feed: Pick<FeedRow, 'createdAt' | 'lastAttemptAt' | 'lastSuccessAt' | 'lastError'>,
  now = new Date(),
): FeedState {
  const since = feed.lastSuccessAt ?? feed.createdAt;
  if (now.getTime() - since.getTime() > FAILING_AFTER_MS) return 'failing';
  if (!feed.lastAttemptAt) return 'never';
  return feed.lastError ? 'error' : 'ok';
}

/** The feeds, one room type's or the one given, with their blocks on nights from today on. */
export async function feedsWithHealth(
  db: Database,
  where: { roomId: number } | { feedId: number },
  now = new Date(),
): Promise<CalendarFeedWire[]> {
  const rows = await db
    .select({
      feed: calendarFeeds,
      blocksActive: sql<number>`(select count(*)::int from ${roomBlocks} b
        where b.feed_id = ${calendarFeeds.id}
          and b.check_out > (now() at time zone ${hotels.timeZone})::date)`,
    })
    .from(calendarFeeds)
    .innerJoin(rooms, eq(rooms.id, calendarFeeds.roomId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      'roomId' in where
        ? eq(calendarFeeds.roomId, where.roomId)
        : and(eq(calendarFeeds.id, where.feedId)),
    )
    .orderBy(calendarFeeds.id);
  return rows.map(({ feed, blocksActive }) => feedToWire(feed, Number(blocksActive), now));
}

export function feedToWire(
  feed: FeedRow,
  blocksActive: number,
  now = new Date(),
): CalendarFeedWire {
  return {
    id: idToWire(feed.id),
    roomId: idToWire(feed.roomId),
    name: feed.name,
    url: feed.url,
    createdAt: feed.createdAt.toISOString(),
    state: feedState(feed, now),
    lastAttemptAt: feed.lastAttemptAt?.toISOString() ?? null,
    lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
    eventsRead: feed.eventsRead,
    blocksActive,
    lastError: feed.lastError,
  };
}
