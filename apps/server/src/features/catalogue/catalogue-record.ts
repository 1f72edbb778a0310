/**
 * One hotel of an imported file, read into what the server writes: the admin's hotel payload
 * (validated by the shared hotelPayloadSchema, as POST /api/hotels is), the fields the server
 * otherwise decides (StarRating, ReviewNumber, DateAdded) and the Reviews, kept as given, and
 * the image addresses still to be read. Numbers may come as numeric text ("120.5").
 */
import {
  freeText,
  GALLERY_SEPARATOR,
  hotelPayloadSchema,
  LONG_TEXT_MAX,
  ratePlanFileSchema,
  REVIEW_HIDE_REASON_MAX,
  requiredText,
  roomPayloadSchema,
  splitList,
  type HotelPayload,
  type RatePlanFile,
} from '@staylane/domain';
import { z } from 'zod';

export interface ImportedReview {
  userName: string;
  rating: number;
  body: string;
  date: Date;
  /** Hidden by an admin where the file came from (an export carries HiddenAt, HiddenReason). */
  hidden?: { at: Date; reason: string };
}

/** The image addresses of a record, as written in the file (paths or http(s) addresses). */
export interface RecordImages {
  front: string;
  gallery: string[];
  rooms: string[];
}

export interface CatalogueRecord {
  /** The file's HotelId; undefined when it has none (the hotel is created with a new one). */
  hotelCode: string | undefined;
  /** The payload with every image address empty, to be filled once the images are stored. */
  payload: HotelPayload;
  images: RecordImages;
  starRating: number | undefined;
  reviewCount: number | undefined;
  dateAdded: Date | undefined;
  reviews: ImportedReview[];
  /**
   * Each room's rate plans with their calendars, in the payload's room order; undefined for a
   * room whose entry has no RatePlans (an older export, another system): its plans stay.
   */
  ratePlans: (RatePlanFile[] | undefined)[];
}

export type RecordReading = { ok: true; record: CatalogueRecord } | { ok: false; reason: string };

const HOTEL_NUMBERS = [
  'PopularityNumber',
  'TrendingNumber',
  'loc_Lat',
  'loc_Lng',
  'CheckInHour',
  'CheckOutHour',
  'StarRating',
  'ReviewNumber',
];
const ROOM_NUMBERS = ['OriginalPricePerNight', 'Discount', 'Units', 'MaxGuests'];
const NUMERIC_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;
/** Fields the file carries that the payload does not take: the server's, or the source's ids. */
const NOT_IN_PAYLOAD = new Set(['Rooms', 'StarRating', 'ReviewNumber', 'DateAdded']);
const HOTEL_FIELDS = Object.keys(hotelPayloadSchema.shape).filter(
  (key) => !NOT_IN_PAYLOAD.has(key),
);
const ROOM_FIELDS = Object.keys(roomPayloadSchema.shape).filter((key) => key !== 'id');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "120.5" → 120.5 and "true" → true; anything else is left for the schema to judge. */
function withNumbers(source: Record<string, unknown>, numberKeys: string[]) {
  const result: Record<string, unknown> = { ...source };
  for (const key of numberKeys) {
    const value = result[key];
    if (typeof value === 'string' && NUMERIC_TEXT.test(value)) result[key] = Number(value);
  }
  if (result.Available === 'true' || result.Available === 'false') {
    result.Available = result.Available === 'true';
  }
  return result;
}

/** The listed keys that the source sets (null counts as not set: the default applies). */
function picked(source: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(
    keys
      .filter((key) => source[key] !== undefined && source[key] !== null)
      .map((key) => [key, source[key]]),
  );
}

const dateText = (label: string) =>
  z
    .string(`${label} must be a date`)
    .refine((text) => !Number.isNaN(Date.parse(text)), `${label} must be a date`)
    .transform((text) => new Date(text));

const reviewSchema = z.object({
  User: requiredText('User is required').pipe(freeText('User')),
  Rating: z
    .number('Rating must be a number')
    .int('Rating must be a whole number')
    .min(1, 'Rating must be from 1 to 5')
    .max(5, 'Rating must be from 1 to 5'),
  HotelReview: freeText('HotelReview', LONG_TEXT_MAX).default(''),
  Date: dateText('Date'),
  // An export's hidden review: the reason as the admin gave it (the hide call's limit), and
  // when; a reason alone hides it from the import's time on.
  HiddenAt: dateText('HiddenAt').nullish(),
  HiddenReason: freeText('HiddenReason', REVIEW_HIDE_REASON_MAX)
    .nullish()
    .transform((reason) => reason?.trim() || undefined),
});

/** What the import keeps as given, beside the payload. */
const keptSchema = z.object({
  HotelId: z
    .union([z.string(), z.number()], 'HotelId must be text or a number')
    .nullish()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .transform((code) => (code === '' ? undefined : code)),
  StarRating: z
    .number('StarRating must be a number')
    .min(0, 'StarRating must be from 0 to 5')
    .max(5, 'StarRating must be from 0 to 5')
    .optional(),
  ReviewNumber: z
    .number('ReviewNumber must be a number')
    .int('ReviewNumber must be a whole number')
    .min(0, 'ReviewNumber must be 0 or more')
    .optional(),
  DateAdded: dateText('DateAdded').optional(),
  Reviews: z.array(z.unknown(), 'Reviews must be a list').default([]),
});

/** A room's RatePlans (the operator's export writes them), or undefined when it has none. */
function readRatePlans(
  room: Record<string, unknown>,
  where: string,
): { ok: true; plans: RatePlanFile[] | undefined } | { ok: false; reason: string } {
  const raw = room.RatePlans;
  if (raw === undefined || raw === null) return { ok: true, plans: undefined };
  if (!Array.isArray(raw)) return { ok: false, reason: `${where}RatePlans must be a list` };
  const plans: RatePlanFile[] = [];
  for (const [index, rawPlan] of raw.entries()) {
    const plan = ratePlanFileSchema.safeParse(rawPlan);
    if (!plan.success) {
      return { ok: false, reason: firstProblem(plan.error, `${where}Rate plan ${index + 1}: `) };
    }
    plans.push(plan.data);
  }
  return { ok: true, plans };
}

/** The first problem of a failed parse, with where it is when inside a room or a review. */
function firstProblem(error: z.ZodError, where = ''): string {
  const issue = error.issues[0]!;
  return `${where}${issue.message}`;
}

const imageAddress = (value: unknown, label: string): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new Error(`${label} must be text`);
  return value.trim();
};

function readImages(
  hotel: Record<string, unknown>,
  rooms: Record<string, unknown>[],
): RecordImages {
  const gallery = hotel.Gallery;
  return {
    front: imageAddress(hotel.FrontImg, 'FrontImg'),
    gallery: Array.isArray(gallery)
      ? gallery.map((address) => imageAddress(address, 'Gallery'))
      : splitList(imageAddress(gallery, 'Gallery'), GALLERY_SEPARATOR),
    rooms: rooms.map((room, index) => imageAddress(room.RoomImg, `Room ${index + 1}: RoomImg`)),
  };
}

export function readRecord(raw: unknown): RecordReading {
  if (!isObject(raw)) return { ok: false, reason: 'Not a hotel: each entry must be an object' };
  const hotel = withNumbers(raw, HOTEL_NUMBERS);
  const rawRooms = hotel.Rooms ?? [];
  if (!Array.isArray(rawRooms) || !rawRooms.every(isObject)) {
    return { ok: false, reason: 'Rooms must be a list of rooms' };
  }
  const rooms = rawRooms.map((room) => withNumbers(room, ROOM_NUMBERS));

  const kept = keptSchema.safeParse(hotel);
  if (!kept.success) return { ok: false, reason: firstProblem(kept.error) };

  let images: RecordImages;
  try {
    images = readImages(hotel, rooms);
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const payload = hotelPayloadSchema.safeParse({
    ...picked(hotel, HOTEL_FIELDS),
    HotelId: kept.data.HotelId ?? null,
    FrontImg: '',
    Gallery: '',
    Rooms: { create: rooms.map((room) => ({ ...picked(room, ROOM_FIELDS), RoomImg: '' })) },
  });
  if (!payload.success) {
    const [, , roomIndex] = payload.error.issues[0]!.path;
    const where = typeof roomIndex === 'number' ? `Room ${roomIndex + 1}: ` : '';
    return { ok: false, reason: firstProblem(payload.error, where) };
  }

  const ratePlans: (RatePlanFile[] | undefined)[] = [];
  for (const [index, room] of rooms.entries()) {
    const reading = readRatePlans(room, `Room ${index + 1}: `);
    if (!reading.ok) return reading;
    ratePlans.push(reading.plans);
  }

  const reviews: ImportedReview[] = [];
  for (const [index, rawReview] of kept.data.Reviews.entries()) {
    const review = reviewSchema.safeParse(
      isObject(rawReview) ? withNumbers(rawReview, ['Rating']) : rawReview,
    );
    if (!review.success)
      return { ok: false, reason: firstProblem(review.error, `Review ${index + 1}: `) };
    const { HiddenAt: hiddenAt, HiddenReason: hiddenReason } = review.data;
    // A hidden review keeps why (the database refuses one without a reason, as the admin's call does).
    if (hiddenAt && !hiddenReason) {
      return { ok: false, reason: `Review ${index + 1}: HiddenReason is required with HiddenAt` };
    }
    reviews.push({
      userName: review.data.User.trim(),
      rating: review.data.Rating,
      body: review.data.HotelReview,
      date: review.data.Date,
      ...(hiddenReason && { hidden: { at: hiddenAt ?? new Date(), reason: hiddenReason } }),
    });
  }

  return {
    ok: true,
    record: {
      hotelCode: kept.data.HotelId,
      payload: payload.data,
      images,
      starRating: kept.data.StarRating,
      reviewCount: kept.data.ReviewNumber,
      dateAdded: kept.data.DateAdded,
      reviews,
      ratePlans,
    },
  };
}

/** The payload with the stored image addresses in place of the file's. */
export function payloadWithImages(record: CatalogueRecord, stored: RecordImages): HotelPayload {
  return hotelPayloadSchema.parse({
    ...record.payload,
    FrontImg: stored.front,
    Gallery: stored.gallery.join(GALLERY_SEPARATOR),
    Rooms: {
      create: record.payload.Rooms.create.map((room, index) => ({
        ...room,
        RoomImg: stored.rooms[index] ?? '',
      })),
    },
  });
}

/** How a record is named in the report: its name and HotelId when it has them. */
export function recordLabel(raw: unknown, index: number): string {
  const position = `#${index + 1}`;
  if (!isObject(raw)) return position;
  const name =
    typeof raw.HotelName === 'string' && raw.HotelName.trim() ? raw.HotelName.trim() : '';
  const code =
    typeof raw.HotelId === 'string' || typeof raw.HotelId === 'number'
      ? String(raw.HotelId).trim()
      : '';
  return [position, name && `"${name}"`, code && `(${code})`].filter(Boolean).join(' ');
}
