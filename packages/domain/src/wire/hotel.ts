/**
 * Hotels, rooms and reviews as they travel (decision 002): the spec's field names, lists
 * joined by '-/-' (Tags, Amenities, Inclusions) and '-//-' (Gallery).
 */
import { z } from 'zod';
import { GUESTS_MAX, GUESTS_MIN, NO_TAG } from '../constants';
import { LONG_TEXT_MAX, noNul, TEXT_MAX, URL_MAX } from '../schemas/fields';
import type { PricedRoom } from '../pricing';
import { GALLERY_SEPARATOR, splitList } from '../tags';
import { idInputSchema, wireIdSchema } from './ids';
import { dollarsToCents } from './money';

export const roomWireSchema = z.object({
  id: wireIdSchema,
  Available: z.boolean(),
  RoomImg: z.string(),
  RoomName: z.string(),
  /** Dollars, up to two decimals. */
  OriginalPricePerNight: z.number(),
  /** Percent, 0–100. */
  Discount: z.number(),
  About: z.string(),
  Facility: z.string(),
  Amenities: z.string(),
  Inclusions: z.string(),
  /** How many identical rooms of this type the hotel has. */
  Units: z.number().int(),
  /** How many guests one unit sleeps, 1–4 (DESIGN §5). */
  MaxGuests: z.number().int(),
  /** Units free for every night of the asked stay; only when dates were given. */
  FreeUnits: z.number().int().optional(),
});
export type RoomWire = z.infer<typeof roomWireSchema>;

/** What a room's price depends on, read from its wire fields (dollars to cents). */
export function roomPriceFromWire(room: Pick<RoomWire, 'OriginalPricePerNight' | 'Discount'>) {
  return {
    priceCents: dollarsToCents(room.OriginalPricePerNight),
    discountPercent: room.Discount,
  } satisfies PricedRoom;
}

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
  /** Average of the reviews, 0–5, one decimal. */
  StarRating: z.number(),
  ReviewNumber: z.number().int(),
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
  Rooms: z.array(roomWireSchema),
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
const galleryAddresses = text('Gallery', 50_000).refine(
  (gallery) => splitList(gallery, GALLERY_SEPARATOR).every(isUploadAddress),
  'Gallery must hold images uploaded to Staylane (/uploads/…)',
);
const requiredWireText = (label: string, max = TEXT_MAX) =>
  text(label, max).min(1, `${label} is required`);
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be from ${min} to ${max}`)
    .max(max, `${label} must be from ${min} to ${max}`);

/** Cents must be whole: 19.99 is a price, 19.999 is not. */
const dollars = z
  .number('OriginalPricePerNight must be a number')
  // At least a cent: a positive 1e-9 has "two decimals" within float noise but is 0 cents,
  // which the database refuses (found by bench:resilience's fuzz run).
  .min(0.01, 'OriginalPricePerNight must be at least 0.01')
  .max(1_000_000, 'OriginalPricePerNight must be at most 1000000')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'OriginalPricePerNight must have at most two decimals',
  });

/** A room in POST/PUT /api/hotels and the body of PUT /api/rooms/:id. */
export const roomPayloadSchema = z.strictObject({
  /** On PUT /api/hotels/:id, the room to update; without it the room is added. */
  id: idInputSchema('id must be the id of a room of this hotel').optional(),
  Available: z.boolean('Available must be true or false').default(true),
  RoomImg: imageAddress('RoomImg').default(''),
  RoomName: requiredWireText('RoomName'),
  OriginalPricePerNight: dollars,
  Discount: wholeNumber('Discount', 0, 100).default(0),
  About: text('About', LONG_TEXT_MAX).default(''),
  Facility: text('Facility').default('Floors 00 - 20'),
  Amenities: text('Amenities', LONG_TEXT_MAX).default(''),
  Inclusions: text('Inclusions', LONG_TEXT_MAX).default(''),
  Units: wholeNumber('Units', 1, 1000).default(1),
  MaxGuests: wholeNumber('MaxGuests', GUESTS_MIN, GUESTS_MAX).default(2),
});
export type RoomPayload = z.output<typeof roomPayloadSchema>;
export type RoomPayloadInput = z.input<typeof roomPayloadSchema>;

/**
 * POST /api/hotels and PUT /api/hotels/:id. StarRating, ReviewNumber and DateAdded are the
 * server's (reviews and creation time decide them); a client written to the spec sends them,
 * so they are accepted and ignored rather than refused.
 */
export const hotelPayloadSchema = z.strictObject({
  HotelName: requiredWireText('HotelName'),
  HotelId: text('HotelId').default(''),
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
  Tags: text('Tags', 1000).default(''),
  SpecialTags: text('SpecialTags').default(NO_TAG),
  PopularityNumber: wholeNumber('PopularityNumber', 0, 1_000_000).default(0),
  TrendingNumber: wholeNumber('TrendingNumber', 0, 1_000_000).default(0),
  location: text('location').default(''),
  category: text('category').default(''),
  loc_Lat: z
    .number('loc_Lat must be a number')
    .min(-90, 'loc_Lat must be from -90 to 90')
    .max(90, 'loc_Lat must be from -90 to 90')
    .default(0),
  loc_Lng: z
    .number('loc_Lng must be a number')
    .min(-180, 'loc_Lng must be from -180 to 180')
    .max(180, 'loc_Lng must be from -180 to 180')
    .default(0),
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
  Rooms: z
    .strictObject({
      create: z.array(roomPayloadSchema).max(100, 'A hotel can have at most 100 room types'),
    })
    .default({ create: [] }),
  // Accepted from spec clients, ignored by the server.
  StarRating: z.unknown().optional(),
  ReviewNumber: z.unknown().optional(),
  DateAdded: z.unknown().optional(),
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
