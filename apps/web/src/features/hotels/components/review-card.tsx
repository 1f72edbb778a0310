/** One review of the REVIEWS tab: who, when, the scores, the text, the hotel's reply. */
import {
  REVIEW_SCORE_LABELS,
  REVIEW_SUB_SCORES,
  REVIEW_TAB_CHARS,
  truncateWithEllipsis,
  type HotelReviewWire,
} from '@staylane/domain';
import { lazy, Suspense, useId, useState } from 'react';
import { Stars } from '@/components/stars';
import { formatDay } from '@/lib/format';

/**
 * Only an admin sees it, and its zod schemas would bring zod to every visitor's first load of
 * the hotel page (decision 024: first-load budgets).
 */
const ReviewModeration = lazy(() =>
  import('./review-moderation').then((module) => ({ default: module.ReviewModeration })),
);

export const VERIFIED_STAY = 'Verified stay';

function VerifiedMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <span aria-hidden="true">✓</span>
      {VERIFIED_STAY}
    </span>
  );
}

interface ReviewCardProps {
  review: HotelReviewWire;
  hotelId: string;
  admin: boolean;
}

export function ReviewCard({ review, hotelId, admin }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const long = review.hotelReview.length > REVIEW_TAB_CHARS;
  const scores = REVIEW_SUB_SCORES.flatMap((key) =>
    review[key] === null ? [] : [[REVIEW_SCORE_LABELS[key], review[key]] as const],
  );
  return (
    <li
      className={`rounded-xl p-4 ring-1 ${review.hidden ? 'bg-amber-50 ring-amber-300' : 'bg-slate-50 ring-slate-200'}`}
      data-testid="review"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {review.user}
          {review.verified && <VerifiedMark />}
        </p>
        <Stars rating={review.rating} className="text-base" />
      </div>
      <p className="text-xs text-slate-600">{formatDay(review.date)}</p>
      {review.hidden && (
        <p className="mt-2 text-sm font-semibold text-amber-900">
          Hidden from guests{review.hiddenReason ? `: ${review.hiddenReason}` : ''}
        </p>
      )}
      {scores.length > 0 && (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {scores.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-2 sm:flex-col sm:justify-start">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold whitespace-nowrap text-ink">{value} / 5</dd>
            </div>
          ))}
        </dl>
      )}
      <p id={textId} className="mt-3 text-sm whitespace-pre-line text-slate-700">
        {expanded || !long
          ? review.hotelReview
          : truncateWithEllipsis(review.hotelReview, REVIEW_TAB_CHARS)}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
          className="mt-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-accent-500"
        >
          {expanded ? 'Read less' : 'Read more'}
        </button>
      )}
      {review.reply && (
        <div className="mt-3 border-l-4 border-brand-300 bg-white p-3 text-sm">
          <p className="font-semibold text-ink">
            Response from the hotel{' '}
            <span className="font-normal text-slate-600">· {formatDay(review.reply.date)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.reply.text}</p>
        </div>
      )}
      {admin && (
        <Suspense fallback={null}>
          <ReviewModeration review={review} hotelId={hotelId} />
        </Suspense>
      )}
    </li>
  );
}
