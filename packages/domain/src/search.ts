/**
 * Hotel search: the client form's normalisation (product §4) and the folding that makes
 * "New York", "newyork" and "new_york" the same city (design §3). The querystring schema of
 * GET /api/hotels is in search-query.ts, so that pages which only normalise do not load zod.
 */
import { DEFAULT_GUESTS, GUESTS_MAX, GUESTS_MIN } from './constants';

export const HOTEL_FILTERS = ['all', 'popular', 'latest', 'trending'] as const;
export type HotelFilter = (typeof HOTEL_FILTERS)[number];
/**
 * The list's orders beside the filters' own (decision 047): price ascending (the stay's total
 * with dates, the nightly price without), rating (the review score, highest first) and
 * popularity (PopularityNumber, highest first).
 */
export const HOTEL_SORTS = ['price', 'rating', 'popularity'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
/** The review scores the list's filter offers (and the API accepts any from 0 to 5). */
export const REVIEW_SCORE_MAX = 5;
export const STARS_MAX = 5;
export const ADMIN_SEARCH_FIELDS = ['name', 'id', 'city', 'country'] as const;
export type AdminSearchField = (typeof ADMIN_SEARCH_FIELDS)[number];
/** The city value that means "everywhere". */
export const ALL_CITIES = 'All';

/** The search form's city as sent (product §4): lower case, no spaces, empty becomes 'All'. */
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
