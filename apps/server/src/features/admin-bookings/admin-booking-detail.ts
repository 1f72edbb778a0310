/**
 * One booking as the admin's detail shows it: its payments (amount, status, card brand and
 * last four digits only), the mails sent for it, and its history. The history is derived
 * from the rows the booking flow already keeps (decision 023), not from an events table.
 */
import {
  centsToDollars,
  idToWire,
  type AdminBookingDetail,
  type AdminBookingEvent,
} from '@staylane/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bookings, mailOutbox, paymentIntents, payments } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { bookedNightsColumn, PAYMENT_STATUS_ON_WIRE } from '../bookings/index.js';
import { adminBookingWire } from './admin-booking-list.js';

export const BOOKING_NOT_FOUND = 'There is no booking with this id';

type Booking = typeof bookings.$inferSelect;
type Payment = typeof payments.$inferSelect;
type Intent = typeof paymentIntents.$inferSelect;

const money = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;
const lastFour = (cardNumber: string) => cardNumber.replace(/\D/g, '').slice(-4);

export async function adminBookingDetail(db: Database, id: number): Promise<AdminBookingDetail> {
  const [row] = await db
    .select({ booking: bookings, nights: bookedNightsColumn })
    .from(bookings)
    .where(eq(bookings.id, id));
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  const { booking, nights } = row;
  const paid = await db
    .select({ payment: payments, intent: paymentIntents })
    .from(payments)
    .innerJoin(paymentIntents, eq(paymentIntents.id, payments.paymentIntentId))
    .where(eq(payments.bookingId, id))
    .orderBy(asc(payments.id));
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.bookingId, id))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return {
    booking: adminBookingWire(booking, paid[0]?.payment ?? null, nights),
    payments: paid.map(({ payment, intent }) => ({
      id: idToWire(payment.id),
      amount: centsToDollars(payment.finalCents),
      // In the words the guest's booking shows ('Successful', 'Refunded').
      status: PAYMENT_STATUS_ON_WIRE[payment.status],
      cardBrand: intent.cardBrand || payment.cardBrand,
      cardLast4: intent.cardLast4 || lastFour(payment.cardNumber),
      createdAt: payment.createdAt.toISOString(),
    })),
    mails: mails.map((mail) => ({
      id: idToWire(mail.id),
      kind: mail.kind,
      to: mail.toAddress,
      status: mail.status,
      sentAt: mail.sentAt?.toISOString() ?? null,
      createdAt: mail.createdAt.toISOString(),
    })),
    history: bookingHistory(booking, paid[0]),
  };
}

/**
 * What happened to the booking, oldest first, from its own timestamps and its payment's:
 * made; paid (when the capture went through: the payment's record time); or the capture
 * refused (the authorization voided); cancelled by the guest or an admin; the refund paid
 * (the authorization's last change) and the booking closed as cancelled.
 */
export function bookingHistory(
  booking: Booking,
  paid: { payment: Payment; intent: Intent } | undefined,
): AdminBookingEvent[] {
  const events: AdminBookingEvent[] = [
    { kind: 'created', at: booking.createdAt.toISOString(), detail: null },
  ];
  const captureRefused = booking.status === 'cancelled' && booking.cancelledAt === null;
  if (paid && captureRefused) {
    events.push({
      kind: 'payment_failed',
      at: paid.intent.updatedAt.toISOString(),
      detail: 'The card was not charged; the authorization was voided',
    });
  }
  if (paid && !captureRefused && booking.status !== 'capture_pending') {
    events.push({
      kind: 'paid',
      at: paid.payment.createdAt.toISOString(),
      detail: `${money(paid.payment.finalCents)} by ${paid.intent.cardBrand || paid.payment.cardBrand} ending ${paid.intent.cardLast4 || lastFour(paid.payment.cardNumber)}`,
    });
  }
  if (booking.cancelledAt) {
    events.push({
      kind: 'cancellation_requested',
      at: booking.cancelledAt.toISOString(),
      detail: booking.cancelReason
        ? `By an administrator: ${booking.cancelReason}`
        : 'By the guest',
    });
  }
  if (booking.cancelledAt && booking.status === 'cancelled') {
    const refunded = paid?.intent.status === 'refunded';
    const closedAt = refunded ? paid!.intent.updatedAt : booking.cancelledAt;
    if (refunded) {
      events.push({
        kind: 'refunded',
        at: closedAt.toISOString(),
        detail: money(booking.refundCents ?? 0),
      });
    }
    events.push({ kind: 'cancelled', at: closedAt.toISOString(), detail: null });
  }
  return events;
}
