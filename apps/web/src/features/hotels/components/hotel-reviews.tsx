/** The REVIEWS tab (spec §2): 5 randomly picked reviews, each cut to 180 characters. */
import { REVIEW_TAB_CHARS, truncateWithEllipsis, type ReviewWire } from '@staylane/domain';
import { Spinner } from '@/components/spinner';
import { Stars } from '@/components/stars';
import { formatDay } from '@/lib/format';
import { useHotelReviews } from '../api/get-hotel-reviews';

export function HotelReviewList({ reviews }: { reviews: ReviewWire[] }) {
  if (reviews.length === 0) return <p className="text-slate-600">No reviews yet.</p>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink">{review.user}</p>
            <Stars rating={review.rating} className="text-base" />
          </div>
          <p className="text-xs text-slate-500">{formatDay(review.date)}</p>
          <p className="mt-2 text-sm text-slate-700">
            {truncateWithEllipsis(review.hotelReview, REVIEW_TAB_CHARS)}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function HotelReviews({ hotelId }: { hotelId: string }) {
  const query = useHotelReviews(hotelId);
  if (query.isPending) return <Spinner label="Loading reviews" />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {query.error.message}
      </p>
    );
  return <HotelReviewList reviews={query.data} />;
}
