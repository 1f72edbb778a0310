import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAY_MESSAGES, type HotelWire } from '@staylane/domain';
import { api, ApiError, type Envelope } from '@/lib/api-client';

export interface HotelStay {
  checkInDate?: string;
  checkOutDate?: string;
}

/**
 * One hotel; with both dates each room carries its FreeUnits for the stay. `id` as answers
 * spell it (domain wireIdFromText), so the key and the address are the same for '012' and '12'.
 */
export function getHotel(id: string, stay: HotelStay, signal?: AbortSignal) {
  const dates = stay.checkInDate && stay.checkOutDate ? stay : {};
  return api.get<Envelope<HotelWire>>(`/api/hotels/${id}`, { ...dates }, signal);
}

export const hotelQueryOptions = (
  id: string | undefined,
  stay: HotelStay,
  { enabled = true }: { enabled?: boolean } = {},
) =>
  queryOptions({
    queryKey: ['hotel', id, stay.checkInDate ?? null, stay.checkOutDate ?? null],
    queryFn: ({ signal }) => getHotel(id!, stay, signal),
    enabled: id !== undefined && enabled,
    // New dates keep the page (and the date being typed) on screen while the rooms' free
    // units for them load, instead of the full-page spinner; another hotel does not.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });

export function useHotel(id: string | undefined, stay: HotelStay, options?: { enabled?: boolean }) {
  return useQuery(hotelQueryOptions(id, stay, options));
}

/** True for the server's refusal of a stay whose arrival day is over at the hotel. */
export function isArrivalOver(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    error.fields.checkInDate === STAY_MESSAGES.checkInPast
  );
}
