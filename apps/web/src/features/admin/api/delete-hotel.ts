import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateHotelLists } from './invalidate-hotels';

/** DELETE /api/hotels/:id; 409 while the hotel has upcoming bookings. */
export function deleteHotel(id: string) {
  return api.delete<Envelope<{ id: string }>>(`/api/hotels/${id}`);
}

export function useDeleteHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHotel,
    onSuccess: () => invalidateHotelLists(queryClient),
  });
}
