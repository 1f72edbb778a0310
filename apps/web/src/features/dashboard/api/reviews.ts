/**
 * GET /api/reviews/stays (which past stays may be reviewed, which are done) and POST
 * /api/bookings/:id/review (decision 024). A new review refreshes the stays and the hotel's
 * reviews, rating and count wherever they are cached.
 */
import type { HotelReviewWire, ReviewableStayWire, ReviewPayloadInput } from '@staylane/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';

export const reviewStaysQueryKey = ['reviews', 'stays'] as const;

export function getReviewStays(signal?: AbortSignal) {
  return api.get<Envelope<ReviewableStayWire[]>>('/api/reviews/stays', undefined, signal);
}

export const reviewStaysQueryOptions = () =>
  queryOptions({
    queryKey: reviewStaysQueryKey,
    queryFn: ({ signal }) => getReviewStays(signal),
    select: (answer) => new Map(answer.data.map((stay) => [stay.bookingId, stay])),
  });

export function useReviewStays() {
  return useQuery(reviewStaysQueryOptions());
}

export function writeReview(bookingId: string, review: ReviewPayloadInput) {
  return api.post<Envelope<HotelReviewWire>>(
    `/api/bookings/${encodeURIComponent(bookingId)}/review`,
    review,
  );
}

export function useWriteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, review }: { bookingId: string; review: ReviewPayloadInput }) =>
      writeReview(bookingId, review),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: reviewStaysQueryKey });
      // The hotel's page keys (features/hotels): its reviews, and its rating and count.
      await queryClient.invalidateQueries({ queryKey: ['hotel-reviews', data.hotelId] });
      await queryClient.invalidateQueries({ queryKey: ['hotel', data.hotelId] });
      await queryClient.invalidateQueries({ queryKey: ['hotels'] });
    },
  });
}
