/**
 * A user's own live holds of one hotel over a stay, with the free units they see of each held
 * room. A hold keeps its unit from everyone else, not from its owner: the hotel page shows the
 * room free to them, and the booking page finds the hold again after a reload or in a second
 * tab and carries on its countdown (decision 017, "a traveller is never blocked by their own
 * hold"). The search's kept answers, shared by every visitor, never see this.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { holds, hotels, rooms } from '../../db/schema.js';
import { bookableRoomColumns, freeUnitsSql } from '../availability/index.js';

export interface OwnHoldsQuery {
  userId: number;
  hotelId: number;
  checkIn: string;
  checkOut: string;
}

/**
 * The user's live holds of the hotel's rooms that share a night with the stay, soonest to
 * lapse first; `freeUnits` is the room's free units over the stay with none of the user's
 * own holds counted (a new hold of a held room replaces the old one, hold-limits.ts).
 * A user has at most two live holds, so this costs a probe of the user's holds index.
 */
export async function ownLiveHolds(db: Database, query: OwnHoldsQuery, now: Date = new Date()) {
  const { userId, hotelId, checkIn, checkOut } = query;
  return db
    .select({
      hold: holds,
      room: bookableRoomColumns,
      freeUnits: freeUnitsSql(rooms, checkIn, checkOut, now, { exceptHoldsOf: userId }).mapWith(
        Number,
      ),
    })
    .from(holds)
    .innerJoin(rooms, eq(rooms.id, holds.roomId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      and(
        eq(holds.userId, userId),
        eq(holds.status, 'active'),
        gt(holds.expiresAt, now),
        eq(rooms.hotelId, hotelId),
        lt(holds.checkIn, checkOut),
        gt(holds.checkOut, checkIn),
      ),
    )
    .orderBy(holds.expiresAt, sql`${holds.id}`);
}
