/** POST /api/bookings/:id/cancel as an admin, with the reason the guest's mail gives. */
import type { BookingWire } from '@staylane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export function cancelReservation({ id, reason }: { id: string; reason: string }) {
  return api.post<Envelope<BookingWire>>(`/api/bookings/${encodeURIComponent(id)}/cancel`, {
    reason,
  });
}

export function useCancelReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelReservation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.bookings() }),
  });
}
