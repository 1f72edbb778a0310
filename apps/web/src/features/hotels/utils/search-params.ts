/**
 * Reading the list and detail pages' query (product §2): city, checkInDate, checkOutDate, and
 * guests or guestnumber; the list's filter and page too, so Back returns to them. A stay that
 * is not a valid future stay is not sent: a check-in already past starts today instead, any
 * other problem drops the dates, and the list says which (listAddressNotice).
 */
import {
  addDays,
  ALL_CITIES,
  HOTEL_FILTERS,
  HOTEL_SORTS,
  PRICE_FILTER_MAX,
  REVIEW_SCORE_MAX,
  STARS_MAX,
  type HotelSort,
  normaliseGuests,
  stayProblem,
  STAY_MESSAGES,
  type HotelFilter,
  type HotelSearch,
} from '@staylane/domain';
import { localToday } from '@/lib/dates';

export function validStay(
  checkInDate: string | null,
  checkOutDate: string | null,
  today = localToday(),
): { checkInDate: string; checkOutDate: string } | undefined {
  if (!checkInDate || !checkOutDate) return undefined;
  if (stayProblem({ checkIn: checkInDate, checkOut: checkOutDate, today })) return undefined;
  return { checkInDate, checkOutDate };
}

/** What the list makes of the address's stay, and what it tells the visitor it changed. */
function listStay(params: URLSearchParams, today: string) {
  const checkIn = params.get('checkInDate');
  const checkOut = params.get('checkOutDate');
  if (!checkIn && !checkOut) return { stay: undefined, notice: undefined };
  const problem = stayProblem({ checkIn: checkIn ?? '', checkOut: checkOut ?? '', today });
  if (!problem) return { stay: validStay(checkIn, checkOut, today), notice: undefined };
  if (problem === STAY_MESSAGES.checkInPast) {
    // The same check-out while it is still ahead of today, else one night.
    const kept = validStay(today, checkOut, today);
    return {
      stay: kept ?? { checkInDate: today, checkOutDate: addDays(today, 1) },
      notice: 'Check-in was in the past; showing stays from today.',
    };
  }
  return { stay: undefined, notice: `${problem}; showing hotels for any dates.` };
}

const isFilter = (text: string | null): text is HotelFilter =>
  (HOTEL_FILTERS as readonly (string | null)[]).includes(text);

const isSort = (text: string | null): text is HotelSort =>
  (HOTEL_SORTS as readonly (string | null)[]).includes(text);

/** The address's sort and filters as the API accepts them (decision 047); others are dropped. */
export interface ListRefinements {
  sort?: HotelSort;
  minPrice?: number;
  maxPrice?: number;
  stars?: number;
  minScore?: number;
}
export const REFINEMENT_KEYS = ['sort', 'minPrice', 'maxPrice', 'stars', 'minScore'] as const;

/** A number of the address within bounds (whole unless `decimals`), else undefined. */
function numberIn(text: string | null, min: number, max: number, decimals = false) {
  if (!text || !(decimals ? /^\d(\.\d)?$/ : /^\d{1,9}$/).test(text.trim())) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

export function readRefinements(params: URLSearchParams): ListRefinements {
  const sort = params.get('sort');
  const minPrice = numberIn(params.get('minPrice'), 0, PRICE_FILTER_MAX);
  let maxPrice = numberIn(params.get('maxPrice'), 0, PRICE_FILTER_MAX);
  // A range the server would refuse keeps its lower end: the list still shows something.
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = undefined;
  const refinements: ListRefinements = {
    sort: isSort(sort) ? sort : undefined,
    minPrice,
    maxPrice,
    stars: numberIn(params.get('stars'), 1, STARS_MAX),
    minScore: numberIn(params.get('minScore'), 0, REVIEW_SCORE_MAX, true),
  };
  // Only the keys given: a search without refinements is the same query key as before them.
  return Object.fromEntries(
    Object.entries(refinements).filter(([, value]) => value !== undefined),
  ) as ListRefinements;
}

/**
 * The list page's search from its address: its stay as listStay reads it, filter, sort and
 * filters (decision 047), and page.
 */
export function readListSearch(params: URLSearchParams, today = localToday()): HotelSearch {
  const city = params.get('city')?.trim() || ALL_CITIES;
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  return {
    city,
    ...listStay(params, today).stay,
    guests: normaliseGuests(params.get('guests') ?? params.get('guestnumber') ?? ''),
    filter: isFilter(filter) ? filter : 'all',
    ...readRefinements(params),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** What the list changed of the address's stay, said above the results; none when nothing. */
export function listAddressNotice(params: URLSearchParams, today = localToday()) {
  return listStay(params, today).notice;
}

/** The list's address with a new filter or new refinements (from the first page), or a new page. */
export function listParamsWith(
  params: URLSearchParams,
  change: { filter: HotelFilter } | { page: number } | { refinements: ListRefinements },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('refinements' in change) {
    for (const key of REFINEMENT_KEYS) {
      const value = change.refinements[key];
      if (value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    next.delete('page');
  } else if ('filter' in change) {
    if (change.filter === 'all') next.delete('filter');
    else next.set('filter', change.filter);
    next.delete('page');
  } else if (change.page === 1) next.delete('page');
  else next.set('page', String(change.page));
  return next;
}

/** The address's search without the filter, sort, filters and page: a new one starts afresh. */
export function listSearchKey(params: URLSearchParams): string {
  const search = new URLSearchParams(params);
  search.delete('filter');
  search.delete('page');
  for (const key of REFINEMENT_KEYS) search.delete(key);
  return search.toString();
}
