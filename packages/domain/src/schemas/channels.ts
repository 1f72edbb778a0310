/**
 * Channel sync over iCalendar (decision 021): the calls' bodies and answers, shared
 * by the server and the admin "Channels" view. A room type has one secret export address and
 * any number of imported feeds; each feed's events become channel blocks (decision 020).
 */
import { z } from 'zod';
import { wireIdSchema } from '../wire/ids';
import { controlCharactersMessage, hasNoNul, URL_MAX } from './fields';

export const FEED_NAME_MAX = 100;

export const CHANNEL_TEXTS = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${FEED_NAME_MAX} characters`,
  urlInvalid: 'Address must be an http or https address',
  urlTooLong: `Address must be at most ${URL_MAX} characters`,
  feedNotFound: 'Calendar feed not found',
  roomNotFound: 'Room not found',
} as const;

/** An http or https address with a host; the server parses it again before fetching. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const isWebAddress = (value: string) => WEB_ADDRESS.test(value);

/** `POST /api/rooms/{id}/calendar-feeds`: a channel's calendar to import into this room type. */
export const calendarFeedBodySchema = z.strictObject(
  {
    name: z
      .string(CHANNEL_TEXTS.nameRequired)
      .refine(hasNoNul, { error: controlCharactersMessage('Name'), abort: true })
      .trim()
      .min(1, CHANNEL_TEXTS.nameRequired)
      .max(FEED_NAME_MAX, CHANNEL_TEXTS.nameTooLong),
    url: z
      .string(CHANNEL_TEXTS.urlInvalid)
      .refine(hasNoNul, { error: controlCharactersMessage('Address'), abort: true })
      .trim()
      .max(URL_MAX, CHANNEL_TEXTS.urlTooLong)
      .refine(isWebAddress, CHANNEL_TEXTS.urlInvalid),
  },
  'The body must be an object',
);
export type CalendarFeedBody = z.output<typeof calendarFeedBodySchema>;

/** `GET /api/rooms/{id}/calendar` and its rotation: the room type's secret export address. */
export const calendarExportWireSchema = z.object({
  roomId: wireIdSchema,
  /** Absolute address of the feed, `…/ical/{token}.ics`: whoever has it can read the nights. */
  url: z.string(),
  /** When the address was made or last rotated (an old address stops working at once). */
  rotatedAt: z.string(),
});
export type CalendarExportWire = z.infer<typeof calendarExportWireSchema>;

/**
 * A feed's health. `never` before its first sync, `ok` when the last attempt succeeded,
 * `error` when it failed, `failing` when it has not succeeded for over an hour.
 */
export const FEED_STATES = ['never', 'ok', 'error', 'failing'] as const;
export type FeedState = (typeof FEED_STATES)[number];

export const calendarFeedWireSchema = z.object({
  id: wireIdSchema,
  roomId: wireIdSchema,
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
  state: z.enum(FEED_STATES),
  lastAttemptAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** Events read at the last successful sync (after expanding recurrences). */
  eventsRead: z.number().int(),
  /** This feed's blocks on nights from today on. */
  blocksActive: z.number().int(),
  /** The last attempt's failure in words (unreachable, not a calendar, too large…), or null. */
  lastError: z.string().nullable(),
});
export type CalendarFeedWire = z.infer<typeof calendarFeedWireSchema>;

/** `GET /api/calendar-conflicts`: a channel block over a unit a confirmed booking here holds. */
export const calendarConflictWireSchema = z.object({
  roomId: wireIdSchema,
  RoomType: z.string(),
  hotelId: wireIdSchema,
  HotelName: z.string(),
  /** The over-full nights: first night and the morning after the last. */
  from: z.string(),
  to: z.string(),
  bookingId: wireIdSchema,
  feedId: wireIdSchema,
  feedName: z.string(),
  firstSeenAt: z.string(),
});
export type CalendarConflictWire = z.infer<typeof calendarConflictWireSchema>;
