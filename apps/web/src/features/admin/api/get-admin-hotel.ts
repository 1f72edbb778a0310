import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The hotel to edit, fresh from the server (not the list's copy, which may be old). */
export function getAdminHotel(id: string, signal?: AbortSignal) {
  return api.get<Envelope<HotelWire>>(`/api/hotels/${id}`, undefined, signal);
}

export const adminHotelQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.hotel(id),
    queryFn: ({ signal }) => getAdminHotel(id, signal),
    staleTime: 0,
  });

export function useAdminHotel(id: string) {
  return useQuery(adminHotelQueryOptions(id));
}
