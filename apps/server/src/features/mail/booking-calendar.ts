/**
 * The stay as an all-day calendar event (.ics), from the check-in to the check-out date.
 * ical-generator rather than `ics`: the latter validated every event with yup, about a
 * millisecond of each booking's server CPU (bench/RESULTS.md); this builds it in ~0.1 ms.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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

/** Midnight UTC of a yyyy-mm-dd date: all-day events are written from its UTC date parts. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The confirmation publishes the event (SEQUENCE 0); the cancellation sends METHOD:CANCEL for
 * the same UID with SEQUENCE 1, so calendars that imported the stay remove it (RFC 5546).
 */
export function stayCalendar(stay: CalendarStay, cancelled = false): MailAttachment {
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH;
  const calendar = ical({
    prodId: { company: 'Staylane', product: 'Bookings', language: 'EN' },
    method,
  });
  calendar.createEvent({
    id: `booking-${stay.bookingId}@staylane`,
    sequence: cancelled ? 1 : 0,
    ...(cancelled && { status: ICalEventStatus.CANCELLED }),
    summary: `${stay.hotelName}: ${stay.roomType}`,
    description: `Staylane booking ${stay.bookingId}`,
    location: `${stay.hotelName}, ${stay.city}, ${stay.country}`,
    // All-day (DTSTART;VALUE=DATE): no time zone can move a night.
    allDay: true,
    start: utcDay(stay.checkIn),
    end: utcDay(stay.checkOut),
  });
  return {
    filename: `staylane-booking-${stay.bookingId}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: calendar.toString(),
  };
}
