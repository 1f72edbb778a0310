/**
 * Settling a recorded booking with the provider (decision 003): capture, then confirm the
 * booking and record its confirmation mail in one transaction; when the capture is refused,
 * void the authorization, then cancel the booking and give its nights back. Used right after a
 * booking is recorded and by reconciliation for bookings a crash left capture_pending. Every
 * step can run twice safely: provider calls carry idempotency keys and the status changes are
 * conditional.
 */
import { nightsBetween, type BookingWire } from '@staylane/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../../db/database.js';
import { bookings, paymentIntents, payments } from '../../db/schema.js';
import { reusableStatement } from '../../db/reusable-statement.js';
import { releaseNights } from '../availability/index.js';
import { bookingConfirmationMail, enqueueMailPerBooking } from '../mail/index.js';
import type { PaymentProvider } from '../payments/index.js';
import {
  bookingCancellationTerms,
  bookingWire,
  type BookingRow,
  type PaymentRow,
} from './booking-wire.js';
import { bookedNightsColumn, type BookedNight } from './booked-nights.js';

export type Settlement = 'confirmed' | 'cancelled' | 'pending';

/** The rows of a booking and its payment as they were written. */
export interface RecordedRows {
  booking: BookingRow;
  payment: PaymentRow;
  nights: BookedNight[];
}

/** A booking's status and the authorization that pays it (and its rows, when just written). */
export interface RecordedBooking {
  status: string;
  intentId: string;
  rows?: RecordedRows;
}

/**
 * `recorded` spares the lookup when the caller has just recorded the booking; reconciliation
 * and replays leave it out.
 */
export async function settleBooking(
  db: Database,
  provider: PaymentProvider,
  bookingId: number,
  log: FastifyBaseLogger,
  recorded?: RecordedBooking,
): Promise<{ outcome: Settlement; error?: unknown; booking?: BookingWire }> {
  const row = recorded ?? (await recordedBooking(db, bookingId));
  if (row.status === 'confirmed') return { outcome: 'confirmed' };
  if (row.status === 'cancelled') return { outcome: 'cancelled' };

  try {
    await provider.capture(row.intentId, { idempotencyKey: `capture:${row.intentId}` });
  } catch (captureError) {
    try {
      await provider.void(row.intentId, { idempotencyKey: `void:${row.intentId}` });
    } catch (voidError) {
      // Neither captured nor voided for sure: leave it to reconciliation rather than guess.
      log.error({ bookingId, captureError, voidError }, 'capture and void both failed');
      return { outcome: 'pending', error: captureError };
    }
    await cancelBooking(db, bookingId);
    return { outcome: 'cancelled', error: captureError };
  }
  const booking = await confirmBooking(db, bookingId, row.rows);
  return { outcome: 'confirmed', ...(booking ? { booking } : {}) };
}

async function recordedBooking(db: Database, bookingId: number): Promise<RecordedBooking> {
  const [row] = await db
    .select({ status: bookings.status, intentId: payments.paymentIntentId })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`Booking ${bookingId} has no payment`);
  return row;
}

const bookingWithPayment = reusableStatement((db) =>
  db
    .select({ booking: bookings, payment: payments, nights: bookedNightsColumn })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, sql.placeholder('bookingId'))),
);

/**
 * Marks the booking confirmed and its payment captured, and records the confirmation mail, in
 * one statement (atomic without a transaction of its own: one round trip where the four
 * changes and the transaction's begin and commit took six). `recorded` are the rows the
 * caller has just written, sparing their lookup. Answers the confirmed booking, or nothing
 * when someone else settled it first.
 */
export async function confirmBooking(
  db: Database,
  bookingId: number,
  recorded?: RecordedRows,
): Promise<BookingWire | undefined> {
  const rows = recorded ?? (await bookingWithPayment(db, { bookingId }))[0];
  if (!rows || rows.booking.status !== 'capture_pending') return undefined;
  const { booking, payment, nights } = rows;
  const mail = confirmationMail(booking, payment, nights);
  const confirmed = await queryRows<{ id: number }>(
    db,
    sql`with confirmed as (
        update bookings set status = 'confirmed'
          where id = ${bookingId} and status = 'capture_pending' returning id
      ), paid as (
        update payments set status = 'captured'
          where booking_id in (select id from confirmed) returning payment_intent_id
      ), captured as (
        update payment_intents set status = 'captured', updated_at = now()
          where id in (select payment_intent_id from paid)
      ), mailed as (
        ${enqueueMailPerBooking(mail, sql.raw('confirmed'))}
      )
      select id from confirmed`,
  );
  if (confirmed.length === 0) return undefined; // someone else settled it
  return bookingWire(
    { ...booking, status: 'confirmed' },
    { ...payment, status: 'captured' },
    nights,
  );
}

function confirmationMail(booking: BookingRow, payment: PaymentRow, nights: BookedNight[]) {
  return bookingConfirmationMail({
    id: booking.id,
    to: booking.guestEmail,
    guestName: booking.guestName,
    hotelName: booking.hotelName,
    roomType: booking.roomType,
    city: booking.hotelCity,
    country: booking.hotelCountry,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    guests: booking.guests,
    baseCents: payment.baseCents,
    discountCents: payment.discountCents,
    taxCents: payment.taxCents,
    finalCents: payment.finalCents,
    promoCode: payment.promoCode,
    cardBrand: payment.cardBrand,
    cardNumber: payment.cardNumber,
    cancellation: bookingCancellationTerms(booking),
    ratePlan: { name: booking.ratePlanName, breakfastIncluded: booking.breakfastIncluded },
    nightlyRates: nights,
  });
}

/** Undoes a booking whose money was not taken: cancelled, nights released, payment voided. */
export async function cancelBooking(db: Database, bookingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'capture_pending')))
      .returning();
    if (!booking) return;
    if (booking.roomId !== null) {
      await releaseNights(tx, {
        roomId: booking.roomId,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
      });
    }
    const [payment] = await tx
      .update(payments)
      .set({ status: 'voided' })
      .where(eq(payments.bookingId, bookingId))
      .returning();
    await tx
      .update(paymentIntents)
      .set({ status: 'voided', updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, payment!.paymentIntentId));
  });
}

/**
 * Voids an authorization that no booking uses. The intent is marked voided first, under its
 * row lock, so a booking being recorded with it at the same moment either wins (and it is
 * kept) or finds it voided; the provider is called after the commit, never inside a
 * transaction. When the provider call fails the mark is undone for reconciliation to retry.
 */
export async function voidUnusedIntent(
  db: Database,
  provider: PaymentProvider,
  intentId: string,
  filter: { userId?: number } = {},
): Promise<boolean> {
  const claimed = await db.transaction(async (tx) => {
    const [intent] = await tx
      .select({ id: paymentIntents.id, userId: paymentIntents.userId })
      .from(paymentIntents)
      .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'authorized')))
      .for('update');
    if (!intent) return false;
    if (filter.userId !== undefined && intent.userId !== filter.userId) return false;
    const [used] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.paymentIntentId, intentId));
    if (used) return false;
    await tx
      .update(paymentIntents)
      .set({ status: 'voided', updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, intentId));
    return true;
  });
  if (!claimed) return false;
  try {
    await provider.void(intentId, { idempotencyKey: `void:${intentId}` });
    return true;
  } catch (error) {
    await db
      .update(paymentIntents)
      .set({ status: 'authorized' })
      .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'voided')));
    throw error;
  }
}
