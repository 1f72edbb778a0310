/**
 * GET /api/bookings/:id/cancellation (what cancelling now refunds) and POST
 * /api/bookings/:id/cancel. Cancelling refreshes the user, whose bookings the tab lists.
 */
import type { BookingWire, CancellationQuoteWire } from '@staylane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export function getCancellationQuote(id: string) {
  return api.get<Envelope<CancellationQuoteWire>>(
    `/api/bookings/${encodeURIComponent(id)}/cancellation`,
  );
}

export function cancelBooking(id: string) {
  return api.post<Envelope<BookingWire>>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {});
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
