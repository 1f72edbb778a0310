import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserWire } from '@staylane/domain';
import { api, request, type Envelope } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

/** The field name the spec's profile picture upload uses. */
export const PICTURE_FIELD = 'file:0';

/**
 * Stores the image (POST /test-formdata answers `{ 'file:0': '/uploads/…' }`), then makes it
 * the user's picture (PUT /api/users/:id/picture).
 */
export async function uploadPicture({ id, file }: { id: string; file: File }) {
  const body = new FormData();
  body.append(PICTURE_FIELD, file);
  const stored = await request<Record<string, string>>('/test-formdata', { method: 'POST', body });
  const picture = stored[PICTURE_FIELD];
  if (!picture) throw new Error('The picture could not be stored.');
  return api.put<Envelope<UserWire>>(`/api/users/${id}/picture`, { picture });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
