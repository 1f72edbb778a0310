import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput, UserWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

/** PUT /api/users/:id with the profile fields (the e-mail cannot change). */
export function updateProfile({ id, profile }: { id: string; profile: ProfileInput }) {
  return api.put<Envelope<UserWire>>(`/api/users/${id}`, profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
