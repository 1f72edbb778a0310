/**
 * The administrator's availability calendar (decision 026): for each room type of a hotel and each
 * night of a range, what the one inventory says (decision 020) and who takes the units.
 * `GET /api/admin/hotels/{id}/calendar?from=&to=`; `to` is the morning after the last night,
 * as a stay's check-out.
 */
import { z } from 'zod';
import { addDays, isIsoDate, nightsBetween, type IsoDate } from '../dates';
import { wireIdSchema } from '../wire/ids';

/** Two weeks when the caller names no range. */
export const CALENDAR_NIGHTS_DEFAULT = 14;
/** Two months and a day: enough for the "2 months" view, small enough for one answer. */
export const CALENDAR_NIGHTS_MAX = 62;

export const CALENDAR_TEXTS = {
  datesRequired: 'From and to must be dates (yyyy-mm-dd)',
  datesOrder: 'To must be after from',
  datesOutOfRange: 'From and to must be dates from 2000-01-01 to 2199-12-31',
  tooLong: `The calendar shows at most ${CALENDAR_NIGHTS_MAX} nights`,
  hotelNotFound: 'Hotel not found',
} as const;

/**
 * The calendar's dates: a range filled in from one of them (14 nights either way) must stay a
 * date too, so the far ends of the calendar are refused rather than overflowing year 9999.
 */
const FIRST_CALENDAR_DATE = '2000-01-01';
const LAST_CALENDAR_DATE = '2199-12-31';

const isoDate = z
  .string(CALENDAR_TEXTS.datesRequired)
  .refine(isIsoDate, CALENDAR_TEXTS.datesRequired)
  .refine(
    (date) => date >= FIRST_CALENDAR_DATE && date <= LAST_CALENDAR_DATE,
    CALENDAR_TEXTS.datesOutOfRange,
  );

/** Either date may be left out: the server fills it in (two weeks from the hotel's today). */
export const calendarQuerySchema = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine((range, ctx) => {
    if (!isIsoDate(range.from) || !isIsoDate(range.to)) return;
    const nights = nightsBetween(range.from, range.to);
    if (nights < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_TEXTS.datesOrder });
    else if (nights > CALENDAR_NIGHTS_MAX)
      ctx.addIssue({ code: 'custom', path: ['to'], message: CALENDAR_TEXTS.tooLong });
  });
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/** The range a query names, with what it leaves out filled in from `today`. */
export function calendarRange(
  query: CalendarQuery,
  today: IsoDate,
): { from: IsoDate; to: IsoDate } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addDays(query.from, CALENDAR_NIGHTS_DEFAULT) };
  if (query.to) return { from: addDays(query.to, -CALENDAR_NIGHTS_DEFAULT), to: query.to };
  return { from: today, to: addDays(today, CALENDAR_NIGHTS_DEFAULT) };
}

/** Bookings that hold their nights; a cancelled one (or one whose refund is pending) does not. */
export const CALENDAR_BOOKING_STATUSES = ['confirmed', 'capture_pending'] as const;

export const calendarBookingSchema = z.object({
  id: wireIdSchema,
  guestName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  status: z.enum(CALENDAR_BOOKING_STATUSES),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarBlockSchema = z.object({
  id: wireIdSchema,
  from: z.string(),
  to: z.string(),
  units: z.number().int(),
  reason: z.string(),
  /** admin: maintenance, removable here; channel: its calendar feed removes it. */
  source: z.enum(['admin', 'channel']),
});
export type CalendarBlock = z.infer<typeof calendarBlockSchema>;

export const calendarNightSchema = z.object({
  night: z.string(),
  units: z.number().int(),
  booked: z.number().int(),
  held: z.number().int(),
  blocked: z.number().int(),
  /** units − booked − blocked − held, never below 0 (a channel conflict can over-fill a night). */
  free: z.number().int().nonnegative(),
  bookings: z.array(calendarBookingSchema),
  blocks: z.array(calendarBlockSchema),
});
export type CalendarNight = z.infer<typeof calendarNightSchema>;

export const calendarRoomSchema = z.object({
  id: wireIdSchema,
  name: z.string(),
  units: z.number().int(),
  /** False when the admin took the room type out of sale: every night shows as it is. */
  available: z.boolean(),
  nights: z.array(calendarNightSchema),
});
export type CalendarRoom = z.infer<typeof calendarRoomSchema>;

export const availabilityCalendarSchema = z.object({
  hotelId: wireIdSchema,
  hotelName: z.string(),
  /** The hotel's today, in its time zone: nights before it cannot be blocked. */
  today: z.string(),
  from: z.string(),
  to: z.string(),
  rooms: z.array(calendarRoomSchema),
});
export type AvailabilityCalendar = z.infer<typeof availabilityCalendarSchema>;
