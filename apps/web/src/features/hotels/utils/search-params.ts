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

/** The list page's search from its address: its stay as listStay reads it, filter and page. */
export function readListSearch(params: URLSearchParams, today = localToday()): HotelSearch {
  const city = params.get('city')?.trim() || ALL_CITIES;
  const page = Number(params.get('page'));
  const filter = params.get('filter');
  return {
    city,
    ...listStay(params, today).stay,
    guests: normaliseGuests(params.get('guests') ?? params.get('guestnumber') ?? ''),
    filter: isFilter(filter) ? filter : 'all',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** What the list changed of the address's stay, said above the results; none when nothing. */
export function listAddressNotice(params: URLSearchParams, today = localToday()) {
  return listStay(params, today).notice;
}

/** The list's address with a new filter (from its first page) or a new page. */
export function listParamsWith(
  params: URLSearchParams,
  change: { filter: HotelFilter } | { page: number },
): URLSearchParams {
  const next = new URLSearchParams(params);
  if ('filter' in change) {
    if (change.filter === 'all') next.delete('filter');
    else next.set('filter', change.filter);
    next.delete('page');
  } else if (change.page === 1) next.delete('page');
  else next.set('page', String(change.page));
  return next;
}

/** The address's search without the filter and page: a new one starts the list afresh. */
export function listSearchKey(params: URLSearchParams): string {
  const search = new URLSearchParams(params);
  search.delete('filter');
  search.delete('page');
  return search.toString();
}
