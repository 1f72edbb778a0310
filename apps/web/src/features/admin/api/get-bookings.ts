import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_PER_PAGE, type BookingWire } from '@staylane/domain';
import { api, type ListMeta } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface BookingsPage {
  message: string;
  data: BookingWire[];
  meta?: ListMeta;
}

/** Every reservation, newest first, 5 per page, each with its payment. */
export function getBookings(page: number, signal?: AbortSignal) {
  return api.get<BookingsPage>('/api/bookings', { page, pageSize: ADMIN_LIST_PER_PAGE }, signal);
}

export const bookingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.bookings(), page],
    queryFn: ({ signal }) => getBookings(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBookings(page: number) {
  return useQuery(bookingsQueryOptions(page));
}
