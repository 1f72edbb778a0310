/**
 * Reading the list and detail pages' query (spec §2): city, checkInDate, checkOutDate, and
 * guests or guestnumber. A stay that is not a valid future stay is dropped rather than sent.
 */
import { ALL_CITIES, normaliseGuests, stayProblem, type HotelSearch } from '@staylane/domain';
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

/** The list page's search from its address; its filter and page are the page's own. */
export function readListSearch(params: URLSearchParams, today = localToday()): HotelSearch {
  const city = params.get('city')?.trim() || ALL_CITIES;
  return {
    city,
    ...validStay(params.get('checkInDate'), params.get('checkOutDate'), today),
    guests: normaliseGuests(params.get('guests') ?? params.get('guestnumber') ?? ''),
  };
}
