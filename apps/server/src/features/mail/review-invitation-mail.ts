/** The invitation to review a stay, sent once the day after check-out (decision 024). */
import type { OutgoingMail } from './outbox.js';
import { escapeHtml } from './mail-format.js';

export interface FinishedStay {
  bookingId: number;
  to: string;
  guestName: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  /** Where the review form opens, e.g. https://staylane.example/dashboard?tab=bookings&review=12 */
  reviewUrl: string;
}

export function reviewInvitationMail(stay: FinishedStay): OutgoingMail {
  const greeting = `Hello ${stay.guestName || 'traveller'},`;
  const intro = `Thank you for staying at ${stay.hotelName} from ${stay.checkIn} to ${stay.checkOut}.`;
  const ask = 'How was it? Your review helps other travellers choose, and the hotel improve.';
  const text = [
    greeting,
    '',
    intro,
    ask,
    '',
    `Write your review: ${stay.reviewUrl}`,
    '',
    'Staylane',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(ask)}</p><p><a href="${escapeHtml(stay.reviewUrl)}">Write your review</a></p><p>Staylane</p>`;
  return {
    kind: 'review-invitation',
    to: stay.to,
    subject: `How was your stay at ${stay.hotelName}? (booking ${stay.bookingId})`,
    text,
    html,
  };
}
