import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/**
 * PUT /api/users/:id/password with the current password (left out after a provisional-password
 * login) and the new one. The server ends the other sessions, so the list is refreshed.
 */
export function changePassword({
  id,
  currentPassword,
  password,
}: {
  id: string;
  currentPassword?: string;
  password: string;
}) {
  return api.put<{ message: string }>(`/api/users/${id}/password`, {
    ...(currentPassword ? { currentPassword } : {}),
    password,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
