/** Reading bookings as wire shapes: one booking, a user's own, and the admin's list. */
import { and, count, desc, eq, isNotNull, ne, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { bookings, payments } from '../../db/schema.js';
import type { BookingWire } from '@staylane/domain';
import { bookingWire } from './booking-wire.js';
import { bookedNightsColumn } from './booked-nights.js';

function bookingsWithPayment(db: Database | Transaction) {
  return db
    .select({ booking: bookings, payment: payments, nights: bookedNightsColumn })
    .from(bookings)
    .leftJoin(payments, eq(payments.bookingId, bookings.id));
}

const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

export async function bookingById(
  db: Database | Transaction,
  id: number,
): Promise<BookingWire | undefined> {
  const [row] = await bookingsWithPayment(db).where(eq(bookings.id, id));
  return row && bookingWire(row.booking, row.payment, row.nights);
}

/**
 * A user's bookings, newest first, for `GET /api/bookings/mine` and `GET /api/users/:id`.
 * Bookings whose payment failed were never confirmed and are left out; bookings the guest or
 * an admin cancelled (they have a cancellation time) stay, shown as cancelled.
 */
export async function bookingsForUser(
  db: Database | Transaction,
  userId: number,
): Promise<BookingWire[]> {
  const rows = await bookingsWithPayment(db)
    .where(
      and(
        eq(bookings.userId, userId),
        or(ne(bookings.status, 'cancelled'), isNotNull(bookings.cancelledAt)),
      ),
    )
    .orderBy(...newestFirst);
  return rows.map((row) => bookingWire(row.booking, row.payment, row.nights));
}

/** Every booking, newest first: the spec's reservations list, which pages on the client. */
export async function allBookings(db: Database): Promise<BookingWire[]> {
  const rows = await bookingsWithPayment(db).orderBy(...newestFirst);
  return rows.map((row) => bookingWire(row.booking, row.payment, row.nights));
}

/** Every booking, newest first, one page of them, for the admin's reservations. */
export async function bookingsPage(db: Database, page: number, pageSize: number) {
  const [totals] = await db.select({ total: count() }).from(bookings);
  const total = totals?.total ?? 0;
  const rows = await bookingsWithPayment(db)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => bookingWire(row.booking, row.payment, row.nights)),
    meta: { total, page, pageSize, pageCount: Math.ceil(total / pageSize) },
  };
}
