/**
 * Conflicts (decision 021): a channel block over a night where booked + blocked > units and a
 * confirmed booking here holds a unit. The unit was sold twice; nothing is dropped, the
 * hotel must move one guest. calendar_conflicts keeps each (block, booking) pair with when it
 * was first seen; the sync and the list refresh it, so a pair goes once resolved (booking
 * cancelled, or the block gone from its feed).
 */
import { idToWire, type CalendarConflictWire } from '@staylane/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';

/** Bookings that hold their units (booked is counted for them). */
const HOLDING = sql`('confirmed', 'capture_pending')`;

/** The (block, booking) pairs in conflict now, for one room type or all. */
const currentPairs = (roomId?: number) => sql`
  select b.id as block_id, k.id as booking_id
    from room_blocks b
    join bookings k on k.room_id = b.room_id and k.status in ${HOLDING}
      and k.check_in < b.check_out and k.check_out > b.check_in
   where b.source = 'channel' and b.feed_id is not null
     ${roomId === undefined ? sql`` : sql`and b.room_id = ${roomId}`}
     and exists (select 1 from room_nights n
                  where n.room_id = b.room_id
                    and n.night >= greatest(b.check_in, k.check_in)
                    and n.night < least(b.check_out, k.check_out)
                    and n.booked + n.blocked > n.units)`;

/** Records conflicts that appeared, forgets those resolved. */
export async function refreshConflicts(db: Database, roomId?: number) {
  const roomFilter: SQL =
    roomId === undefined
      ? sql``
      : sql`and c.block_id in (select id from room_blocks where room_id = ${roomId})`;
  await db.execute(sql`
    delete from calendar_conflicts c
     where not exists (select 1 from (${currentPairs(roomId)}) p
                        where p.block_id = c.block_id and p.booking_id = c.booking_id)
       ${roomFilter}`);
  await db.execute(sql`
    insert into calendar_conflicts (block_id, booking_id)
    select block_id, booking_id from (${currentPairs(roomId)}) p
    on conflict do nothing`);
}

interface ConflictRow {
  room_id: number;
  room_type: string;
  hotel_id: number;
  hotel_name: string;
  from: string;
  to: string;
  booking_id: number;
  feed_id: number;
  feed_name: string;
  first_seen_at: string;
}

/** Every conflict now, oldest first. */
export async function listConflicts(db: Database): Promise<CalendarConflictWire[]> {
  await refreshConflicts(db);
  const result = await db.execute(sql`
    select b.room_id, r.name as room_type, h.id as hotel_id, h.name as hotel_name,
           k.id as booking_id, f.id as feed_id, f.name as feed_name,
           to_char(c.first_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as first_seen_at,
           (select min(n.night)::text from room_nights n
             where n.room_id = b.room_id and n.booked + n.blocked > n.units
               and n.night >= greatest(b.check_in, k.check_in)
               and n.night < least(b.check_out, k.check_out)) as "from",
           (select (max(n.night) + 1)::text from room_nights n
             where n.room_id = b.room_id and n.booked + n.blocked > n.units
               and n.night >= greatest(b.check_in, k.check_in)
               and n.night < least(b.check_out, k.check_out)) as "to"
      from calendar_conflicts c
      join room_blocks b on b.id = c.block_id
      join bookings k on k.id = c.booking_id
      join calendar_feeds f on f.id = b.feed_id
      join rooms r on r.id = b.room_id
      join hotels h on h.id = r.hotel_id
     order by c.first_seen_at, b.id, k.id`);
  const rows = (result as unknown as { rows: ConflictRow[] }).rows;
  return rows.map((row) => ({
    roomId: idToWire(Number(row.room_id)),
    RoomType: row.room_type,
    hotelId: idToWire(Number(row.hotel_id)),
    HotelName: row.hotel_name,
    from: row.from,
    to: row.to,
    bookingId: idToWire(Number(row.booking_id)),
    feedId: idToWire(Number(row.feed_id)),
    feedName: row.feed_name,
    firstSeenAt: row.first_seen_at,
  }));
}
