/**
 * A home-page review (product §4): the first 100 characters and '...' until READ MORE is
 * pressed; READ MORE toggles the full text, and reads READ LESS while it is shown.
 * The date badge shows the day and month of §3.
 */
import {
  REVIEW_PREVIEW_CHARS,
  reviewDayLabel,
  reviewMonthLabel,
  truncateWithEllipsis,
  type HotelFileReview,
} from '@staylane/domain';
import { useState } from 'react';
import { Stars } from '@/components/stars';

export function ReviewCard({ review, hotelName }: { review: HotelFileReview; hotelName?: string }) {
  const [expanded, setExpanded] = useState(false);
  const long = review.HotelReview.length > REVIEW_PREVIEW_CHARS;
  const text = expanded
    ? review.HotelReview
    : truncateWithEllipsis(review.HotelReview, REVIEW_PREVIEW_CHARS);
  return (
    <article className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-700 text-white">
        <span className="font-display text-xl leading-none font-bold">
          {reviewDayLabel(review.Date)}
        </span>
        <span className="mt-1 text-xs font-semibold tracking-wider uppercase">
          {reviewMonthLabel(review.Date)}
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-ink">{review.User}</h3>
          <Stars rating={review.Rating} className="text-base" />
        </div>
        {hotelName && <p className="text-sm text-slate-500">stayed at {hotelName}</p>}
        <p className="mt-2 text-slate-700" data-testid="review-text">
          {text}
        </p>
        {long && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
            className="mt-2 rounded text-sm font-bold tracking-wide text-brand-700 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            {expanded ? 'READ LESS' : 'READ MORE'}
          </button>
        )}
      </div>
    </article>
  );
}
