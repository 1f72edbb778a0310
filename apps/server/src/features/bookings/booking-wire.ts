/**
 * The one mapping from booking rows to the Booking wire shape of decision 002. Money is kept in
 * cents in the database and shown in dollars on the wire, as the spec's client reads it.
 */
import {
  freeCancellationUntil,
  type BookingCancellationTerms,
  type BookingCancellationWire,
  type CancellationPenalty,
  centsToDollars,
  idToWire,
  nightsBetween,
  nullableIdToWire,
  PAYMENT_STATUS_SUCCESSFUL,
  type BookingWire,
  type PaymentStatus,
  type PaymentWire,
} from '@staylane/domain';
import type { bookings, payments } from '../../db/schema.js';
import type { BookedNight } from './booked-nights.js';

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The booking on the wire; with its booked nights when the caller read them (booked-nights.ts). */
export function bookingWire(
  booking: BookingRow,
  payment: PaymentRow | null,
  nights?: readonly BookedNight[],
): BookingWire {
  const paymentRecord = payment && paymentWire(payment);
  return {
    id: idToWire(booking.id),
    hotelId: nullableIdToWire(booking.hotelId),
    roomId: nullableIdToWire(booking.roomId),
    HotelName: booking.hotelName,
    RoomType: booking.roomType,
    CheckInDate: booking.checkIn,
    CheckOutDate: booking.checkOut,
    SpecialReqs: booking.specialReqs,
    HotelCity: booking.hotelCity,
    HotelCountry: booking.hotelCountry,
    NumberOfGuest: booking.guests,
    nights: nightsBetween(booking.checkIn, booking.checkOut),
    status: booking.status as BookingWire['status'],
    createdAt: booking.createdAt.toISOString(),
    payment: paymentRecord,
    payments: paymentRecord,
    CancellationPolicy: cancellationWire(booking),
    CancelledAt: booking.cancelledAt?.toISOString() ?? null,
    RefundAmount: booking.refundCents === null ? null : centsToDollars(booking.refundCents),
    CancellationReason: booking.cancelReason,
    // The plan as sold, kept with the booking (decision 048), never the plan's row today.
    RatePlan: booking.ratePlanName,
    BreakfastIncluded: booking.breakfastIncluded,
    ...(nights && {
      NightlyRates: nights.map(({ date, ratePlan, priceCents }) => ({
        date,
        ratePlan,
        priceCents,
      })),
    }),
  };
}

/** The terms recorded with the booking, or null for one made before policies existed. */
export function bookingCancellationTerms(booking: BookingRow): BookingCancellationTerms | null {
  const { cancelFreeDays, cancelPenalty, cancelNonRefundable, cancelTimeZone } = booking;
  // The database keeps the four whole or absent (bookings_cancel_terms_whole).
  if (cancelFreeDays === null || cancelPenalty === null) return null;
  return {
    freeCancellationDays: cancelFreeDays,
    penalty: cancelPenalty as CancellationPenalty,
    nonRefundable: cancelNonRefundable ?? false,
    timeZone: cancelTimeZone ?? 'UTC',
  };
}

function cancellationWire(booking: BookingRow): BookingCancellationWire | null {
  const terms = bookingCancellationTerms(booking);
  return (
    terms && {
      FreeCancellationDays: terms.freeCancellationDays,
      Penalty: terms.penalty,
      TimeZone: terms.timeZone,
      NonRefundable: terms.nonRefundable,
      FreeCancellationUntil: freeCancellationUntil(terms, booking.checkIn),
    }
  );
}

/**
 * A payment's status as the spec's record spells it (`Status: 'Successful'` once paid). Only the
 * wire says these words; the database and the code say PAYMENT_STATUSES (decision 034).
 */
export const PAYMENT_STATUS_ON_WIRE: Readonly<Record<PaymentStatus, string>> = {
  authorized: 'Pending',
  captured: PAYMENT_STATUS_SUCCESSFUL,
  voided: 'Voided',
  refunded: 'Refunded',
  failed: 'Failed',
};

/**
 * The stored payment as the spec's `payments.create` names its fields, money in dollars: the
 * card's brand travels as CardSecondName, the status in the spec's words.
 */
function paymentWire(payment: PaymentRow): PaymentWire {
  return {
    id: idToWire(payment.id),
    CardFirstName: payment.cardFirstName,
    CardSecondName: payment.cardBrand,
    CardBankEntity: payment.cardBankEntity,
    CardNumber: payment.cardNumber,
    CardType: payment.cardType,
    BasePrice: centsToDollars(payment.baseCents),
    Discount: centsToDollars(payment.discountCents),
    Tax: centsToDollars(payment.taxCents),
    FinalPrice: centsToDollars(payment.finalCents),
    PromoCode: payment.promoCode,
    Status: PAYMENT_STATUS_ON_WIRE[payment.status],
  };
}
