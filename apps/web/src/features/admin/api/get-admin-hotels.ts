import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_HOTELS_PER_PAGE, type AdminSearchField, type HotelWire } from '@staylane/domain';
import { api, type ListMeta } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface AdminHotelSearch {
  /** Text to look for; empty lists every hotel. */
  q: string;
  field: AdminSearchField;
  /** 1-based. */
  page: number;
}

export interface AdminHotelsPage {
  message: string;
  data: HotelWire[];
  meta: ListMeta;
}

/** The admin list: GET /api/admin/hotels?q=&field=&page=&pageSize=10 (the server searches). */
export function getAdminHotels(search: AdminHotelSearch, signal?: AbortSignal) {
  return api.get<AdminHotelsPage>(
    '/api/admin/hotels',
    {
      q: search.q.trim() || undefined,
      field: search.field,
      page: search.page,
      pageSize: ADMIN_HOTELS_PER_PAGE,
    },
    signal,
  );
}

export const adminHotelsQueryOptions = (search: AdminHotelSearch) =>
  queryOptions({
    queryKey: [...adminKeys.hotels(), search],
    queryFn: ({ signal }) => getAdminHotels(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminHotels(search: AdminHotelSearch) {
  return useQuery(adminHotelsQueryOptions(search));
}
