/**
 * Hotel search: the client form's normalisation (spec §4), the folding that makes
 * "New York", "newyork" and "new_york" the same city (DESIGN §3), and the querystring of
 * GET /api/hotels.
 */
import { z } from 'zod';
import {
  DEFAULT_GUESTS,
  GUESTS_MAX,
  GUESTS_MIN,
  HOTELS_PER_PAGE,
  MAX_PAGE_SIZE,
} from './constants';
import { addDays, isIsoDate, nightsBetween, STAY_MESSAGES, type IsoDate } from './dates';

export const HOTEL_FILTERS = ['all', 'popular', 'latest', 'trending'] as const;
export type HotelFilter = (typeof HOTEL_FILTERS)[number];
export const ADMIN_SEARCH_FIELDS = ['name', 'id', 'city', 'country'] as const;
export type AdminSearchField = (typeof ADMIN_SEARCH_FIELDS)[number];
/** The city value that means "everywhere". */
export const ALL_CITIES = 'All';

/** The search form's city as sent (spec §4): lower case, no spaces, empty becomes 'All'. */
export function normaliseSearchCity(input: string | null | undefined): string {
  const city = (input ?? '').toLowerCase().replace(/\s+/g, '');
  return city === '' ? ALL_CITIES : city;
}

/** The search form's guests as a number: empty becomes 1; anything else is kept within 1–4. */
export function normaliseGuests(input: string | number | null | undefined): number {
  const text = String(input ?? '').trim();
  if (text === '') return DEFAULT_GUESTS;
  const guests = Math.trunc(Number(text));
  if (!Number.isFinite(guests)) return DEFAULT_GUESTS;
  return Math.min(GUESTS_MAX, Math.max(GUESTS_MIN, guests));
}

/** Text folded for matching: lower case, accents stripped, spaces and underscores removed. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '');
}

/**
 * The stored search key of a hotel: city, state and country each folded, joined by '|' (which
 * folding never produces) so that a query cannot match across two of them. The server's
 * contains-match over this key gives the same answers as `hotelMatchesCity`.
 */
export function hotelSearchKey(place: { city: string; state: string; country: string }): string {
  return [place.city, place.state, place.country].map(foldForSearch).join('|');
}

export interface SearchDefaults {
  city: string;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  guests: number;
}

/** The search form's starting values (spec §4): no city, today to tomorrow, one guest. */
export function searchDefaults(today: IsoDate): SearchDefaults {
  return { city: '', checkInDate: today, checkOutDate: addDays(today, 1), guests: DEFAULT_GUESTS };
}

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

/**
 * Querystring of GET /api/hotels. Everything is optional; with no query at all the server
 * keeps answering the spec's "every hotel" list.
 * pageSize is 1–100: 0 and 1000 are refused with 'Page size must be a whole number from 1 to
 * 100' rather than silently clamped, so a client learns its request was not served as asked.
 */
export const hotelSearchQuerySchema = z
  .strictObject({
    /** '' and 'All' (any case) mean every city; the server folds the rest. */
    city: z
      .string()
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
    page: wholeNumberText('Page', 1, 1_000_000).optional(),
    pageSize: wholeNumberText('Page size', 1, MAX_PAGE_SIZE).optional(),
    /** Admin list: text to look for in `field`. */
    q: z.string().trim().max(100, 'Search text must be at most 100 characters long').optional(),
    field: z
      .string()
      .trim()
      .transform((f) => f.toLowerCase())
      .pipe(z.enum(ADMIN_SEARCH_FIELDS, 'Field must be one of name, id, city or country'))
      .optional(),
  })
  .superRefine((query, ctx) => {
    const { checkInDate, checkOutDate } = query;
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
  })
  .transform(({ guestnumber, guests, filter, page, pageSize, ...rest }) => ({
    ...rest,
    guests: guests ?? guestnumber,
    filter: filter ?? ('all' as HotelFilter),
    page: page ?? 1,
    pageSize: pageSize ?? HOTELS_PER_PAGE,
  }));

export type HotelSearchQueryInput = z.input<typeof hotelSearchQuerySchema>;
export type HotelSearchQuery = z.output<typeof hotelSearchQuerySchema>;
