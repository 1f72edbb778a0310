/**
 * Hotels, rooms and reviews as they travel (decision 002): the spec's field names, lists
 * joined by '-/-' (Tags, Amenities, Inclusions) and '-//-' (Gallery).
 */
import { z } from 'zod';
import { GUESTS_MAX, GUESTS_MIN, NO_TAG } from '../constants';
import {
  hasAtMostTwoDecimals,
  LONG_TEXT_MAX,
  noNul,
  numericInput,
  TEXT_MAX,
  URL_MAX,
} from '../schemas/fields';
import {
  cancellationPolicyPayloadSchema,
  cancellationPolicyWireSchema,
} from '../schemas/cancellation-policy';
import { GALLERY_SEPARATOR, splitList, TAG_SEPARATOR } from '../tags';
import { idInputSchema, wireIdSchema } from './ids';
import { listInput } from './list-input';

export const roomWireSchema = z.object({
  id: wireIdSchema,
  Available: z.boolean(),
  RoomImg: z.string(),
  RoomName: z.string(),
  /** Dollars, up to two decimals. */
  OriginalPricePerNight: z.number(),
  /** Percent, 0–100, up to two decimals (12.5). */
  Discount: z.number(),
  About: z.string(),
  Facility: z.string(),
  Amenities: z.string(),
  Inclusions: z.string(),
  /** How many identical rooms of this type the hotel has. */
  Units: z.number().int(),
  /** How many guests one unit sleeps, 1–4 (design §5). */
  MaxGuests: z.number().int(),
  /** Units free for every night of the asked stay; only when dates were given. */
  FreeUnits: z.number().int().optional(),
  /** Refunds nothing on cancellation, whatever the hotel's policy. */
  NonRefundable: z.boolean(),
});
export type RoomWire = z.infer<typeof roomWireSchema>;

/**
 * A search's price of a hotel (decision 047), the figure its list card shows: with dates, the
 * stay's total from its cheapest bookable plan (quoteStay's finalCents, no coupon), its
 * per-night average (rounded down) and its nights; without dates, the cheapest on-sale plan's
 * nightly price (planDefaultNightCents), with totalCents and nights null. Null when no room of
 * the hotel fits the party.
 */
export const searchStayPriceWireSchema = z
  .object({
    totalCents: z.number().int().nullable(),
    perNightCents: z.number().int(),
    nights: z.number().int().nullable(),
  })
  .nullable();
export type SearchStayPriceWire = z.infer<typeof searchStayPriceWireSchema>;

export const hotelWireSchema = z.object({
  id: wireIdSchema,
  HotelName: z.string(),
  HotelId: z.string(),
  Website: z.string(),
  PhoneNumber: z.string(),
  CountryCode: z.string(),
  Email: z.string(),
  HotelDescription: z.string(),
  FrontImg: z.string(),
  Gallery: z.string(),
  Tags: z.string(),
  SpecialTags: z.string(),
  /**
   * Average of the published reviews, 0–5, one decimal, and their count; while a hotel has
   * none, the figures an admin stored (decision 024).
   */
  StarRating: z.number(),
  ReviewNumber: z.number().int(),
  /** The published reviews' own figures, null while there are none (JSON-LD AggregateRating). */
  PublishedReviews: z
    .object({ RatingValue: z.number(), ReviewCount: z.number().int() })
    .nullable()
    .optional(),
  PopularityNumber: z.number().int(),
  TrendingNumber: z.number().int(),
  /** ISO timestamp. */
  DateAdded: z.string(),
  location: z.string(),
  category: z.string(),
  loc_Lat: z.number(),
  loc_Lng: z.number(),
  loc_Place: z.string(),
  loc_City: z.string(),
  loc_State: z.string(),
  loc_Country: z.string(),
  SN_Facebook: z.string(),
  SN_Instagram: z.string(),
  SN_Twitter: z.string(),
  SN_Pinterest: z.string(),
  CheckInHour: z.number().int(),
  CheckOutHour: z.number().int(),
  /** The hotel's policies joined by '-/-', '' for none (decision 030). */
  Policies: z.string(),
  /** Free cancellation until N days before check-in, then the penalty, in the hotel's zone. */
  CancellationPolicy: cancellationPolicyWireSchema,
  Rooms: z.array(roomWireSchema),
  /** Only in GET /api/hotels' search answers (not the every-hotel list, not the detail). */
  stayPrice: searchStayPriceWireSchema.optional(),
});
export type HotelWire = z.infer<typeof hotelWireSchema>;

const text = (label: string, max = TEXT_MAX) =>
  noNul(z.string(`${label} must be text`), label)
    .trim()
    .max(max, `${label} must be at most ${max} characters long`);
const UPLOAD_ADDRESS = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Whether `address` is an image stored by POST /test-formdata: only our own /uploads/. */
export const isUploadAddress = (address: string) => UPLOAD_ADDRESS.test(address);
const imageAddress = (label: string) =>
  text(label, URL_MAX).refine(
    (address) => address === '' || isUploadAddress(address),
    `${label} must be an image uploaded to Staylane (/uploads/…)`,
  );
const galleryAddresses = listInput('Gallery', GALLERY_SEPARATOR).pipe(
  text('Gallery', 50_000).refine(
    (gallery) => splitList(gallery, GALLERY_SEPARATOR).every(isUploadAddress),
    'Gallery must hold images uploaded to Staylane (/uploads/…)',
  ),
);
/** A list of the spec's words (Tags, Amenities…): joined text or an array (decision 030). */
const wordList = (label: string, max: number, options?: { unique?: boolean }) =>
  listInput(label, TAG_SEPARATOR, options).pipe(text(label, max));

/**
 * The hotel's stable id (decision 030): text or a number, kept as text. Missing, null or
 * empty, a new hotel gets one from the database and an updated hotel keeps its own.
 */
const hotelCode = z
  .union([z.string(), z.number()], 'HotelId must be text or a number')
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value)))
  .pipe(text('HotelId'))
  .transform((code) => (code === '' ? undefined : code));
const requiredWireText = (label: string, max = TEXT_MAX) =>
  text(label, max).min(1, `${label} is required`);
/**
 * Every number of a hotel or room body is a number or numeric text ("41.9"): a client written
 * to the spec sends its form's text as is (design §3). Other text gets the type's message.
 */
const wireNumber = (label: string) => {
  const message = `${label} must be a number`;
  return { input: numericInput(message), number: z.number(message) };
};
/** The range check aborts, so a field out of range reports that alone (not its decimals too). */
const numberFrom = (label: string, min: number, max: number) => {
  const { input, number } = wireNumber(label);
  const range = { error: `${label} must be from ${min} to ${max}`, abort: true };
  return input.pipe(number.min(min, range).max(max, range));
};
const wholeNumber = (label: string, min: number, max: number) => {
  const { input, number } = wireNumber(label);
  const range = `${label} must be from ${min} to ${max}`;
  return input.pipe(number.int(`${label} must be a whole number`).min(min, range).max(max, range));
};

/** Cents must be whole: 19.99 is a price, 19.999 is not. */
const dollars = wireNumber('OriginalPricePerNight').input.pipe(
  z
    .number('OriginalPricePerNight must be a number')
    // At least a cent: a positive 1e-9 has "two decimals" within float noise but is 0 cents,
    // which the database refuses (found by bench:resilience's fuzz run).
    .min(0.01, 'OriginalPricePerNight must be at least 0.01')
    .max(1_000_000, 'OriginalPricePerNight must be at most 1000000')
    .refine(hasAtMostTwoDecimals, 'OriginalPricePerNight must have at most two decimals'),
);

/** A percent to 0.01 %: kept as whole basis points (decision 011). */
const discountPercent = numberFrom('Discount', 0, 100).refine(
  hasAtMostTwoDecimals,
  'Discount must have at most two decimals',
);

/**
 * The hotel's star rating as an admin's client sends it (the spec's sends 5): 0–5 with at
 * most one decimal, the precision the hotel answers with, so it is stored as sent.
 */
const starRating = numberFrom('StarRating', 0, 5).refine(
  (value) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6,
  'StarRating must have at most one decimal',
);

const DATE_ADDED_RANGE = 'DateAdded must be a date from 1900-01-01 to today';
/** Up to a day ahead, so "today" holds in every time zone. */
const DATE_ADDED_SLACK_MS = 86_400_000;
/**
 * When the hotel was added, as yyyy-mm-dd or an ISO timestamp with its offset ("Z"): the
 * Latest filter reads it, so it may not lie in the future (nor before 1900).
 */
const dateAdded = z
  .union(
    [z.iso.date(), z.iso.datetime({ offset: true })],
    'DateAdded must be a date (yyyy-mm-dd) or an ISO timestamp',
  )
  .refine((value) => {
    const time = Date.parse(value);
    return time >= Date.UTC(1900, 0, 1) && time <= Date.now() + DATE_ADDED_SLACK_MS;
  }, DATE_ADDED_RANGE);

/** What a new room has when its body leaves Units or MaxGuests out. */
export const NEW_ROOM_UNITS = 1;
export const NEW_ROOM_MAX_GUESTS = 2;

/**
 * A room in POST/PUT /api/hotels and the body of PUT /api/rooms/:id. Units and MaxGuests are
 * ours, not the spec's: a client written to the spec never sends them, so left out they are
 * NEW_ROOM_UNITS and NEW_ROOM_MAX_GUESTS for a new room and unchanged for an existing one
 * (decision 011: its room edit must not shrink a room's inventory to one unit).
 */
export const roomPayloadSchema = z.strictObject({
  /** On PUT /api/hotels/:id, the room to update; without it the room is added. */
  id: idInputSchema('id must be the id of a room of this hotel').optional(),
  Available: z.boolean('Available must be true or false').default(true),
  RoomImg: imageAddress('RoomImg').default(''),
  RoomName: requiredWireText('RoomName'),
  OriginalPricePerNight: dollars,
  Discount: discountPercent.default(0),
  About: wordList('About', LONG_TEXT_MAX).default(''),
  Facility: wordList('Facility', TEXT_MAX).default('Floors 00 - 20'),
  Amenities: wordList('Amenities', LONG_TEXT_MAX).default(''),
  Inclusions: wordList('Inclusions', LONG_TEXT_MAX).default(''),
  Units: wholeNumber('Units', 1, 1000).optional(),
  MaxGuests: wholeNumber('MaxGuests', GUESTS_MIN, GUESTS_MAX).optional(),
  /** Left out: false for a new room, unchanged for one being updated. */
  NonRefundable: z.boolean('NonRefundable must be true or false').optional(),
});
export type RoomPayload = z.output<typeof roomPayloadSchema>;
export type RoomPayloadInput = z.input<typeof roomPayloadSchema>;

/**
 * POST /api/hotels and PUT /api/hotels/:id. StarRating, ReviewNumber and DateAdded are set by
 * the server when left out (0, 0 and the time of creation; unchanged on update); an admin's
 * client that sends them, as one written to the spec does, has them stored as sent (decision
 * 010): never silently dropped.
 */
export const hotelPayloadSchema = z.strictObject({
  HotelName: requiredWireText('HotelName'),
  HotelId: hotelCode,
  Website: text('Website', URL_MAX).default(''),
  PhoneNumber: text('PhoneNumber').default(''),
  CountryCode: z
    .union([z.string(), z.number()], 'CountryCode must be text or a number')
    .transform(String)
    .pipe(text('CountryCode', 20))
    .default(''),
  Email: text('Email', 254).default(''),
  HotelDescription: text('HotelDescription', LONG_TEXT_MAX).default(''),
  FrontImg: imageAddress('FrontImg').default(''),
  Gallery: galleryAddresses.default(''),
  Tags: wordList('Tags', 1000, { unique: true }).default(''),
  SpecialTags: text('SpecialTags').default(NO_TAG),
  PopularityNumber: wholeNumber('PopularityNumber', 0, 1_000_000).default(0),
  TrendingNumber: wholeNumber('TrendingNumber', 0, 1_000_000).default(0),
  location: text('location').default(''),
  category: text('category').default(''),
  loc_Lat: numberFrom('loc_Lat', -90, 90).default(0),
  loc_Lng: numberFrom('loc_Lng', -180, 180).default(0),
  loc_Place: text('loc_Place').default(''),
  loc_City: requiredWireText('loc_City'),
  loc_State: text('loc_State').default(''),
  loc_Country: requiredWireText('loc_Country'),
  SN_Facebook: text('SN_Facebook', URL_MAX).default(''),
  SN_Instagram: text('SN_Instagram', URL_MAX).default(''),
  SN_Twitter: text('SN_Twitter', URL_MAX).default(''),
  SN_Pinterest: text('SN_Pinterest', URL_MAX).default(''),
  CheckInHour: wholeNumber('CheckInHour', 0, 23).default(14),
  CheckOutHour: wholeNumber('CheckOutHour', 0, 23).default(11),
  /**
   * The hotel's policies ("No pets", "Check-in from 14:00"), ours, not the spec's (whose
   * POLICIES tab shows placeholder hours): left out, none on create and unchanged on update.
   */
  Policies: wordList('Policies', LONG_TEXT_MAX).optional(),
  /**
   * Optional, as are its fields: a spec client sends none. Left out, a new hotel takes
   * DEFAULT_CANCELLATION_POLICY in UTC and an updated one keeps its own (decision 018).
   */
  CancellationPolicy: cancellationPolicyPayloadSchema.optional(),
  Rooms: z
    .strictObject({
      create: z.array(roomPayloadSchema).max(100, 'A hotel can have at most 100 room types'),
    })
    .default({ create: [] }),
  StarRating: starRating.optional(),
  ReviewNumber: wholeNumber('ReviewNumber', 0, 1_000_000).optional(),
  DateAdded: dateAdded.optional(),
});
export type HotelPayload = z.output<typeof hotelPayloadSchema>;
export type HotelPayloadInput = z.input<typeof hotelPayloadSchema>;

/** A review of GET /api/reviews. */
export const reviewWireSchema = z.object({
  id: wireIdSchema,
  hotelId: wireIdSchema,
  user: z.string(),
  rating: z.number(),
  /** ISO timestamp. */
  date: z.string(),
  hotelReview: z.string(),
});
export type ReviewWire = z.infer<typeof reviewWireSchema>;

/** A review inside /DB/HotelDataBase.json, with the static file's field names. */
const hotelFileReviewSchema = z.object({
  id: wireIdSchema,
  User: z.string(),
  Rating: z.number(),
  HotelReview: z.string(),
  Date: z.string(),
});
export type HotelFileReview = z.infer<typeof hotelFileReviewSchema>;

/** One hotel of /DB/HotelDataBase.json: the hotel and its reviews. */
export const hotelFileEntrySchema = hotelWireSchema.extend({
  Reviews: z.array(hotelFileReviewSchema),
});
export type HotelFileEntry = z.infer<typeof hotelFileEntrySchema>;
