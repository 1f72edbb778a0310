import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelPayloadInput, HotelWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { invalidateHotelLists } from './invalidate-hotels';

/** POST /api/hotels with the rooms in `Rooms.create` (product §7); 201 with the new hotel. */
export function createHotel(payload: HotelPayloadInput) {
  return api.post<Envelope<HotelWire>>('/api/hotels', payload);
}

export function useCreateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHotel,
    onSuccess: () => invalidateHotelLists(queryClient),
  });
}
