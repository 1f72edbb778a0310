/**
 * The signed-in user's own record with their bookings (GET /api/users/me). Shared because the
 * booking page prefills its traveller form from it and the dashboard shows and edits it; both
 * invalidate the same key after a change.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserWithBookingsWire } from '@staylane/domain';
import { api, type Envelope } from './api-client';

export const currentUserQueryKey = ['users', 'me'] as const;

export function getCurrentUser(signal?: AbortSignal) {
  return api.get<Envelope<UserWithBookingsWire>>('/api/users/me', undefined, signal);
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    select: (answer) => answer.data,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
