/** The booking confirmation: what was booked, for when, what it cost, and the stay's .ics. */
import {
  cancellationHeadline,
  cancellationOffer,
  cancellationPenaltyText,
  hotelToday,
  type BookingCancellationTerms,
} from '@staylane/domain';
import type { OutgoingMail } from './outbox.js';
import { escapeHtml, money } from './mail-format.js';
import { stayCalendar } from './booking-calendar.js';

export interface ConfirmedBooking {
  id: number;
  to: string;
  guestName: string;
  hotelName: string;
  roomType: string;
  city: string;
  country: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  guests: number;
  baseCents: number;
  discountCents: number;
  taxCents: number;
  finalCents: number;
  promoCode: string | null;
  cardBrand: string;
  cardNumber: string;
  /** The terms recorded with the booking. */
  cancellation: BookingCancellationTerms | null;
  /** The plan as sold (decision 048): its name (null when none is recorded) and breakfast. */
  ratePlan: { name: string | null; breakfastIncluded: boolean };
  /** The nights as booked, each with its plan and price in cents ([] for none recorded). */
  nightlyRates: readonly { date: string; ratePlan: string; priceCents: number }[];
}

/**
 * The policy in one line: "Free cancellation until 2026-06-08 (end of day, Europe/Rome time).
 * After that, cancelling costs the first night.", "No free cancellation for these dates.
 * Cancelling costs the first night." once the window has closed, or "Non-refundable.
 * Cancelling refunds nothing." As of the day the mail is written, at the hotel. The mail
 * writes days as yyyy-mm-dd, as its Check in and Check out lines do.
 */
function cancellationLine(terms: BookingCancellationTerms, checkIn: string): string {
  const offer = cancellationOffer(terms, checkIn, hotelToday(terms.timeZone));
  const headline = cancellationHeadline(
    offer,
    (day) => `${day} (end of day, ${terms.timeZone} time)`,
  );
  return `${headline}. ${cancellationPenaltyText(terms, offer)}`;
}

export function bookingConfirmationMail(booking: ConfirmedBooking): OutgoingMail {
  const lines: [string, string][] = [
    ['Booking number', String(booking.id)],
    ['Hotel', `${booking.hotelName}, ${booking.city}, ${booking.country}`],
    ['Room', booking.roomType],
    ['Check in', booking.checkIn],
    ['Check out', booking.checkOut],
    ['Nights', String(booking.nights)],
    ['Guests', String(booking.guests)],
    // The plan the guest chose as it was sold, and its price night by night (decisions 045, 048).
    ...(booking.ratePlan.name ? [['Rate', booking.ratePlan.name] as [string, string]] : []),
    ...(booking.ratePlan.breakfastIncluded ? [['Breakfast', 'Included'] as [string, string]] : []),
    ...booking.nightlyRates.map(
      (night) => [`Night of ${night.date}`, money(night.priceCents)] as [string, string],
    ),
    ['Base price', money(booking.baseCents)],
    ['Discount', money(booking.discountCents)],
    ['Tax', money(booking.taxCents)],
    ...(booking.promoCode ? [['Coupon', booking.promoCode] as [string, string]] : []),
    ['Final price', money(booking.finalCents)],
    ['Paid with', `${booking.cardBrand} ${booking.cardNumber}`],
    ...(booking.cancellation
      ? [
          ['Cancellation', cancellationLine(booking.cancellation, booking.checkIn)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const greeting = `Hello ${booking.guestName || 'traveller'},`;
  const intro = 'Your reservation is confirmed. Here are the details of your stay:';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    'The attached calendar file adds the stay to your calendar.',
    '',
    'Staylane',
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<p>${escapeHtml(greeting)}</p><p>${intro}</p><table>${rows}</table><p>The attached calendar file adds the stay to your calendar.</p><p>Staylane</p>`;
  return {
    kind: 'booking-confirmation',
    bookingId: booking.id,
    to: booking.to,
    subject: `Your booking at ${booking.hotelName} is confirmed (booking ${booking.id})`,
    text,
    html,
    attachments: [
      stayCalendar({
        bookingId: booking.id,
        hotelName: booking.hotelName,
        roomType: booking.roomType,
        city: booking.city,
        country: booking.country,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
      }),
    ],
  };
}
