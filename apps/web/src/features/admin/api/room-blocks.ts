/**
 * Maintenance blocks from the calendar (decision 020): block units of a room type
 * for nights, and remove an administrator's block. Both change what search offers, so the
 * public hotel pages are refreshed along with the calendar.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { roomBlockBodySchema, RoomBlockWire } from '@staylane/domain';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys, publicHotelKeys } from './keys';

/** The body as the client sends it: the room's id as text (ids travel as text). */
export type RoomBlockRequest = z.input<typeof roomBlockBodySchema>;

export function addRoomBlock(body: RoomBlockRequest) {
  return api.post<Envelope<RoomBlockWire>>('/api/admin/blocks', body);
}

export function removeRoomBlock(id: string) {
  return api.delete<Envelope<RoomBlockWire>>(`/api/admin/blocks/${encodeURIComponent(id)}`);
}

function useRefreshAvailability() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.calendars() }),
      ...publicHotelKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

export function useAddRoomBlock() {
  const refresh = useRefreshAvailability();
  return useMutation({ mutationFn: addRoomBlock, onSuccess: refresh });
}

export function useRemoveRoomBlock() {
  const refresh = useRefreshAvailability();
  return useMutation({ mutationFn: removeRoomBlock, onSuccess: refresh });
}
