/**
 * A room type's imported channel calendars (decision 021): the list with each feed's health,
 * adding one and removing one. Syncing is in sync-calendar-feed.ts.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedBody, CalendarFeedWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

const feedsPath = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/calendar-feeds`;

export function getCalendarFeeds(roomId: string, signal?: AbortSignal) {
  return api.get<Envelope<CalendarFeedWire[]>>(feedsPath(roomId), undefined, signal);
}

export function useCalendarFeeds(roomId: string) {
  return useQuery({
    queryKey: adminKeys.calendarFeeds(roomId),
    queryFn: ({ signal }) => getCalendarFeeds(roomId, signal),
    // Health moves with every scheduled sync on the server: an old list would mislead.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function addCalendarFeed(roomId: string, body: CalendarFeedBody) {
  return api.post<Envelope<CalendarFeedWire>>(feedsPath(roomId), body);
}

export function useAddCalendarFeed(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarFeedBody) => addCalendarFeed(roomId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.calendarFeeds(roomId) }),
  });
}

export function removeCalendarFeed(id: string) {
  return api.delete<Envelope<unknown>>(`/api/calendar-feeds/${encodeURIComponent(id)}`);
}

export function useRemoveCalendarFeed(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCalendarFeed,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.calendarFeeds(roomId) }),
        // The feed's blocks go with it, and so do the conflicts they made.
        queryClient.invalidateQueries({ queryKey: adminKeys.calendarConflicts() }),
      ]),
  });
}
