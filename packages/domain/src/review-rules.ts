/**
 * Verified reviews' limits, labels, texts and reviewer names (decision 024), apart from their
 * zod schemas (schemas/review.ts): the hotel page shows these, and a module is split between
 * chunks whole, so zod came to the hotel page with them (decision 024: first-load budgets).
 */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const REVIEW_HIDE_REASON_MAX = 500;
export const REVIEWS_PAGE_SIZE_DEFAULT = 5;
export const REVIEWS_PAGE_SIZE_MAX = 50;

/** The four sub-scores beside the overall rating, in the order the form and the list show. */
export const REVIEW_SUB_SCORES = ['cleanliness', 'location', 'staff', 'value'] as const;
export type ReviewSubScore = (typeof REVIEW_SUB_SCORES)[number];
export const REVIEW_SCORE_LABELS: Record<'rating' | ReviewSubScore, string> = {
  rating: 'Overall rating',
  cleanliness: 'Cleanliness',
  location: 'Location',
  staff: 'Staff',
  value: 'Value for money',
};

export const REVIEW_TEXTS = {
  textRequired: 'Please write about your stay',
  textTooShort: `Your review must be at least ${REVIEW_TEXT_MIN} characters long`,
  textTooLong: `Your review must be at most ${REVIEW_TEXT_MAX} characters long`,
  scoreRequired: (label: string) => `Please choose a score for ${label.toLowerCase()}`,
  bookingNotFound: 'Booking not found',
  notConfirmed: 'Only a stay that took place can be reviewed; this booking was cancelled',
  beforeCheckOut: 'You can review this stay from your check-out day',
  bookedAfterArrival: 'Only a stay booked before it began can be reviewed',
  hotelGone: 'This hotel no longer exists, so it cannot be reviewed',
  alreadyReviewed: 'You have already reviewed this stay',
  reviewNotFound: 'Review not found',
  replyRequired: 'Please write a reply',
  replyTooLong: `Reply must be at most ${REVIEW_REPLY_MAX} characters long`,
  reasonRequired: 'Reason is required to hide a review',
  reasonTooLong: `Reason must be at most ${REVIEW_HIDE_REASON_MAX} characters long`,
} as const;

/** "Marta Lopes" → "Marta L."; one name stays as it is. */
export function reviewerDisplayName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Guest';
  const [first, ...rest] = parts;
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first!;
}
