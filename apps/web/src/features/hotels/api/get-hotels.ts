import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_CITIES, HOTELS_PER_PAGE, type HotelSearch, type HotelWire } from '@staylane/domain';
import { api, type ListMeta } from '@/lib/api-client';

export interface HotelsPage {
  message: string;
  data: HotelWire[];
  meta: ListMeta;
}

/** The server searches (DESIGN §3); 'All' is no city condition at all. */
export function getHotels(search: HotelSearch, signal?: AbortSignal) {
  const city = search.city.toLowerCase() === ALL_CITIES.toLowerCase() ? undefined : search.city;
  return api.get<HotelsPage>(
    '/api/hotels',
    {
      city,
      checkInDate: search.checkInDate,
      checkOutDate: search.checkOutDate,
      guests: search.guests,
      filter: search.filter ?? 'all',
      page: search.page ?? 1,
      pageSize: HOTELS_PER_PAGE,
    },
    signal,
  );
}

export const hotelsQueryOptions = (search: HotelSearch) =>
  queryOptions({
    queryKey: ['hotels', search],
    queryFn: ({ signal }) => getHotels(search, signal),
    placeholderData: keepPreviousData,
  });

export function useHotels(search: HotelSearch) {
  return useQuery(hotelsQueryOptions(search));
}
