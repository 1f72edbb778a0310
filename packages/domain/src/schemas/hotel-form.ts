/**
 * The admin's five-step hotel wizard (product §2 and §5), one schema per step with the spec's
 * messages. Images are the addresses that POST /test-formdata answered: the web uploads a
 * file as soon as it is chosen and the form keeps the address.
 */
import { z } from 'zod';
import {
  DEFAULT_CHECK_IN_HOUR,
  DEFAULT_CHECK_OUT_HOUR,
  GUESTS_MAX,
  GUESTS_MIN,
  HOTEL_PHONE_MIN_DIGITS,
  NO_TAG,
  SPECIAL_TAG_MAX,
  TAG_CHOICES,
} from '../constants';
import {
  capped,
  emailField,
  hasAtMostTwoDecimals,
  LONG_TEXT_MAX,
  NAME_MAX,
  noNul,
  readNumber,
  requiredText,
  stripSpaces,
  TEXT_MAX,
  URL_MAX,
} from './fields';
import {
  CANCELLATION_PENALTIES,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_HOTEL_TIME_ZONE,
  FREE_CANCELLATION_DAYS_MAX,
  isTimeZone,
} from '../cancellation-policy';

export type HotelFormMode = 'create' | 'edit';

const PICTURE_REQUIRED = 'Please upload, at least, one picture';
/** Optional scheme, a domain with a dot and a 2+ letter ending, optional path. */
const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}(\/\S*)?$/i;
/** Letters of any alphabet, and the joiners of names like Winston-Salem or St. John's. */
const PLACE_LETTERS = /^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u;

const imageAddress = (required: boolean) =>
  required
    ? capped(requiredText(PICTURE_REQUIRED).trim(), 'Image address', URL_MAX)
    : noNul(z.string(), 'Image address')
        .trim()
        .max(URL_MAX, `Image address must be at most ${URL_MAX} characters long`)
        .default('');

/**
 * The special tag the admin gives a hotel (the spec sent a fixed 'Recommended'); empty means
 * none, stored as 'NoTag'.
 */
const specialTagInput = noNul(z.string(), 'Special tag')
  .trim()
  .max(SPECIAL_TAG_MAX, `Special tag must be at most ${SPECIAL_TAG_MAX} characters long`)
  .refine((tag) => tag !== NO_TAG, 'Leave the special tag empty for none')
  .default('');

/** An hour of the day typed in a form (the spec showed random placeholder hours). */
const hourInput = (label: string, fallback: number) => {
  const message = `Choose the ${label} hour, from 0 to 23`;
  return z
    .union([z.string(), z.number()], message)
    .transform(readNumber)
    .pipe(z.number(message).int(message).min(0, message).max(23, message))
    .default(fallback);
};

const hotelBasicsShape = {
  specialTag: specialTagInput,
  name: capped(requiredText('Enter the name of the hotel').trim(), 'Name', TEXT_MAX),
  website: requiredText('Enter your website')
    .overwrite(stripSpaces)
    .refine((value) => value.length <= URL_MAX && WEBSITE_PATTERN.test(value), {
      error: 'Invalid Website',
      abort: true,
    }),
  phone: requiredText("Please enter the hotel's number")
    .overwrite(stripSpaces)
    .refine((value) => /^\d+$/.test(value), { error: 'Only numbers are valid', abort: true })
    .refine((value) => value.length >= HOTEL_PHONE_MIN_DIGITS, {
      error: 'Enter a number long enough to be valid',
      abort: true,
    })
    .refine((value) => value.length <= 20, {
      error: 'Phone number must be at most 20 digits',
      abort: true,
    }),
  email: emailField("Please enter the hotel's email", 'Enter a Valid Email'),
  description: capped(
    requiredText("Enter your hotel's description").trim(),
    'Description',
    LONG_TEXT_MAX,
  ),
  /** The two tag selectors. */
  tags: z
    .array(z.enum(TAG_CHOICES, 'Choose two tags'), 'Choose two tags')
    .length(2, 'Choose two tags')
    .refine((tags) => tags[0] !== tags[1], 'Choose two different tags'),
};

/** Step 1 when creating: the front image is required. */
export const hotelBasicsSchema = z.object({ ...hotelBasicsShape, frontImg: imageAddress(true) });
/** Step 1 when editing: the hotel already has a front image. */
export const hotelBasicsEditSchema = z.object({
  ...hotelBasicsShape,
  frontImg: imageAddress(false),
});
export function hotelBasicsSchemaFor(mode: HotelFormMode) {
  return mode === 'create' ? hotelBasicsSchema : hotelBasicsEditSchema;
}
export type HotelBasicsForm = z.output<typeof hotelBasicsSchema>;
export type HotelBasicsFormInput = z.input<typeof hotelBasicsSchema>;

/** Required, and letters only once spaces are removed. */
function placeName(required: string, lettersOnly: string) {
  return capped(
    requiredText(required)
      .refine((value) => PLACE_LETTERS.test(stripSpaces(value)), {
        error: lettersOnly,
        abort: true,
      })
      .trim(),
    'Name',
    NAME_MAX,
  );
}

/** Required, then a number within ±`limit` (the spec had no numeric check; the map needs one). */
function coordinate(required: string, label: string, limit: number) {
  const outOfRange = `${label} must be a number from -${limit} to ${limit}`;
  return z
    .union([z.number(), z.string()], required)
    .refine((value) => String(value).trim().length > 0, { error: required, abort: true })
    .transform(readNumber)
    .pipe(z.number(outOfRange).min(-limit, outOfRange).max(limit, outOfRange));
}

/** Step 2: location. */
export const hotelLocationSchema = z.object({
  address: capped(requiredText("Enter the hotel's adress").trim(), 'Address', TEXT_MAX),
  city: placeName("Enter the hotel's city", "Hotel's city name must only contain letters"),
  state: placeName("Enter the hotel's state", "Hotel's state name must only contain letters"),
  country: placeName("Enter the hotel's country", "Hotel's country name must only contain letters"),
  latitude: coordinate("Enter the hotel's latitude", 'Latitude', 90),
  longitude: coordinate("Enter the hotel's longitude", 'Longitude', 180),
});
export type HotelLocationForm = z.output<typeof hotelLocationSchema>;
export type HotelLocationFormInput = z.input<typeof hotelLocationSchema>;

const NO_EMPTY = 'No empty spaces';

/** A numeric input kept as a whole number (12.7 → 12), as the spec converts it. */
const wholeNumberInput = z
  .union([z.number(), z.string()], NO_EMPTY)
  .refine((value) => String(value).trim().length > 0, { error: NO_EMPTY, abort: true })
  .transform(readNumber)
  .pipe(
    z
      .number('Enter a whole number of 0 or more')
      .min(0, 'Enter a whole number of 0 or more')
      .max(1_000_000, 'Enter a whole number of at most 1000000')
      .transform(Math.trunc),
  );

const socialLink = capped(requiredText(NO_EMPTY).trim(), 'Link', URL_MAX);

/** Step 3: social data; every field required with 'No empty spaces'. */
export const hotelSocialSchema = z.object({
  popularity: wholeNumberInput,
  trending: wholeNumberInput,
  facebook: socialLink,
  instagram: socialLink,
  twitter: socialLink,
  pinterest: socialLink,
  checkInHour: hourInput('check-in', DEFAULT_CHECK_IN_HOUR),
  checkOutHour: hourInput('check-out', DEFAULT_CHECK_OUT_HOUR),
});
export type HotelSocialForm = z.output<typeof hotelSocialSchema>;
export type HotelSocialFormInput = z.input<typeof hotelSocialSchema>;

const GALLERY_MAX = 50;
const galleryList = z
  .array(
    noNul(z.string(), 'Image address').trim().min(1).max(URL_MAX),
    'Please add, at least, one file',
  )
  .max(GALLERY_MAX, `A gallery can hold at most ${GALLERY_MAX} images`);

/** Step 4: gallery addresses. Editing needs at least 2 (spec's rule and message); creating, none. */
export function hotelGallerySchemaFor(mode: HotelFormMode) {
  return z.object({
    gallery:
      mode === 'edit'
        ? galleryList.min(2, { error: 'Please add, at least, one file', abort: true })
        : galleryList.default([]),
  });
}
export type HotelGalleryForm = z.output<ReturnType<typeof hotelGallerySchemaFor>>;

/**
 * Words of an amenities or inclusions text. With a comma anywhere the text is a comma list
 * ("Free WiFi, Pool"), otherwise words separated by spaces ("wifi tv minibar"); the wire's
 * '-/-' is understood too.
 */
export function splitWords(text: string): string[] {
  const separator = text.includes(',') || text.includes('-/-') ? /,|-\/-/ : /\s+/;
  return text
    .split(separator)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

const wordList = (required: string) =>
  capped(requiredText(required), 'List', LONG_TEXT_MAX).transform(splitWords);

const PRICE_INVALID = 'Enter a price above 0 with at most two decimals';
const DISCOUNT_INVALID = 'Enter a discount from 0 to 100';
const DISCOUNT_DECIMALS = 'Enter a discount with at most two decimals';
const UNITS_INVALID = 'Units must be a whole number from 1 to 1000';
const MAX_GUESTS_INVALID = `Max guests must be a whole number from ${GUESTS_MIN} to ${GUESTS_MAX}`;

/** Text or number → number; empty text → `empty` (undefined makes the pipe refuse it). */
const numberInput = (message: string, empty?: number) =>
  z.union([z.number(), z.string()], message).transform((value) => {
    if (typeof value === 'string' && value.trim() === '') return empty ?? Number.NaN;
    return readNumber(value);
  });

/** Step 5: the room form. Price and discount arrive as text and leave as numbers. */
export const roomFormSchema = z.object({
  name: capped(requiredText("Enter your room's name").trim(), 'Name', TEXT_MAX),
  amenities: wordList('Enter your amenities'),
  inclusions: wordList('Enter your inclusions'),
  price: numberInput(PRICE_INVALID).pipe(
    z
      .number(PRICE_INVALID)
      .positive(PRICE_INVALID)
      .max(1_000_000, 'Enter a price of at most 1000000')
      .refine(hasAtMostTwoDecimals, PRICE_INVALID),
  ),
  /** A percent to 0.01 % (12.5), as the server keeps it (decision 011). */
  discount: numberInput(DISCOUNT_INVALID, 0)
    .pipe(
      z
        .number(DISCOUNT_INVALID)
        .min(0, { error: DISCOUNT_INVALID, abort: true })
        .max(100, { error: DISCOUNT_INVALID, abort: true })
        .refine(hasAtMostTwoDecimals, DISCOUNT_DECIMALS),
    )
    .default(0),
  description: capped(
    requiredText("enter your room's description").trim(),
    'Description',
    LONG_TEXT_MAX,
  ),
  image: imageAddress(true),
  units: numberInput(UNITS_INVALID, 1)
    .pipe(z.number(UNITS_INVALID).int(UNITS_INVALID).min(1, UNITS_INVALID).max(1000, UNITS_INVALID))
    .default(1),
  /** How many guests one unit sleeps; left out, the server's default (2) applies. */
  maxGuests: numberInput(MAX_GUESTS_INVALID, 2)
    .pipe(
      z
        .number(MAX_GUESTS_INVALID)
        .int(MAX_GUESTS_INVALID)
        .min(GUESTS_MIN, MAX_GUESTS_INVALID)
        .max(GUESTS_MAX, MAX_GUESTS_INVALID),
    )
    .optional(),
  /** Refunds nothing on cancellation. */
  nonRefundable: z.boolean().default(false),
});
export type RoomForm = z.output<typeof roomFormSchema>;
export type RoomFormInput = z.input<typeof roomFormSchema>;

export const POLICY_MESSAGES = {
  daysRequired: 'Enter the days of free cancellation',
  daysInvalid: `Free cancellation days must be a whole number from 0 to ${FREE_CANCELLATION_DAYS_MAX}`,
  penalty: 'Choose the penalty after the free cancellation',
  timeZone: "Choose the hotel's time zone",
} as const;

/**
 * Step 5's cancellation policy (decision 018; the spec's five steps keep their texts): free
 * cancellation until N days before check-in, the penalty after it, and the hotel's time zone,
 * whose calendar dates the deadline is counted in.
 */
export const hotelPolicySchema = z.object({
  freeCancellationDays: z
    .union([z.number(), z.string()], POLICY_MESSAGES.daysRequired)
    .refine((value) => String(value).trim().length > 0, {
      error: POLICY_MESSAGES.daysRequired,
      abort: true,
    })
    .transform(readNumber)
    .pipe(
      z
        .number(POLICY_MESSAGES.daysInvalid)
        .int(POLICY_MESSAGES.daysInvalid)
        .min(0, POLICY_MESSAGES.daysInvalid)
        .max(FREE_CANCELLATION_DAYS_MAX, POLICY_MESSAGES.daysInvalid),
    ),
  penalty: z.enum(CANCELLATION_PENALTIES, POLICY_MESSAGES.penalty),
  timeZone: z.string(POLICY_MESSAGES.timeZone).refine(isTimeZone, POLICY_MESSAGES.timeZone),
});
export type HotelPolicyForm = z.output<typeof hotelPolicySchema>;
export type HotelPolicyFormInput = z.input<typeof hotelPolicySchema>;

/** A new hotel's policy in the form: the server's default. */
export const emptyHotelPolicy = (): HotelPolicyFormInput => ({
  freeCancellationDays: String(DEFAULT_CANCELLATION_POLICY.freeCancellationDays),
  penalty: DEFAULT_CANCELLATION_POLICY.penalty,
  timeZone: DEFAULT_HOTEL_TIME_ZONE,
});
