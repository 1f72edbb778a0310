/** The stay as an all-day calendar event (.ics), from the check-in to the check-out date. */
import { createEvent } from 'ics';
import type { MailAttachment } from './outbox.js';

export interface CalendarStay {
  bookingId: number;
  hotelName: string;
  roomType: string;
  city: string;
  country: string;
  checkIn: string;
  checkOut: string;
}

function dateParts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year!, month!, day!];
}

export function stayCalendar(stay: CalendarStay): MailAttachment {
  const { error, value } = createEvent({
    uid: `booking-${stay.bookingId}@staylane`,
    productId: 'staylane/bookings',
    title: `${stay.hotelName}: ${stay.roomType}`,
    description: `Staylane booking ${stay.bookingId}`,
    location: `${stay.hotelName}, ${stay.city}, ${stay.country}`,
    // Three-part dates make all-day events (DTSTART;VALUE=DATE): no time zone can move a night.
    start: dateParts(stay.checkIn),
    end: dateParts(stay.checkOut),
  });
  if (error || !value) throw error ?? new Error('Could not build the calendar event');
  return {
    filename: `staylane-booking-${stay.bookingId}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: value,
  };
}
