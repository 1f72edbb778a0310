import { queryOptions, useQuery } from '@tanstack/react-query';
import { REVIEW_TAB_COUNT, type ReviewWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { pickRandom } from '../utils/pick-random';

/** Module-level so the random pick happens once per fetch, not on every render. */
const pickShown = (answer: Envelope<ReviewWire[]>) => pickRandom(answer.data, REVIEW_TAB_COUNT);

export function getHotelReviews(hotelId: string, signal?: AbortSignal) {
  return api.get<Envelope<ReviewWire[]>>('/api/reviews', { hotelId }, signal);
}

export const hotelReviewsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: ['reviews', hotelId],
    queryFn: ({ signal }) => getHotelReviews(hotelId, signal),
    select: pickShown,
  });

export function useHotelReviews(hotelId: string) {
  return useQuery(hotelReviewsQueryOptions(hotelId));
}
