/** Live holds for the 'Active Holds' tab (decision 017): the list, and releasing one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminHoldWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getAdminHolds(signal?: AbortSignal) {
  return api.get<Envelope<AdminHoldWire[]>>('/api/admin/holds', undefined, signal);
}

export function useAdminHolds() {
  return useQuery({
    queryKey: adminKeys.holds(),
    queryFn: ({ signal }) => getAdminHolds(signal),
    // Holds lapse by themselves within ten minutes: a list kept longer would mislead.
    staleTime: 0,
    refetchInterval: 30_000,
  });
}

export function releaseAdminHold(id: string) {
  return api.delete<Envelope<{ id: string }>>(`/api/admin/holds/${encodeURIComponent(id)}`);
}

export function useReleaseAdminHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: releaseAdminHold,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.holds() }),
  });
}
