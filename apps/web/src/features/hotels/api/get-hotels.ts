import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ALL_CITIES, HOTELS_PER_PAGE, type HotelSearch, type HotelWire } from '@staylane/domain';
import { api, type ListMeta } from '@/lib/api-client';

export interface HotelsPage {
  message: string;
  data: HotelWire[];
  meta: ListMeta;
}

/**
 * GET /api/hotels' query for `search` (design §3); 'All' is no city condition at all. The
 * server's render asks the same for the list's structured data (app/head/head-for-page.ts).
 */
export function hotelsQuery(search: HotelSearch) {
  const city = search.city.toLowerCase() === ALL_CITIES.toLowerCase() ? undefined : search.city;
  return {
    city,
    checkInDate: search.checkInDate,
    checkOutDate: search.checkOutDate,
    guests: search.guests,
    filter: search.filter ?? 'all',
    sort: search.sort,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
    stars: search.stars,
    minScore: search.minScore,
    page: search.page ?? 1,
    pageSize: HOTELS_PER_PAGE,
  };
}

export function getHotels(search: HotelSearch, signal?: AbortSignal) {
  return api.get<HotelsPage>('/api/hotels', hotelsQuery(search), signal);
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
