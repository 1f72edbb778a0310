/**
 * A room type's secret export address (decision 021): reading it, and rotating it, after which the
 * old address stops working at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarExportWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

const exportPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/calendar`;

export function getCalendarExport(roomId: string, signal?: AbortSignal) {
  return api.get<Envelope<CalendarExportWire>>(exportPath(roomId), undefined, signal);
}

export function useCalendarExport(roomId: string) {
  return useQuery({
    queryKey: adminKeys.calendarExport(roomId),
    queryFn: ({ signal }) => getCalendarExport(roomId, signal),
  });
}

export function rotateCalendarExport(roomId: string) {
  return api.post<Envelope<CalendarExportWire>>(`${exportPath(roomId)}/rotate`);
}

export function useRotateCalendarExport(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateCalendarExport(roomId),
    // The answer is the new address: shown at once, without a second request.
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.calendarExport(roomId), answer),
  });
}
