import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelWire } from '@staylane/domain';
import { api } from '@/lib/api-client';

/** A review as the static hotel file spells it (spec §3). */
export interface StaticReview {
  id?: number;
  User: string;
  Rating: number;
  HotelReview: string;
  Date: string;
}

export type StaticHotel = HotelWire & { Reviews: StaticReview[] };

export function getHotelDatabase(signal?: AbortSignal) {
  return api.get<StaticHotel[]>('/DB/HotelDataBase.json', undefined, signal);
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
