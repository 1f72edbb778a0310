import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idToWire, roleChangeSchema, type RoleChangeInput, type UserWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

/** PUT /api/users/:id/role with the spec's body; 409 when it would remove the last admin. */
export function changeUserRole(input: RoleChangeInput) {
  const body = roleChangeSchema.parse(input);
  return api.put<Envelope<UserWire>>(`/api/users/${body.userId}/role`, {
    userId: idToWire(body.userId),
    newRole: body.newRole,
  });
}

export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserRole,
    // The list reloads after a role change (product §4).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
