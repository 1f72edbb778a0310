/**
 * Writes one imported hotel in one transaction: the hotel and its rooms through the hotels
 * feature's own writes (as the admin's POST and PUT do), then what the file keeps as given
 * (StarRating, ReviewNumber, DateAdded) and its Reviews. Any failure rolls the whole hotel
 * back. A hotel is found again by its HotelId, so a second import updates instead of adding.
 */
import type { HotelPayload } from '@staylane/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { hotels, reviews, rooms } from '../../db/schema.js';
import { createHotel, updateHotel } from '../hotels/index.js';
import type { ImportedReview } from './catalogue-record.js';

export interface HotelToWrite {
  hotelCode: string;
  payload: HotelPayload;
  starRating: number | undefined;
  reviewCount: number | undefined;
  dateAdded: Date | undefined;
  reviews: ImportedReview[];
}

export type WriteOutcome = 'imported' | 'updated';

/**
 * The payload's rooms with the ids of the hotel's rooms of the same name, in order: those are
 * updated in place (their bookings and inventory stay theirs), the others are added, and the
 * hotel's rooms the file no longer lists are removed (refused while they have bookings).
 */
async function withExistingRoomIds(
  tx: Transaction,
  hotelId: number,
  payload: HotelPayload,
): Promise<HotelPayload> {
  const existing = await tx
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.position), asc(rooms.id));
  const unused = [...existing];
  const create = payload.Rooms.create.map((room) => {
    const index = unused.findIndex((candidate) => candidate.name === room.RoomName);
    if (index === -1) return { ...room, id: undefined };
    const [match] = unused.splice(index, 1);
    return { ...room, id: match!.id };
  });
  return { ...payload, Rooms: { create } };
}

const reviewKey = (review: ImportedReview) =>
  JSON.stringify([review.userName, review.rating, review.body, review.date.getTime()]);

/**
 * Makes the hotel's reviews the file's: a review already there (same name, rating, text and
 * date) is kept as it is, with its id and its link to an account; the others are replaced.
 */
async function replaceReviews(tx: Transaction, hotelId: number, wanted: ImportedReview[]) {
  const existing = await tx.select().from(reviews).where(eq(reviews.hotelId, hotelId));
  const idsByKey = new Map<string, number[]>();
  for (const row of existing) {
    const key = reviewKey({
      userName: row.userName,
      rating: row.rating,
      body: row.body,
      date: row.date,
    });
    idsByKey.set(key, [...(idsByKey.get(key) ?? []), row.id]);
  }
  const missing = wanted.filter((review) => !idsByKey.get(reviewKey(review))?.shift());
  const leftOver = [...idsByKey.values()].flat();
  if (leftOver.length > 0) await tx.delete(reviews).where(inArray(reviews.id, leftOver));
  if (missing.length > 0) {
    await tx.insert(reviews).values(missing.map((review) => ({ ...review, hotelId })));
  }
}

const averageRating = (list: ImportedReview[]) =>
  list.length === 0
    ? 0
    : Math.round((list.reduce((sum, review) => sum + review.rating, 0) / list.length) * 10) / 10;

export async function writeImportedHotel(db: Database, hotel: HotelToWrite): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: hotels.id })
      .from(hotels)
      .where(eq(hotels.hotelCode, hotel.hotelCode))
      .orderBy(asc(hotels.id))
      .limit(1)
      .for('update');
    let hotelId: number;
    // The hotels feature's writes open a transaction of their own: inside this one it is a
    // savepoint, so they commit or roll back with the rest of the hotel.
    if (existing) {
      hotelId = existing.id;
      await updateHotel(tx, hotelId, await withExistingRoomIds(tx, hotelId, hotel.payload));
    } else {
      hotelId = await createHotel(tx, hotel.payload);
    }
    await tx
      .update(hotels)
      .set({
        starRating: hotel.starRating ?? averageRating(hotel.reviews),
        reviewCount: hotel.reviewCount ?? hotel.reviews.length,
        ...(hotel.dateAdded ? { dateAdded: hotel.dateAdded } : {}),
      })
      .where(eq(hotels.id, hotelId));
    await replaceReviews(tx, hotelId, hotel.reviews);
    return existing ? 'updated' : 'imported';
  });
}
