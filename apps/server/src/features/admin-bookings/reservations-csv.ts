/**
 * The CSV export of the admin's reservations (decision 023): the same search and filters as the
 * list, every matching row, streamed. The card shows its brand and last four digits only.
 */
import { Readable } from 'node:stream';
import type { AdminBookingWire } from '@staylane/domain';
import { CSV_BOM, csvRow } from '../../lib/csv.js';

export const RESERVATIONS_CSV_HEADER = [
  'Booking id',
  'Guest',
  'E-mail',
  'Hotel',
  'City',
  'Country',
  'Room',
  'Rate',
  'Check-in',
  'Check-out',
  'Nights',
  'Guests',
  'Created',
  'Status',
  'Total',
  'Refund',
  'Card',
  'Special request',
] as const;

const dollars = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : amount.toFixed(2);

function cardOf(booking: AdminBookingWire): string {
  if (!booking.payment) return '';
  const lastFour = booking.payment.CardNumber.replace(/\D/g, '').slice(-4);
  return `${booking.payment.CardSecondName} ${lastFour}`.trim();
}

export function reservationCsvRow(booking: AdminBookingWire): string {
  return csvRow([
    booking.id,
    booking.GuestName,
    booking.GuestEmail,
    booking.HotelName,
    booking.HotelCity,
    booking.HotelCountry,
    booking.RoomType,
    // The plan as sold (decision 048).
    booking.RatePlan ?? '',
    booking.CheckInDate,
    booking.CheckOutDate,
    booking.nights,
    booking.NumberOfGuest,
    booking.createdAt,
    booking.status.replaceAll('_', ' '),
    dollars(booking.payment?.FinalPrice),
    dollars(booking.RefundAmount),
    cardOf(booking),
    booking.SpecialReqs,
  ]);
}

/** The whole file as a stream: BOM and header first, then a row per booking. */
export function reservationsCsv(rows: AsyncIterable<AdminBookingWire>): Readable {
  async function* lines() {
    yield CSV_BOM + csvRow(RESERVATIONS_CSV_HEADER);
    for await (const booking of rows) yield reservationCsvRow(booking);
  }
  return Readable.from(lines());
}

/** reservations-2026-11-24.csv: the day the list was taken. */
export const reservationsCsvName = (now = new Date()) =>
  `reservations-${now.toISOString().slice(0, 10)}.csv`;
