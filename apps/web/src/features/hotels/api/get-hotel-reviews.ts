/**
 * GET /api/hotels/:id/reviews: the hotel's published reviews, newest first, a page at a time
 * (decision 024). An admin's token brings hidden ones too, marked, so they can be shown again.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { REVIEWS_PAGE_SIZE_DEFAULT, type HotelReviewWire, type ListMeta } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

type ReviewsPage = Envelope<HotelReviewWire[]> & { meta: ListMeta };

/** Every key of a hotel's reviews starts so: writes invalidate by it. */
export const hotelReviewsKey = (hotelId: string) => ['hotel-reviews', hotelId] as const;

export function getHotelReviews(hotelId: string, page: number, signal?: AbortSignal) {
  return api.get<ReviewsPage>(
    `/api/hotels/${encodeURIComponent(hotelId)}/reviews`,
    { page, pageSize: REVIEWS_PAGE_SIZE_DEFAULT },
    signal,
  );
}

export const hotelReviewsQueryOptions = (hotelId: string, asAdmin: boolean) =>
  infiniteQueryOptions({
    queryKey: [...hotelReviewsKey(hotelId), asAdmin ? 'admin' : 'public'],
    queryFn: ({ signal, pageParam }) => getHotelReviews(hotelId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.page < last.meta.pageCount ? last.meta.page + 1 : undefined,
  });

export function useHotelReviews(hotelId: string, asAdmin: boolean) {
  return useInfiniteQuery(hotelReviewsQueryOptions(hotelId, asAdmin));
}
