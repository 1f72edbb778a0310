import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelOffers } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

/** The stay and party the offers are for, as the hotel page's address names them. */
export interface OffersStay {
  checkInDate: string;
  checkOutDate: string;
  guests?: number | undefined;
}

/**
 * Each room's plans for the stay and party, the flexible dates and the one "from" price
 * (decision 046). The server prices them; the page shows them.
 */
export function getHotelOffers(id: string, stay: OffersStay, signal?: AbortSignal) {
  return api.get<Envelope<HotelOffers>>(`/api/hotels/${id}/offers`, { ...stay }, signal);
}

export const hotelOffersQueryOptions = (
  id: string | undefined,
  stay: OffersStay,
  { enabled = true }: { enabled?: boolean } = {},
) =>
  queryOptions({
    queryKey: ['hotel-offers', id, stay.checkInDate, stay.checkOutDate, stay.guests ?? null],
    queryFn: ({ signal }) => getHotelOffers(id!, stay, signal),
    enabled: id !== undefined && enabled,
    // New dates or guests keep the plans on screen while theirs load.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });

export function useHotelOffers(
  id: string | undefined,
  stay: OffersStay,
  options?: { enabled?: boolean },
) {
  return useQuery(hotelOffersQueryOptions(id, stay, options));
}
