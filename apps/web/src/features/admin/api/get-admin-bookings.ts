/**
 * GET /api/admin/bookings: the reservations matching the admin's search and filters, sorted,
 * one page (decision 023). The CSV export takes the same query, every page.
 */
import type { AdminBookingListResponse } from '@staylane/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withParams, type QueryParams } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The fields of `adminBookingQuerySchema` as the filters hold them ('' for no filter). */
export interface AdminBookingSearch {
  q: string;
  status: string;
  hotelId: string;
  stayFrom: string;
  stayTo: string;
  createdFrom: string;
  createdTo: string;
  /** column:direction */
  sort: string;
  page: number;
  pageSize: number;
}

/** The query string's fields; empty ones are left out by `withParams`. */
function searchParams({ page, pageSize, ...filters }: AdminBookingSearch): QueryParams {
  return { ...filters, q: filters.q.trim(), page, pageSize };
}

export function getAdminBookings(search: AdminBookingSearch, signal?: AbortSignal) {
  return api.get<AdminBookingListResponse>('/api/admin/bookings', searchParams(search), signal);
}

/** The address of the CSV file of every booking the search finds (no page). */
export function adminBookingsCsvHref(search: AdminBookingSearch): string {
  const params = searchParams(search);
  delete params.page;
  delete params.pageSize;
  return withParams('/api/admin/bookings.csv', params);
}

export const adminBookingsQueryOptions = (search: AdminBookingSearch) =>
  queryOptions({
    queryKey: [...adminKeys.bookings(), 'search', search],
    queryFn: ({ signal }) => getAdminBookings(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminBookings(search: AdminBookingSearch) {
  return useQuery(adminBookingsQueryOptions(search));
}
