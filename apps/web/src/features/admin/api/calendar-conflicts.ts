/** GET /api/calendar-conflicts: channel blocks over units that confirmed bookings here hold. */
import { useQuery } from '@tanstack/react-query';
import type { CalendarConflictWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getCalendarConflicts(signal?: AbortSignal) {
  return api.get<Envelope<CalendarConflictWire[]>>('/api/calendar-conflicts', undefined, signal);
}

export function useCalendarConflicts() {
  return useQuery({
    queryKey: adminKeys.calendarConflicts(),
    queryFn: ({ signal }) => getCalendarConflicts(signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
