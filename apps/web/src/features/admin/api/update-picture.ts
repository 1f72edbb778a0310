import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface PictureUpdate {
  userId: string;
  /** An address answered by POST /test-formdata. */
  picture: string;
}

/** PUT /api/users/:id/picture; the new address comes back as `picture` beside `data`. */
export function updatePicture({ userId, picture }: PictureUpdate) {
  return api.put<Envelope<UserWire> & { picture: string }>(`/api/users/${userId}/picture`, {
    picture,
  });
}

export function useUpdatePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.me() }),
  });
}
