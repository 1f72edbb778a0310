/** GET /api/admin/bookings/:id: one booking with its payments, mails and history. */
import type { AdminBookingDetail } from '@staylane/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminBooking(id: string, signal?: AbortSignal) {
  return api.get<Envelope<AdminBookingDetail>>(
    `/api/admin/bookings/${encodeURIComponent(id)}`,
    undefined,
    signal,
  );
}

export const adminBookingQueryOptions = (id: string) =>
  queryOptions({
    // Under the bookings key, so a cancellation refreshes the open detail too.
    queryKey: [...adminKeys.bookings(), 'detail', id],
    queryFn: ({ signal }) => getAdminBooking(id, signal),
    staleTime: 0,
  });

export function useAdminBooking(id: string | undefined) {
  return useQuery({ ...adminBookingQueryOptions(id ?? ''), enabled: id !== undefined });
}
