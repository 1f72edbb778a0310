/**
 * The admin's PUT /api/reviews/:id/reply and PUT /api/reviews/:id/hidden (decision 024). Both
 * refresh the hotel's reviews; hiding also changes the hotel's rating and count.
 */
import type { HotelReviewWire, ReviewHiddenPayload } from '@staylane/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import { hotelReviewsKey } from './get-hotel-reviews';

export function replyToReview(id: string, text: string) {
  return api.put<Envelope<HotelReviewWire>>(`/api/reviews/${encodeURIComponent(id)}/reply`, {
    text,
  });
}

export function setReviewHidden(id: string, body: ReviewHiddenPayload) {
  return api.put<Envelope<HotelReviewWire>>(`/api/reviews/${encodeURIComponent(id)}/hidden`, body);
}

export function useModerateReview(hotelId: string) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: hotelReviewsKey(hotelId) });
    // The rating and count on the hotel's page and cards follow the published reviews.
    await queryClient.invalidateQueries({ queryKey: ['hotel', hotelId] });
    await queryClient.invalidateQueries({ queryKey: ['hotels'] });
  };
  return {
    reply: useMutation({
      mutationFn: ({ id, text }: { id: string; text: string }) => replyToReview(id, text),
      onSuccess: refresh,
    }),
    hide: useMutation({
      mutationFn: ({ id, body }: { id: string; body: ReviewHiddenPayload }) =>
        setReviewHidden(id, body),
      onSuccess: refresh,
    }),
  };
}
