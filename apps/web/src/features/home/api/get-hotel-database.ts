import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelFileEntry } from '@staylane/domain';
import { api } from '@/lib/api-client';

export function getHotelDatabase(signal?: AbortSignal) {
  return api.get<HotelFileEntry[]>('/DB/HotelDataBase.json', undefined, signal);
}

export const hotelDatabaseQueryOptions = () =>
  queryOptions({
    queryKey: ['hotel-database'],
    queryFn: ({ signal }) => getHotelDatabase(signal),
    staleTime: 5 * 60_000,
  });

export function useHotelDatabase() {
  return useQuery(hotelDatabaseQueryOptions());
}
