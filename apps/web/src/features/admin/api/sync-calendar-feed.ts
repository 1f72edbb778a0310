/** POST /api/calendar-feeds/{id}/sync: read the channel's calendar now; answers the new health. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export function syncCalendarFeed(id: string) {
  return api.post<Envelope<CalendarFeedWire>>(`/api/calendar-feeds/${encodeURIComponent(id)}/sync`);
}

export function useSyncCalendarFeed(roomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCalendarFeed,
    onSuccess: ({ data: synced }) =>
      queryClient.setQueryData<Envelope<CalendarFeedWire[]>>(
        adminKeys.calendarFeeds(roomId),
        (list) =>
          list && {
            ...list,
            data: list.data.map((feed) => (feed.id === synced.id ? synced : feed)),
          },
      ),
    // New blocks may collide with bookings, and old ones may have gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.calendarConflicts() }),
  });
}
