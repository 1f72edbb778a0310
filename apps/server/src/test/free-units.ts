/**
 * Test fixture: the free units of rooms over a stay, read with the same SQL the hotel search
 * and detail use (freeUnitsSql), for tests that check what a race or a hold left free.
 */
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.js';
import { rooms } from '../db/schema.js';
import { freeUnitsSql } from '../features/availability/index.js';

/** Free units of each room over the stay; rooms that do not exist are absent. */
export async function freeUnitsForRooms(
  db: Database | Transaction,
  roomIds: readonly number[],
  checkIn: string,
  checkOut: string,
  at?: Date,
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (roomIds.length === 0) return result;
  const rows = await db
    .select({
      id: rooms.id,
      free: freeUnitsSql(rooms, checkIn, checkOut, at).mapWith(Number),
    })
    .from(rooms)
    .where(inArray(rooms.id, [...roomIds]));
  for (const row of rows) result.set(row.id, row.free);
  return result;
}
