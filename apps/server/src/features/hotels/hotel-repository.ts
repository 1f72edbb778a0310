/** Reads of hotels and their rooms. Rooms of many hotels load in one query (no N+1). */
import { asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { hotels, reviews, rooms } from '../../db/schema.js';
import type { HotelRow, RoomRow } from './hotel-wire.js';

type Db = Database | Transaction;
export type ReviewRow = typeof reviews.$inferSelect;

export async function findHotel(db: Db, id: number): Promise<HotelRow | undefined> {
  const [row] = await db.select().from(hotels).where(eq(hotels.id, id));
  return row;
}

/** Rooms of the hotels, each hotel's in its own order (the first room prices the card). */
export async function roomsByHotel(db: Db, hotelIds: number[]): Promise<Map<number, RoomRow[]>> {
  const byHotel = new Map<number, RoomRow[]>(hotelIds.map((id) => [id, []]));
  if (hotelIds.length === 0) return byHotel;
  const rows = await db
    .select()
    .from(rooms)
    .where(inArray(rooms.hotelId, hotelIds))
    .orderBy(asc(rooms.hotelId), asc(rooms.position), asc(rooms.id));
  for (const room of rows) byHotel.get(room.hotelId)?.push(room);
  return byHotel;
}

export async function allHotels(db: Db): Promise<HotelRow[]> {
  return db.select().from(hotels).orderBy(asc(hotels.id));
}

/**
 * Reviews of every hotel, newest first within each, for the static hotel file. Hidden reviews
 * are the admin's to see, never the served file's: only the operator's export (`withHidden`)
 * carries them, so that an import of it restores them.
 */
export async function reviewsByHotel(
  db: Db,
  { withHidden = false }: { withHidden?: boolean } = {},
): Promise<Map<number, ReviewRow[]>> {
  const rows = await db
    .select()
    .from(reviews)
    .where(withHidden ? undefined : isNull(reviews.hiddenAt))
    .orderBy(asc(reviews.hotelId), desc(reviews.date), asc(reviews.id));
  const byHotel = new Map<number, ReviewRow[]>();
  for (const review of rows) {
    const list = byHotel.get(review.hotelId) ?? [];
    list.push(review);
    byHotel.set(review.hotelId, list);
  }
  return byHotel;
}
