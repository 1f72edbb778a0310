import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Every user; the dashboard pages them itself (5 per page, product §9). */
export function getUsers(signal?: AbortSignal) {
  return api.get<Envelope<UserWire[]>>('/api/users', undefined, signal);
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.users(),
    queryFn: ({ signal }) => getUsers(signal),
    staleTime: 0,
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
