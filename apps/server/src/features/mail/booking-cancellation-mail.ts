/** The cancellation notice (decision 019): what was cancelled, what comes back, and the .ics update. */
import { stayCalendar } from './booking-calendar.js';
import type { OutgoingMail } from './outbox.js';
import { escapeHtml, money } from './mail-format.js';

export interface CancelledBooking {
  id: number;
  to: string;
  guestName: string;
  hotelName: string;
  roomType: string;
  city: string;
  country: string;
  checkIn: string;
  checkOut: string;
  paidCents: number;
  refundCents: number;
  /** An admin's reason, when an admin cancelled it. */
  reason: string | null;
}

export function bookingCancellationMail(booking: CancelledBooking): OutgoingMail {
  const lines: [string, string][] = [
    ['Booking number', String(booking.id)],
    ['Hotel', `${booking.hotelName}, ${booking.city}, ${booking.country}`],
    ['Room', booking.roomType],
    ['Check in', booking.checkIn],
    ['Check out', booking.checkOut],
    ['Paid', money(booking.paidCents)],
    ['Refund', money(booking.refundCents)],
    ...(booking.reason ? [['Reason', booking.reason] as [string, string]] : []),
  ];
  const greeting = `Hello ${booking.guestName || 'traveller'},`;
  const intro = 'Your reservation has been cancelled.';
  const refundNote =
    booking.refundCents > 0
      ? // Sent as the booking is cancelled, before the card network has the refund: say what
        // happens, not that it has happened.
        `We are refunding ${money(booking.refundCents)} to the card you paid with; banks usually show it within 5–10 business days.`
      : 'Under the cancellation policy of this booking nothing is refunded.';
  const text = [
    greeting,
    '',
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    refundNote,
    'The attached calendar file removes the stay from your calendar.',
    '',
    'Staylane',
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<p>${escapeHtml(greeting)}</p><p>${intro}</p><table>${rows}</table><p>${refundNote}</p><p>The attached calendar file removes the stay from your calendar.</p><p>Staylane</p>`;
  return {
    kind: 'booking-cancellation',
    bookingId: booking.id,
    to: booking.to,
    subject: `Your booking at ${booking.hotelName} is cancelled (booking ${booking.id})`,
    text,
    html,
    attachments: [stayCalendar({ bookingId: booking.id, ...booking }, true)],
  };
}
