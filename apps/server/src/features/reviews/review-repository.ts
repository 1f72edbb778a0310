/** Reads and admin changes of reviews. The hotel's figures follow by trigger (migration 0011). */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bookings, hotels, reviews } from '../../db/schema.js';
import { hotelReviewToWire } from './review-wire.js';

/** One page of a hotel's reviews, newest first; hidden ones only for an admin. */
export async function hotelReviewsPage(
  db: Database,
  hotelId: number,
  options: { page: number; pageSize: number; withHidden: boolean },
) {
  const where = and(
    eq(reviews.hotelId, hotelId),
    options.withHidden ? undefined : isNull(reviews.hiddenAt),
  );
  const [totals] = await db.select({ total: count() }).from(reviews).where(where);
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.date), desc(reviews.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const total = totals?.total ?? 0;
  return {
    data: rows.map(hotelReviewToWire),
    meta: {
      total,
      page: options.page,
      pageSize: options.pageSize,
      pageCount: Math.ceil(total / options.pageSize),
    },
  };
}

export async function hotelExists(db: Database, hotelId: number): Promise<boolean> {
  const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
  return row !== undefined;
}

export async function setReviewReply(db: Database, id: number, text: string, now: Date) {
  const [row] = await db
    .update(reviews)
    .set({ replyText: text, replyAt: now })
    .where(eq(reviews.id, id))
    .returning();
  return row;
}

export async function setReviewHidden(
  db: Database,
  id: number,
  hidden: boolean,
  reason: string | undefined,
  now: Date,
) {
  const [row] = await db
    .update(reviews)
    .set(hidden ? { hiddenAt: now, hiddenReason: reason ?? '' } : { hiddenAt: null })
    .where(eq(reviews.id, id))
    .returning();
  return row;
}

/** The reviews the user wrote, by the booking each reviews. */
export async function reviewsOfBookings(db: Database, bookingIds: number[]) {
  if (bookingIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: reviews.id, bookingId: reviews.bookingId })
    .from(reviews)
    .where(inArray(reviews.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId!, row.id]));
}

/** The user's confirmed bookings of hotels that still exist, with the hotel's time zone. */
export async function confirmedStaysOf(db: Database, userId: number) {
  return db
    .select({
      id: bookings.id,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      bookedAt: bookings.createdAt,
      timeZone: hotels.timeZone,
    })
    .from(bookings)
    .innerJoin(hotels, eq(hotels.id, bookings.hotelId))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, 'confirmed')));
}
