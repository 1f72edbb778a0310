/** The admin's reservations: one page with its total, or every match in chunks for the CSV. */
import type { AdminBookingQuery, AdminBookingWire } from '@staylane/domain';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { bookings, payments } from '../../db/schema.js';
import {
  bookedNightsColumn,
  bookingWire,
  type BookedNight,
  type BookingRow,
  type PaymentRow,
} from '../bookings/index.js';
import { bookingConditions, bookingOrder } from './admin-booking-filters.js';

/** The booking as the admin sees it; with its booked nights when the caller read them. */
export function adminBookingWire(
  booking: BookingRow,
  payment: PaymentRow | null,
  nights?: readonly BookedNight[],
): AdminBookingWire {
  return {
    ...bookingWire(booking, payment, nights),
    GuestName: booking.guestName,
    GuestEmail: booking.guestEmail,
  };
}

/**
 * The matching bookings with their payment and their nights as booked, as the guest's
 * dashboard shows them (a correlated subquery on booking_nights' key, per row).
 */
function matchingRows(db: Database, query: AdminBookingQuery) {
  return db
    .select({ booking: bookings, payment: payments, nights: bookedNightsColumn })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id))
    .where(bookingConditions(query))
    .orderBy(...bookingOrder(query.sort));
}

export async function adminBookingsPage(db: Database, query: AdminBookingQuery) {
  const { page, pageSize } = query;
  const [totals] = await db
    .select({ total: count() })
    .from(bookings)
    .where(bookingConditions(query));
  const total = totals?.total ?? 0;
  const rows = await matchingRows(db, query)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => adminBookingWire(row.booking, row.payment, row.nights)),
    meta: { total, page, pageSize, pageCount: Math.ceil(total / pageSize) },
  };
}

const EXPORT_CHUNK = 500;

/**
 * Every matching booking in the list's order, read a chunk at a time so a large export never
 * sits whole in memory. A booking made during the export may shift a row between chunks.
 */
export async function* everyMatchingBooking(
  db: Database,
  query: AdminBookingQuery,
): AsyncGenerator<AdminBookingWire> {
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const rows = await matchingRows(db, query).limit(EXPORT_CHUNK).offset(offset);
    for (const row of rows) yield adminBookingWire(row.booking, row.payment);
    if (rows.length < EXPORT_CHUNK) return;
  }
}
