/**
 * Reading the list and detail pages' query (spec §2): city, checkInDate, checkOutDate, and
 * guests or guestnumber. A stay that is not a valid future stay is dropped rather than sent.
 */
import { addDays, normaliseGuests, todayIso } from '@staylane/domain';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface Stay {
  checkInDate: string;
  checkOutDate: string;
}

export function validStay(checkInDate: string | null, checkOutDate: string | null, today = todayIso()): Stay | undefined {
  if (!checkInDate || !checkOutDate) return undefined;
  if (!ISO_DATE.test(checkInDate) || !ISO_DATE.test(checkOutDate)) return undefined;
  if (Number.isNaN(Date.parse(checkInDate)) || Number.isNaN(Date.parse(checkOutDate))) return undefined;
  if (checkInDate < today || checkOutDate < addDays(checkInDate, 1)) return undefined;
  return { checkInDate, checkOutDate };
}

export interface ListSearch {
  city: string;
  stay: Stay | undefined;
  guests: number;
}

export function readListSearch(params: URLSearchParams): ListSearch {
  const city = params.get('city')?.trim() || 'All';
  return {
    city,
    stay: validStay(params.get('checkInDate'), params.get('checkOutDate')),
    guests: normaliseGuests(params.get('guests') ?? params.get('guestnumber') ?? ''),
  };
}
