import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/users/:id/password with the new password. */
export function changePassword({ id, password }: { id: string; password: string }) {
  return api.put<{ message: string }>(`/api/users/${id}/password`, { password });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
