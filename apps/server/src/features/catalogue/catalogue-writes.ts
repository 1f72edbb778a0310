/**
 * Writes one imported hotel in one transaction: the hotel and its rooms through the hotels
 * feature's own writes (as the admin's POST and PUT do), then what the file keeps as given
 * (StarRating, ReviewNumber, DateAdded), its Reviews and its rooms' rate plans and calendars
 * (through the rates feature). Any failure rolls the whole hotel back. A hotel is found again by its HotelId, so a second import updates instead of adding.
 */
import type { HotelPayload, RatePlanFile } from '@staylane/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { hotels, reviews, rooms } from '../../db/schema.js';
import { createHotel, updateHotel } from '../hotels/index.js';
import { writeRatePlansFromFile } from '../rates/index.js';
import type { ImportedReview } from './catalogue-record.js';

export interface HotelToWrite {
  hotelCode: string | undefined;
  payload: HotelPayload;
  starRating: number | undefined;
  reviewCount: number | undefined;
  dateAdded: Date | undefined;
  reviews: ImportedReview[];
  /** Each room's plans in the payload's room order; undefined leaves a room's plans as they are. */
  ratePlans: (RatePlanFile[] | undefined)[];
}

export interface WriteOutcome {
  result: 'imported' | 'updated';
  /** The hotel's HotelId: the file's, or the one a hotel without any was given. */
  hotelCode: string;
  /** Rooms added without Units or MaxGuests, which took NEW_ROOM_UNITS / NEW_ROOM_MAX_GUESTS. */
  defaultedUnits: number;
  defaultedMaxGuests: number;
}

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

/** The columns that say whether, since when and why a review is hidden, as the file says. */
const hiddenColumns = (review: ImportedReview) => ({
  hiddenAt: review.hidden?.at ?? null,
  hiddenReason: review.hidden?.reason ?? null,
});

/**
 * Makes the hotel's reviews the file's: a review already there (same name, rating, text and
 * date) is kept, with its id, its link to an account and its reply, and takes the file's
 * hidden state; the others are replaced.
 */
async function replaceReviews(tx: Transaction, hotelId: number, wanted: ImportedReview[]) {
  const existing = await tx.select().from(reviews).where(eq(reviews.hotelId, hotelId));
  const rowsByKey = new Map<string, (typeof existing)[number][]>();
  for (const row of existing) {
    const key = reviewKey({
      userName: row.userName,
      rating: row.rating,
      body: row.body,
      date: row.date,
    });
    rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), row]);
  }
  const missing: ImportedReview[] = [];
  for (const review of wanted) {
    const row = rowsByKey.get(reviewKey(review))?.shift();
    if (!row) {
      missing.push(review);
      continue;
    }
    const hidden = hiddenColumns(review);
    if (
      row.hiddenAt?.getTime() !== hidden.hiddenAt?.getTime() ||
      row.hiddenReason !== hidden.hiddenReason
    ) {
      await tx.update(reviews).set(hidden).where(eq(reviews.id, row.id));
    }
  }
  const leftOver = [...rowsByKey.values()].flat().map((row) => row.id);
  if (leftOver.length > 0) await tx.delete(reviews).where(inArray(reviews.id, leftOver));
  if (missing.length > 0) {
    // Shown, not counted: the file's StarRating and ReviewNumber sum them up (decision 030).
    await tx.insert(reviews).values(
      missing.map((review) => ({
        userName: review.userName,
        rating: review.rating,
        body: review.body,
        date: review.date,
        ...hiddenColumns(review),
        hotelId,
        imported: true,
      })),
    );
  }
}

/** The rating of the reviews a visitor sees (hidden ones count for nothing). */
const averageRating = (list: ImportedReview[]) =>
  list.length === 0
    ? 0
    : Math.round((list.reduce((sum, review) => sum + review.rating, 0) / list.length) * 10) / 10;

/** The first hotel with this HotelId, locked; none for a record without one. */
async function hotelWithCode(tx: Transaction, code: string | undefined) {
  if (code === undefined) return undefined;
  const [existing] = await tx
    .select({ id: hotels.id })
    .from(hotels)
    .where(eq(hotels.hotelCode, code))
    .orderBy(asc(hotels.id))
    .limit(1)
    .for('update');
  return existing;
}

export async function writeImportedHotel(db: Database, hotel: HotelToWrite): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const existing = await hotelWithCode(tx, hotel.hotelCode);
    let hotelId: number;
    let payload = hotel.payload;
    // The hotels feature's writes open a transaction of their own: inside this one it is a
    // savepoint, so they commit or roll back with the rest of the hotel.
    if (existing) {
      hotelId = existing.id;
      payload = await withExistingRoomIds(tx, hotelId, payload);
      await updateHotel(tx, hotelId, payload);
    } else {
      hotelId = await createHotel(tx, payload);
    }
    const added = payload.Rooms.create.filter((room) => room.id === undefined);
    const shown = hotel.reviews.filter((review) => !review.hidden);
    const [written] = await tx
      .update(hotels)
      .set({
        starRating: hotel.starRating ?? averageRating(shown),
        reviewCount: hotel.reviewCount ?? shown.length,
        ...(hotel.dateAdded ? { dateAdded: hotel.dateAdded } : {}),
      })
      .where(eq(hotels.id, hotelId))
      .returning({ hotelCode: hotels.hotelCode });
    await replaceReviews(tx, hotelId, hotel.reviews);
    if (hotel.ratePlans.some((plans) => plans !== undefined)) {
      // The hotels feature wrote the rooms at the payload's positions, in its order.
      const written = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(eq(rooms.hotelId, hotelId))
        .orderBy(asc(rooms.position), asc(rooms.id));
      for (const [index, plans] of hotel.ratePlans.entries()) {
        const room = written[index];
        if (plans && room) await writeRatePlansFromFile(tx, room.id, plans);
      }
    }
    return {
      result: existing ? 'updated' : 'imported',
      hotelCode: written!.hotelCode,
      defaultedUnits: added.filter((room) => room.Units === undefined).length,
      defaultedMaxGuests: added.filter((room) => room.MaxGuests === undefined).length,
    };
  });
}
