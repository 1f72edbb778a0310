/**
 * Reading the list and detail pages' query (spec §2): city, checkInDate, checkOutDate, and
 * guests or guestnumber. A stay that is not a valid future stay is dropped rather than sent.
 */
import { ALL_CITIES, normaliseGuests, stayProblem } from '@staylane/domain';
import { localToday } from '@/lib/dates';

export interface Stay {
  checkInDate: string;
  checkOutDate: string;
}

export function validStay(
  checkInDate: string | null,
  checkOutDate: string | null,
  today = localToday(),
): Stay | undefined {
  if (!checkInDate || !checkOutDate) return undefined;
  if (stayProblem({ checkIn: checkInDate, checkOut: checkOutDate, today })) return undefined;
  return { checkInDate, checkOutDate };
}

export interface ListSearch {
  city: string;
  stay: Stay | undefined;
  guests: number;
}

export function readListSearch(params: URLSearchParams, today = localToday()): ListSearch {
  const city = params.get('city')?.trim() || ALL_CITIES;
  return {
    city,
    stay: validStay(params.get('checkInDate'), params.get('checkOutDate'), today),
    guests: normaliseGuests(params.get('guests') ?? params.get('guestnumber') ?? ''),
  };
}
