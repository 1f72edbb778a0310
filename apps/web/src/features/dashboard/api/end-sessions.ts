/**
 * DELETE /api/users/me/sessions/:id (sign out one device) and DELETE /api/users/me/sessions
 * (every device but this one). Both refresh the list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export function endSession(id: string) {
  return api.delete<{ message: string }>(`/api/users/me/sessions/${encodeURIComponent(id)}`);
}

export function endOtherSessions() {
  return api.delete<{ message: string; data: { ended: number } }>('/api/users/me/sessions');
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
