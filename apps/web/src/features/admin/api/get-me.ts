import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserWithBookingsWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The signed-in admin, for the profile block's name and picture. */
export function getMe(signal?: AbortSignal) {
  return api.get<Envelope<UserWithBookingsWire>>('/api/users/me', undefined, signal);
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
  });

export function useMe() {
  return useQuery(meQueryOptions());
}
