/**
 * A room type's rate plans (decision 045): the list, adding one, changing one (taking it off
 * sale is a change) and deleting one. Every change shows in the rates grid and the public
 * pages, so both are refreshed with the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ratePlanBodySchema, ratePlanPatchSchema, RatePlanWire } from '@staylane/domain';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys, publicHotelKeys } from './keys';

export type RatePlanRequest = z.input<typeof ratePlanBodySchema>;
export type RatePlanPatchRequest = z.input<typeof ratePlanPatchSchema>;

const plansPath = (roomId: string) => `/api/admin/rooms/${roomId}/rate-plans`;
const planPath = (id: string) => `/api/admin/rate-plans/${id}`;

export function getRatePlans(roomId: string, signal?: AbortSignal) {
  return api.get<Envelope<RatePlanWire[]>>(plansPath(roomId), undefined, signal);
}

export function useRatePlans(roomId: string) {
  return useQuery({
    queryKey: adminKeys.ratePlans(roomId),
    queryFn: ({ signal }) => getRatePlans(roomId, signal),
  });
}

export function createRatePlan(roomId: string, body: RatePlanRequest) {
  return api.post<Envelope<RatePlanWire>>(plansPath(roomId), body);
}

export function updateRatePlan(id: string, body: RatePlanPatchRequest) {
  return api.patch<Envelope<RatePlanWire>>(planPath(id), body);
}

export function deleteRatePlan(id: string) {
  return api.delete<Envelope<RatePlanWire>>(planPath(id));
}

function useRefreshPlans(roomId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.ratePlans(roomId) }),
      queryClient.invalidateQueries({ queryKey: adminKeys.rates() }),
      ...publicHotelKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
}

export function useCreateRatePlan(roomId: string) {
  const refresh = useRefreshPlans(roomId);
  return useMutation({
    mutationFn: (body: RatePlanRequest) => createRatePlan(roomId, body),
    onSuccess: refresh,
  });
}

export function useUpdateRatePlan(roomId: string) {
  const refresh = useRefreshPlans(roomId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RatePlanPatchRequest }) =>
      updateRatePlan(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteRatePlan(roomId: string) {
  const refresh = useRefreshPlans(roomId);
  return useMutation({ mutationFn: deleteRatePlan, onSuccess: refresh });
}
