/** GET /api/users/me/sessions: the devices signed in to this account (decision 013). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

export const sessionsQueryKey = ['users', 'me', 'sessions'] as const;

export function getSessions(signal?: AbortSignal) {
  return api.get<Envelope<SessionWire[]>>('/api/users/me/sessions', undefined, signal);
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) => getSessions(signal),
    select: (answer) => answer.data,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
