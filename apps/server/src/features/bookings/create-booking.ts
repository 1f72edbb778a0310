/**
 * POST /api/bookings (decision 003): one transaction turns the caller's hold into booked
 * nights and records the booking (capture_pending) with its payment and the hold's quote (its
 * nights' lines, its plan and totals: decision 044); then the authorization is
 * captured and the booking confirmed with its mail. Any failure before the capture voids the
 * authorization; a refused capture voids it and undoes the booking. The Idempotency-Key makes
 * a retried request answer the same booking without a second charge.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/database.js';
import {
  bookingNights,
  bookings,
  holds,
  hotels,
  paymentIntents,
  payments,
  rooms,
  users,
} from '../../db/schema.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { placeholders, reusableStatement } from '../../db/reusable-statement.js';
import {
  bookableRoomColumns,
  bookNightsOfHold,
  lockFreeUnits,
  requireArrivalAhead,
  requireBookable,
  requireRoomFits,
} from '../availability/index.js';
import { PAYMENT_USED, PRICE_CHANGED, HOLD_EXPIRED } from '../checkout/index.js';
import { findCoupon } from '../coupons/index.js';
import { isUuid, ownHoldWithRoom } from '../holds/index.js';
import { heldQuoteWithCoupon } from '../quotes/index.js';
import { CAPTURE_FAILED, type PaymentProvider } from '../payments/index.js';
import {
  PAYMENT_BANK_ENTITY,
  PAYMENT_CARD_TYPE,
  type BookingWire,
  type StayQuote,
} from '@staylane/domain';
import {
  settleBooking,
  voidUnusedIntent,
  type RecordedBooking,
  type RecordedRows,
} from './booking-settlement.js';
import { bookingById } from './bookings-repository.js';

export const BOOKING_FAILED =
  'We could not complete your booking, so no payment was made. Please try again.';
export const BOOKING_PENDING =
  'Your payment is still being confirmed. We will e-mail you as soon as your booking is confirmed.';
const PAYMENT_NOT_FOUND = 'This payment does not exist';

export interface BookingRequest {
  userId: number;
  idempotencyKey: string;
  holdId: string;
  paymentId: string;
  specialReqs?: string | undefined;
  fullName?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
}

export interface BookingDeps {
  db: Database;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

export async function createBooking(
  deps: BookingDeps,
  request: BookingRequest,
  now: Date = new Date(),
): Promise<{ booking: BookingWire; replayed: boolean }> {
  // No lookup of the key first: a replay finds its payment already used (or the key's unique
  // index taken) inside the transaction, and is answered from the key below.
  let rows: RecordedRows;
  try {
    rows = await recordBooking(deps.db, request, now);
  } catch (error) {
    // A replay, or the same key racing itself: the other request recorded the booking (we then
    // failed on its payment or on the key's unique index), so this one answers it too.
    const raced = await bookingIdForKey(deps.db, request).catch(() => undefined);
    if (raced !== undefined) return { booking: await answerFor(deps, raced), replayed: true };
    await voidUnusedIntent(deps.db, deps.provider, request.paymentId, {
      userId: request.userId,
    }).catch((voidError: unknown) => {
      deps.log.error({ err: voidError }, 'could not void an unused authorization');
    });
    if (error instanceof AppError) throw error;
    deps.log.error({ err: error }, 'recording a booking failed');
    throw conflict(BOOKING_FAILED, 'BOOKING_FAILED');
  }
  const recorded = { status: 'capture_pending', intentId: request.paymentId, rows };
  return { booking: await answerFor(deps, rows.booking.id, recorded), replayed: false };
}

async function bookingIdForKey(db: Database, request: BookingRequest) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.userId, request.userId), eq(bookings.idempotencyKey, request.idempotencyKey)),
    );
  return row?.id;
}

/** Settles the booking if it still needs it, and answers it or the reason it failed. */
async function answerFor(
  deps: BookingDeps,
  bookingId: number,
  recorded?: RecordedBooking,
): Promise<BookingWire> {
  const { outcome, booking: settled } = await settleBooking(
    deps.db,
    deps.provider,
    bookingId,
    deps.log,
    recorded,
  );
  if (outcome === 'cancelled') {
    throw new AppError(422, 'CAPTURE_FAILED', CAPTURE_FAILED);
  }
  if (outcome === 'pending') throw conflict(BOOKING_PENDING, 'BOOKING_PENDING');
  const booking = settled ?? (await bookingById(deps.db, bookingId));
  if (!booking) throw notFound('This booking does not exist');
  return booking;
}

const lockedIntent = reusableStatement((db) =>
  db
    .select({ intent: paymentIntents, usedBy: payments.id })
    .from(paymentIntents)
    .leftJoin(payments, eq(payments.paymentIntentId, paymentIntents.id))
    .where(
      and(
        eq(paymentIntents.id, sql.placeholder('intentId')),
        eq(paymentIntents.userId, sql.placeholder('userId')),
      ),
    )
    .for('update', { of: paymentIntents }),
);

/**
 * The intent and the hold locked, with the hold's room and hotel, in one statement: one round
 * trip where locking them one after the other took two. Nothing when either is
 * missing or not the caller's; the caller then asks again one at a time for the exact refusal.
 */
const lockedIntentWithHold = reusableStatement((db) =>
  db
    .select({
      intent: paymentIntents,
      usedBy: payments.id,
      hold: holds,
      room: bookableRoomColumns,
    })
    .from(paymentIntents)
    .leftJoin(payments, eq(payments.paymentIntentId, paymentIntents.id))
    .innerJoin(
      holds,
      and(eq(holds.id, sql.placeholder('holdId')), eq(holds.userId, sql.placeholder('userId'))),
    )
    // The room looked up by its key, as ownHoldWithRoom does (bench/RESULTS.md §6).
    .innerJoin(
      rooms,
      eq(
        rooms.id,
        sql`(select ${holds.roomId} from ${holds} where ${holds.id} = ${sql.placeholder('holdId')})`,
      ),
    )
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      and(
        eq(paymentIntents.id, sql.placeholder('intentId')),
        eq(paymentIntents.userId, sql.placeholder('userId')),
        eq(rooms.id, holds.roomId),
      ),
    )
    .for('update', { of: [paymentIntents, holds] }),
);

/** The caller's intent and hold, both locked, or the refusal the first wrong one earns. */
async function lockIntentAndHold(tx: Transaction, request: BookingRequest) {
  const values = { intentId: request.paymentId, userId: request.userId, holdId: request.holdId };
  const [both] = isUuid(request.holdId) ? await lockedIntentWithHold(tx, values) : [];
  const intentFound =
    both ?? (await lockedIntent(tx, { intentId: request.paymentId, userId: request.userId }))[0];
  if (!intentFound) throw notFound(PAYMENT_NOT_FOUND);
  const { intent, usedBy } = intentFound;
  if (intent.status !== 'authorized' || intent.holdId !== request.holdId || usedBy !== null) {
    throw conflict(PAYMENT_USED, 'PAYMENT_USED');
  }
  const held = both ?? (await ownHoldWithRoom(tx, request.userId, request.holdId, { lock: true }));
  return { intent, hold: held.hold, heldRoom: held.room };
}

const insertBooking = reusableStatement((db) =>
  db
    .insert(bookings)
    .values(
      placeholders(
        'userId',
        'hotelId',
        'roomId',
        'holdId',
        'hotelName',
        'hotelCity',
        'hotelCountry',
        'roomType',
        'checkIn',
        'checkOut',
        'guests',
        'specialReqs',
        'guestName',
        'guestEmail',
        'guestPhone',
        'status',
        'idempotencyKey',
        'cancelFreeDays',
        'cancelPenalty',
        'cancelNonRefundable',
        'cancelTimeZone',
        'amountCents',
        'ratePlanId',
        'ratePlanName',
        'breakfastIncluded',
      ),
    )
    .returning(),
);

const insertPayment = reusableStatement((db) =>
  db
    .insert(payments)
    .values(
      placeholders(
        'bookingId',
        'paymentIntentId',
        'cardFirstName',
        'cardBrand',
        'cardBankEntity',
        'cardNumber',
        'cardType',
        'baseCents',
        'discountCents',
        'taxCents',
        'finalCents',
        'promoCode',
        'status',
      ),
    )
    .returning(),
);

/** The quote's lines kept with the booking, one row per night (decision 044); answers them. */
async function recordNights(tx: Transaction, bookingId: number, quote: StayQuote) {
  const nights = quote.lines.map((line) => ({
    date: line.date,
    ratePlan: line.ratePlan,
    priceCents: line.priceCents,
  }));
  await tx
    .insert(bookingNights)
    .values(nights.map(({ date, ...night }) => ({ bookingId, night: date, ...night })));
  return nights;
}

/** The one transaction: hold → booked nights, booking and payment rows. Answers those rows. */
async function recordBooking(
  db: Database,
  request: BookingRequest,
  now: Date,
): Promise<RecordedRows> {
  return db.transaction(async (tx) => {
    const { intent, hold, heldRoom } = await lockIntentAndHold(tx, request);
    if (hold.status !== 'active') throw conflict(HOLD_EXPIRED, 'HOLD_EXPIRED');
    const room = requireBookable(heldRoom);
    // Paid before the hotel's midnight, booked after it: the arrival day is over (decision 039).
    requireArrivalAhead(hold.checkIn, room.timeZone, now);
    // Checked again under the hold's lock: an admin may have lowered MaxGuests after checkout.
    requireRoomFits(room, hold.guests);
    // A hold that lapsed meanwhile is claimed again, which works only if the room is still free.
    await lockFreeUnits(tx, { ...hold, exceptHoldId: hold.id, now });
    const coupon = intent.couponCode ? await findCoupon(tx, intent.couponCode) : undefined;
    // The quote checkout authorized: the hold's, whatever the room's price is now.
    const quote = heldQuoteWithCoupon(hold, room, coupon);
    if ((intent.couponCode && !coupon) || quote.finalCents !== intent.amountCents) {
      throw conflict(PRICE_CHANGED, 'PRICE_CHANGED');
    }
    await bookNightsOfHold(tx, hold);

    // The account's details fill in what the booking form left out (the form sends all three).
    const [user] =
      request.fullName && request.email && request.phoneNumber
        ? []
        : await tx
            .select({
              fullName: users.fullName,
              email: users.email,
              phoneNumber: users.phoneNumber,
            })
            .from(users)
            .where(eq(users.id, request.userId));
    const guestName = request.fullName || user?.fullName || '';
    const [booking] = await insertBooking(tx, {
      userId: request.userId,
      hotelId: room.hotelId,
      roomId: room.id,
      holdId: hold.id,
      hotelName: room.hotelName,
      hotelCity: room.hotelCity,
      hotelCountry: room.hotelCountry,
      roomType: room.name,
      checkIn: hold.checkIn,
      checkOut: hold.checkOut,
      guests: hold.guests,
      specialReqs: request.specialReqs ?? '',
      guestName,
      guestEmail: request.email || user?.email || '',
      guestPhone: request.phoneNumber || user?.phoneNumber || '',
      status: 'capture_pending',
      idempotencyKey: request.idempotencyKey,
      // The terms in force now: a later change of the hotel's policy never alters them.
      cancelFreeDays: room.freeCancellationDays,
      cancelPenalty: room.cancellationPenalty,
      // The held plan's condition, not the room's flag now (decision 044).
      cancelNonRefundable: !quote.ratePlan.refundable,
      cancelTimeZone: room.timeZone,
      // The charge's amount, kept with the booking for the report (decision 022).
      amountCents: quote.finalCents,
      // The held plan, null once deleted (set null by its key). What it was sold as comes from
      // the held quote, never the plan's row now (decision 048): an admin may rename it or
      // change its terms while the guest pays, or any day after.
      ratePlanId: hold.ratePlanId,
      ratePlanName: quote.ratePlan.name,
      breakfastIncluded: quote.ratePlan.breakfastIncluded ?? false,
    });
    const nights = await recordNights(tx, booking!.id, quote);
    const [payment] = await insertPayment(tx, {
      bookingId: booking!.id,
      paymentIntentId: intent.id,
      cardFirstName: guestName.split(/\s+/)[0] ?? '',
      cardBrand: intent.cardBrand,
      cardBankEntity: PAYMENT_BANK_ENTITY,
      cardNumber: `**** ${intent.cardLast4}`,
      cardType: PAYMENT_CARD_TYPE,
      baseCents: quote.baseCents,
      discountCents: quote.discountCents,
      taxCents: quote.taxCents,
      finalCents: quote.finalCents,
      promoCode: coupon?.code ?? null,
      status: 'authorized',
    });
    return { booking: booking!, payment: payment!, nights };
  });
}
