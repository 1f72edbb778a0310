/** A hotel's availability calendar for the 'Calendar' tab (decision 026). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailabilityCalendar } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface CalendarRequest {
  hotelId: string;
  from: string;
  to: string;
}

export function getCalendar({ hotelId, from, to }: CalendarRequest, signal?: AbortSignal) {
  return api.get<Envelope<AvailabilityCalendar>>(
    `/api/admin/hotels/${encodeURIComponent(hotelId)}/calendar`,
    { from, to },
    signal,
  );
}

export const calendarQueryOptions = (request: CalendarRequest) =>
  queryOptions({
    queryKey: [...adminKeys.calendars(), request],
    queryFn: ({ signal }) => getCalendar(request, signal),
    // Moving a week keeps the last grid on screen until the next one arrives.
    placeholderData: keepPreviousData,
    // Holds lapse within minutes and guests book meanwhile: a calendar kept long would mislead.
    staleTime: 0,
    refetchInterval: 60_000,
  });

export function useCalendar(request: CalendarRequest | undefined) {
  return useQuery({
    ...calendarQueryOptions(request ?? { hotelId: '', from: '', to: '' }),
    enabled: request !== undefined,
  });
}
