/**
 * A guest reviews their stay (decision 024): only the booking's own guest, only a
 * confirmed booking, only from its check-out day in the hotel's time zone, only a stay booked
 * by its arrival day there (decision 039), once per booking.
 *
 * The booking's row lock queues concurrent posts for one booking, so the second finds the
 * first's review and answers 409; the unique index `reviews_one_per_booking` is the last word
 * should anything slip past (its violation is answered with the same 409).
 */
import {
  hotelToday,
  REVIEW_TEXTS,
  todayIso,
  type HotelReviewWire,
  type ReviewPayload,
} from '@staylane/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bookings, hotels, reviews, users } from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { hotelReviewToWire } from './review-wire.js';

/** Whether the stay is over: from its check-out day, as the hotel's calendar reads it. */
export const stayIsOver = (checkOut: string, timeZone: string, now: Date) =>
  hotelToday(timeZone, now) >= checkOut;

/**
 * Whether the stay was booked before its first night: by the end of its arrival day as the
 * hotel's calendar reads it (decision 039). A booking made once that day was over was made for
 * a night already spent, which nobody stayed in on our word.
 */
export const bookedBeforeStay = (stay: { bookedAt: Date; checkIn: string }, timeZone: string) =>
  todayIso(stay.bookedAt, timeZone) <= stay.checkIn;

/** Whether the stay may be reviewed now: booked before it, and over (decision 039). */
export const reviewableNow = (
  stay: { bookedAt: Date; checkIn: string; checkOut: string },
  timeZone: string,
  now: Date,
) => bookedBeforeStay(stay, timeZone) && stayIsOver(stay.checkOut, timeZone, now);

const alreadyReviewed = () => conflict(REVIEW_TEXTS.alreadyReviewed, 'ALREADY_REVIEWED');

export async function writeReview(
  db: Database,
  userId: number,
  bookingId: number,
  payload: ReviewPayload,
  now: Date = new Date(),
): Promise<HotelReviewWire> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ booking: bookings, timeZone: hotels.timeZone, fullName: users.fullName })
        .from(bookings)
        .leftJoin(hotels, eq(hotels.id, bookings.hotelId))
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(eq(bookings.id, bookingId))
        .for('update', { of: bookings });
      // Someone else's booking does not exist for this caller (as for cancellation): 404.
      if (!row || row.booking.userId !== userId) throw notFound(REVIEW_TEXTS.bookingNotFound);
      const { booking } = row;
      if (booking.status !== 'confirmed') {
        throw conflict(REVIEW_TEXTS.notConfirmed, 'NOT_CONFIRMED');
      }
      if (booking.hotelId === null || row.timeZone === null) {
        throw new AppError(422, 'HOTEL_GONE', REVIEW_TEXTS.hotelGone);
      }
      if (!stayIsOver(booking.checkOut, row.timeZone, now)) {
        throw new AppError(422, 'STAY_NOT_OVER', REVIEW_TEXTS.beforeCheckOut);
      }
      if (
        !bookedBeforeStay({ bookedAt: booking.createdAt, checkIn: booking.checkIn }, row.timeZone)
      ) {
        throw new AppError(422, 'BOOKED_AFTER_ARRIVAL', REVIEW_TEXTS.bookedAfterArrival);
      }
      const [existing] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.bookingId, bookingId));
      if (existing) throw alreadyReviewed();
      const [review] = await tx
        .insert(reviews)
        .values({
          hotelId: booking.hotelId,
          userId,
          bookingId,
          userName: row.fullName ?? booking.guestName,
          rating: payload.rating,
          cleanliness: payload.cleanliness,
          location: payload.location,
          staff: payload.staff,
          value: payload.value,
          body: payload.text,
          date: now,
        })
        .returning();
      return hotelReviewToWire(review!);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (maybe wrapped). */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
