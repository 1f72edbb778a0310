/** The querystrings of GET /api/hotels and GET /api/admin/hotels, validated (product §4, design §3). */
import { z } from 'zod';
import {
  ADMIN_HOTELS_PER_PAGE,
  GUESTS_MAX,
  GUESTS_MIN,
  HOTELS_PER_PAGE,
  MAX_PAGE_SIZE,
} from './constants';
import { isIsoDate, nightsBetween, STAY_MESSAGES, type IsoDate } from './dates';
import { noNul } from './schemas/fields';
import {
  ADMIN_SEARCH_FIELDS,
  HOTEL_FILTERS,
  HOTEL_SORTS,
  REVIEW_SCORE_MAX,
  STARS_MAX,
  type HotelFilter,
  type HotelSort,
} from './search';

/** A whole number given as querystring text, within bounds. */
function wholeNumberText(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

const dateText = (message: string) => z.string().trim().refine(isIsoDate, message);

const guestsText = wholeNumberText('Guests', GUESTS_MIN, GUESTS_MAX);
/** The price filter's bounds: whole dollars per night, as the list shows a night's price. */
export const PRICE_FILTER_MAX = 100_000;
const priceText = (label: string) => wholeNumberText(label, 0, PRICE_FILTER_MAX);
const starsText = wholeNumberText('Stars', 1, STARS_MAX);
const SCORE_MESSAGE = `Review score must be a number from 0 to ${REVIEW_SCORE_MAX}`;
/** A review score as the cards show one: 0–5 with at most one decimal ("4.5"). */
const scoreText = z
  .string()
  .trim()
  .regex(/^\d(\.\d)?$/, SCORE_MESSAGE)
  .transform(Number)
  .pipe(z.number().min(0, SCORE_MESSAGE).max(REVIEW_SCORE_MAX, SCORE_MESSAGE));
export const PRICE_RANGE_MESSAGE = 'Minimum price must not be above maximum price';
const pageText = wholeNumberText('Page', 1, 1_000_000);
const pageSizeText = wholeNumberText('Page size', 1, MAX_PAGE_SIZE);

/** Both stay dates or neither, and check-out after check-in. */
function refineStayDates(
  { checkInDate, checkOutDate }: { checkInDate?: string; checkOutDate?: string },
  ctx: z.RefinementCtx,
) {
  if ((checkInDate === undefined) !== (checkOutDate === undefined)) {
    ctx.addIssue({
      code: 'custom',
      message: STAY_MESSAGES.bothDates,
      path: [checkInDate === undefined ? 'checkInDate' : 'checkOutDate'],
    });
  } else if (
    isIsoDate(checkInDate) &&
    isIsoDate(checkOutDate) &&
    nightsBetween(checkInDate, checkOutDate) < 1
  ) {
    ctx.addIssue({
      code: 'custom',
      message: STAY_MESSAGES.checkOutNotAfterCheckIn,
      path: ['checkOutDate'],
    });
  }
}

/**
 * Querystring of GET /api/hotels. Everything is optional; with no query at all the server
 * keeps answering the spec's "every hotel" list.
 * pageSize is 1–100: 0 and 1000 are refused with 'Page size must be a whole number from 1 to
 * 100' rather than silently clamped, so a client learns its request was not served as asked.
 */
export const hotelSearchQuerySchema = z
  .strictObject({
    /** '' and 'All' (any case) mean every city; the server folds the rest. */
    city: noNul(z.string(), 'City')
      .trim()
      .max(100, 'City must be at most 100 characters long')
      .optional()
      .transform((city) => (city && city.toLowerCase() !== 'all' ? city : undefined)),
    checkInDate: dateText(STAY_MESSAGES.checkInInvalid).optional(),
    checkOutDate: dateText(STAY_MESSAGES.checkOutInvalid).optional(),
    guests: guestsText.optional(),
    /** The spec's detail page carries guests as `guestnumber`. */
    guestnumber: guestsText.optional(),
    filter: z
      .string()
      .trim()
      .transform((f) => {
        const lower = f.toLowerCase();
        return lower === 'trend' ? 'trending' : lower;
      })
      .pipe(z.enum(HOTEL_FILTERS, 'Filter must be one of all, popular, latest or trending'))
      .optional(),
    /** Absent: the filter's order (id order for all), as the spec's list has it. */
    sort: z
      .string()
      .trim()
      .transform((s) => s.toLowerCase())
      .pipe(z.enum(HOTEL_SORTS, 'Sort must be one of price, rating or popularity'))
      .optional(),
    /** Whole dollars per night (the stay's per-night average with dates), inclusive. */
    minPrice: priceText('Minimum price').optional(),
    maxPrice: priceText('Maximum price').optional(),
    /** At least this many stars (the hotel's StarRating as stored). */
    stars: starsText.optional(),
    /** At least this review score (what the card's stars show). */
    minScore: scoreText.optional(),
    page: pageText.optional(),
    pageSize: pageSizeText.optional(),
  })
  .superRefine(refineStayDates)
  .superRefine(({ minPrice, maxPrice }, ctx) => {
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      ctx.addIssue({ code: 'custom', message: PRICE_RANGE_MESSAGE, path: ['minPrice'] });
    }
  })
  .transform(({ guestnumber, guests, filter, page, pageSize, ...rest }) => ({
    ...rest,
    guests: guests ?? guestnumber,
    filter: filter ?? ('all' as HotelFilter),
    page: page ?? 1,
    pageSize: pageSize ?? HOTELS_PER_PAGE,
  }));

/**
 * One hotel search, under one name from the page's address to the SQL: the list page reads it
 * from its address, the search bars write it there, GET /api/hotels carries it as its query.
 */
export interface HotelSearch {
  /** As the visitor wrote it; 'All' means every city. */
  city: string;
  checkInDate?: IsoDate;
  checkOutDate?: IsoDate;
  /** 1–4. Only hotels with a room that sleeps this many (and, with dates, is free) are found. */
  guests: number;
  /** 'all' when absent. */
  filter?: HotelFilter;
  /** The filter's own order when absent. */
  sort?: HotelSort;
  /** Whole dollars per night. */
  minPrice?: number;
  maxPrice?: number;
  stars?: number;
  minScore?: number;
  /** 1-based; 1 when absent. */
  page?: number;
}

/**
 * The HotelSearch as the server has validated it (every city when `city` is undefined,
 * defaults filled in), with the page size.
 */
export type HotelSearchQuery = z.output<typeof hotelSearchQuerySchema>;

/**
 * Querystring of GET /api/admin/hotels, the admin's list: `q` looked for in `field` (every
 * hotel when empty), 10 a page unless pageSize says otherwise.
 */
export const adminHotelListQuerySchema = z
  .strictObject({
    q: noNul(z.string(), 'Search text')
      .trim()
      .max(100, 'Search text must be at most 100 characters long')
      .optional(),
    field: z
      .string()
      .trim()
      .transform((f) => f.toLowerCase())
      .pipe(z.enum(ADMIN_SEARCH_FIELDS, 'Field must be one of name, id, city or country'))
      .optional(),
    page: pageText.optional(),
    pageSize: pageSizeText.optional(),
  })
  .transform(({ page, pageSize, ...rest }) => ({
    ...rest,
    page: page ?? 1,
    pageSize: pageSize ?? ADMIN_HOTELS_PER_PAGE,
  }));

const ignoredText = noNul(z.string(), 'Query values')
  .max(100, 'Query values must be at most 100 characters long')
  .optional();

/**
 * Querystring of GET /api/hotels/:id: the stay whose free units each room shows. The spec's
 * detail page also carries id, city and guestnumber; they are accepted and change nothing.
 */
export const hotelDetailQuerySchema = z
  .strictObject({
    checkInDate: dateText(STAY_MESSAGES.checkInInvalid).optional(),
    checkOutDate: dateText(STAY_MESSAGES.checkOutInvalid).optional(),
    guests: ignoredText,
    guestnumber: ignoredText,
    city: ignoredText,
    id: ignoredText,
  })
  .superRefine(refineStayDates);
