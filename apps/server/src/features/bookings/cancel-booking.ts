/**
 * A guest or an admin cancels a confirmed booking (decision 019).
 *
 * 1. One transaction, under the booking's row lock: check who asks and what state it is in,
 *    take the refund from the booking's recorded policy at this moment, mark it
 *    cancellation_pending with the refund and the time, give its nights back and record the
 *    cancellation mail. Two cancels at once queue on the lock: the second finds it cancelled.
 * 2. After the commit (never inside a transaction) the provider refunds, with the key
 *    `refund:{bookingId}`, so a retry by reconciliation pays once.
 * 3. A conditional update marks it cancelled and its payment refunded. When the provider
 *    fails the booking stays cancellation_pending and reconciliation finishes it.
 */
import {
  CANCELLATION_TEXTS,
  cancellationRefund,
  centsToDollars,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_HOTEL_TIME_ZONE,
  freeCancellationUntil,
  hotelToday,
  ROLE_ADMIN,
  type BookingWire,
  type CancellationQuoteWire,
} from '@staylane/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/database.js';
import { bookingNights, bookings, paymentIntents, payments } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/auth.js';
import { releaseNights } from '../availability/index.js';
import { bookingCancellationMail, enqueueMail } from '../mail/index.js';
import type { PaymentProvider } from '../payments/index.js';
import { bookingCancellationTerms, type BookingRow, type PaymentRow } from './booking-wire.js';
import { bookingById } from './bookings-repository.js';

export interface Quote {
  cancellable: boolean;
  free: boolean;
  paidCents: number;
  refundCents: number;
  penaltyCents: number;
  freeUntil: string | null;
}

/**
 * What cancelling now gives back. An admin cancelling someone else's booking always refunds
 * everything; otherwise the booking's recorded terms decide (the default for older bookings),
 * on what was paid and the booked nights' prices (decision 044), never the room's price now.
 */
export function quoteFor(
  { booking, payment, bookedNightsCents }: VisibleBooking,
  fullRefund: boolean,
  now: Date,
): Quote {
  const terms = bookingCancellationTerms(booking) ?? {
    ...DEFAULT_CANCELLATION_POLICY,
    nonRefundable: false,
    timeZone: DEFAULT_HOTEL_TIME_ZONE,
  };
  const paidCents = payment.finalCents;
  const freeUntil = freeCancellationUntil(terms, booking.checkIn);
  const refund = cancellationRefund({
    policy: terms,
    stay: { checkIn: booking.checkIn, checkOut: booking.checkOut },
    paidCents,
    today: hotelToday(terms.timeZone, now),
    bookedNightsCents,
  });
  if (!refund.cancellable) {
    return {
      cancellable: false,
      free: false,
      paidCents,
      refundCents: 0,
      penaltyCents: 0,
      freeUntil,
    };
  }
  if (fullRefund) {
    return {
      cancellable: true,
      free: true,
      paidCents,
      refundCents: paidCents,
      penaltyCents: 0,
      freeUntil,
    };
  }
  return { ...refund, paidCents, freeUntil };
}

export function quoteWire(quote: Quote): CancellationQuoteWire {
  return {
    Cancellable: quote.cancellable,
    Free: quote.free,
    Paid: centsToDollars(quote.paidCents),
    Refund: centsToDollars(quote.refundCents),
    Penalty: centsToDollars(quote.penaltyCents),
    FreeCancellationUntil: quote.freeUntil,
  };
}

const isAdmin = (caller: AuthUser) => caller.role === ROLE_ADMIN;

interface VisibleBooking {
  booking: BookingRow;
  payment: PaymentRow;
  /** The booked nights' prices in cents, in order; empty for a booking without lines. */
  bookedNightsCents: number[];
}

/**
 * The booking, its payment and its booked nights as the caller may see them: someone else's
 * is not found.
 */
async function visibleBooking(
  db: Database | Transaction,
  caller: AuthUser,
  id: number,
  lock: boolean,
): Promise<VisibleBooking> {
  const query = db
    .select({ booking: bookings, payment: payments })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.id, id));
  const [row] = lock ? await query.for('update', { of: bookings }) : await query;
  if (!row || (row.booking.userId !== caller.id && !isAdmin(caller))) {
    throw notFound(CANCELLATION_TEXTS.notFound);
  }
  const nights = await db
    .select({ priceCents: bookingNights.priceCents })
    .from(bookingNights)
    .where(eq(bookingNights.bookingId, id))
    .orderBy(bookingNights.night);
  return { ...row, bookedNightsCents: nights.map((night) => night.priceCents) };
}

/** Refuses what cannot be cancelled, with the reason, before anything changes. */
function requireCancellable(booking: BookingRow, quote: Quote) {
  if (booking.status === 'cancelled' || booking.status === 'cancellation_pending') {
    throw conflict(CANCELLATION_TEXTS.alreadyCancelled, 'ALREADY_CANCELLED');
  }
  if (booking.status !== 'confirmed')
    throw conflict(CANCELLATION_TEXTS.notConfirmed, 'NOT_CONFIRMED');
  if (!quote.cancellable) throw conflict(CANCELLATION_TEXTS.stayStarted, 'STAY_STARTED');
}

export async function cancellationQuote(
  db: Database,
  caller: AuthUser,
  id: number,
  now = new Date(),
): Promise<CancellationQuoteWire> {
  const visible = await visibleBooking(db, caller, id, false);
  return quoteWire(quoteFor(visible, visible.booking.userId !== caller.id, now));
}

export interface CancelDeps {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /**
   * Runs in the transaction that cancels, with the booking's row before and after (the audit
   * entry of an administrator's cancellation, decision 051).
   */
  onCancelled?: (tx: Transaction, before: BookingRow, after: BookingRow) => Promise<void>;
}

export async function cancelBookingFor(
  deps: CancelDeps,
  caller: AuthUser,
  id: number,
  reason: string | undefined,
  now = new Date(),
): Promise<BookingWire> {
  const decided = await deps.db.transaction(async (tx) => {
    const visible = await visibleBooking(tx, caller, id, true);
    const { booking, payment } = visible;
    const onBehalf = booking.userId !== caller.id;
    const quote = quoteFor(visible, onBehalf, now);
    requireCancellable(booking, quote);
    if (onBehalf && !reason) {
      throw badRequest(CANCELLATION_TEXTS.reasonRequired, {
        reason: CANCELLATION_TEXTS.reasonRequired,
      });
    }
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'cancellation_pending',
        cancelledAt: now,
        refundCents: quote.refundCents,
        cancelReason: onBehalf ? reason! : null,
      })
      .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed')))
      .returning();
    await deps.onCancelled?.(tx, booking, cancelled!);
    if (cancelled!.roomId !== null) {
      await releaseNights(tx, {
        roomId: cancelled!.roomId,
        checkIn: cancelled!.checkIn,
        checkOut: cancelled!.checkOut,
      });
    }
    await enqueueMail(
      tx,
      bookingCancellationMail({
        id: cancelled!.id,
        to: cancelled!.guestEmail,
        guestName: cancelled!.guestName,
        hotelName: cancelled!.hotelName,
        roomType: cancelled!.roomType,
        city: cancelled!.hotelCity,
        country: cancelled!.hotelCountry,
        checkIn: cancelled!.checkIn,
        checkOut: cancelled!.checkOut,
        paidCents: quote.paidCents,
        refundCents: quote.refundCents,
        reason: cancelled!.cancelReason,
      }),
    );
    return { intentId: payment.paymentIntentId, refundCents: quote.refundCents };
  });
  await payRefund(deps, id, decided.intentId, decided.refundCents);
  return (await bookingById(deps.db, id))!;
}

/**
 * Pays a cancellation_pending booking's refund and marks it cancelled. Answers whether it is
 * done; a provider failure is logged and left for reconciliation (same key, pays once).
 */
export async function payRefund(
  { db, provider, log }: CancelDeps,
  bookingId: number,
  intentId: string,
  refundCents: number,
): Promise<boolean> {
  let refundId: string | null = null;
  if (refundCents > 0) {
    try {
      ({ id: refundId } = await provider.refund(intentId, {
        idempotencyKey: `refund:${bookingId}`,
        amountCents: refundCents,
      }));
    } catch (error) {
      log.error({ err: error, bookingId }, 'refund failed; reconciliation will retry it');
      return false;
    }
  }
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'cancellation_pending')))
      .returning({ id: bookings.id });
    if (!done || refundCents === 0) return;
    // The provider's id of the refund, for finding it in the provider's records.
    await tx
      .update(payments)
      .set({ status: 'refunded', refundId })
      .where(eq(payments.bookingId, bookingId));
    await tx
      .update(paymentIntents)
      .set({ status: 'refunded', updatedAt: sql`now()` })
      .where(eq(paymentIntents.id, intentId));
  });
  return true;
}

/** Cancelled bookings whose refund is still owed, for reconciliation. */
export async function pendingRefunds(db: Database) {
  return db
    .select({
      id: bookings.id,
      intentId: payments.paymentIntentId,
      refundCents: bookings.refundCents,
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.bookingId, bookings.id))
    .where(eq(bookings.status, 'cancellation_pending'));
}
