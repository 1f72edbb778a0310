import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export function deleteUser(id: string) {
  return api.delete<Envelope<{ id: string }>>(`/api/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    // The list reloads after a delete (product §4); bookings keep their records.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
