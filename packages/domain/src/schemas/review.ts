/**
 * Verified reviews (decision 024): the body of `POST /api/bookings/{id}/review`, the
 * admin's reply and hide bodies, and the review as `GET /api/hotels/{id}/reviews` answers it.
 * The same schemas check the dashboard's review form and the server's routes.
 */
import { z } from 'zod';
import { wireIdSchema } from '../wire/ids';
import { hasNoNul, controlCharactersMessage } from './fields';
import {
  REVIEW_HIDE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TEXTS,
  REVIEWS_PAGE_SIZE_DEFAULT,
  REVIEWS_PAGE_SIZE_MAX,
  REVIEW_SCORE_LABELS,
} from '../review-rules';

/**
 * A score 1–5; numeric text ("4") is read as a number, as every number of our bodies. Missing,
 * null (an unchecked radio group) or anything else gets the one message that names the score.
 */
const score = (label: string) => {
  const message = REVIEW_TEXTS.scoreRequired(label);
  return z
    .union([z.number(), z.string(), z.null()], message)
    .optional()
    .transform((value) =>
      typeof value === 'number'
        ? value
        : typeof value === 'string' && value.trim() !== ''
          ? Number(value)
          : Number.NaN,
    )
    .pipe(z.number(message).int(message).min(1, message).max(5, message));
};

const reviewText = z
  .string(REVIEW_TEXTS.textRequired)
  .refine(hasNoNul, { error: controlCharactersMessage('Your review'), abort: true })
  .trim()
  .min(1, REVIEW_TEXTS.textRequired)
  .min(REVIEW_TEXT_MIN, REVIEW_TEXTS.textTooShort)
  .max(REVIEW_TEXT_MAX, REVIEW_TEXTS.textTooLong);

export const reviewPayloadSchema = z.strictObject(
  {
    rating: score(REVIEW_SCORE_LABELS.rating),
    cleanliness: score(REVIEW_SCORE_LABELS.cleanliness),
    location: score(REVIEW_SCORE_LABELS.location),
    staff: score(REVIEW_SCORE_LABELS.staff),
    value: score(REVIEW_SCORE_LABELS.value),
    text: reviewText,
  },
  'The body must be an object',
);
export type ReviewPayload = z.output<typeof reviewPayloadSchema>;
export type ReviewPayloadInput = z.input<typeof reviewPayloadSchema>;

export const reviewReplyPayloadSchema = z.strictObject(
  {
    text: z
      .string(REVIEW_TEXTS.replyRequired)
      .refine(hasNoNul, { error: controlCharactersMessage('Reply'), abort: true })
      .trim()
      .min(1, REVIEW_TEXTS.replyRequired)
      .max(REVIEW_REPLY_MAX, REVIEW_TEXTS.replyTooLong),
  },
  'The body must be an object',
);
export type ReviewReplyPayload = z.output<typeof reviewReplyPayloadSchema>;

/** Hiding needs a reason (kept for the records); showing again needs none. */
export const reviewHiddenPayloadSchema = z
  .strictObject(
    {
      hidden: z.boolean('hidden must be true or false'),
      reason: z
        .string(REVIEW_TEXTS.reasonRequired)
        .refine(hasNoNul, { error: controlCharactersMessage('Reason'), abort: true })
        .trim()
        .max(REVIEW_HIDE_REASON_MAX, REVIEW_TEXTS.reasonTooLong)
        .optional(),
    },
    'The body must be an object',
  )
  .superRefine((body, ctx) => {
    if (body.hidden && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REVIEW_TEXTS.reasonRequired });
    }
  });
export type ReviewHiddenPayload = z.output<typeof reviewHiddenPayloadSchema>;

export const reviewsPageQuerySchema = z.strictObject({
  page: z.coerce
    .number('page must be a whole number')
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(10_000, 'page is too large')
    .default(1),
  pageSize: z.coerce
    .number('pageSize must be a whole number')
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(REVIEWS_PAGE_SIZE_MAX, `pageSize must be at most ${REVIEWS_PAGE_SIZE_MAX}`)
    .default(REVIEWS_PAGE_SIZE_DEFAULT),
});

/** A published review of `GET /api/hotels/{id}/reviews` (hidden ones appear only to admins). */
export const hotelReviewWireSchema = z.object({
  id: wireIdSchema,
  hotelId: wireIdSchema,
  /** First name and initial ("Marta L."), never an e-mail. */
  user: z.string(),
  rating: z.number().int(),
  /** Null for the seed reviews, which predate sub-scores. */
  cleanliness: z.number().int().nullable(),
  location: z.number().int().nullable(),
  staff: z.number().int().nullable(),
  value: z.number().int().nullable(),
  /** ISO timestamp. */
  date: z.string(),
  hotelReview: z.string(),
  /** True when written by a guest after a stay booked here; false for seed reviews. */
  verified: z.boolean(),
  reply: z.object({ text: z.string(), date: z.string() }).nullable(),
  /** Only admins ever see a hidden review; its reason travels with it. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type HotelReviewWire = z.infer<typeof hotelReviewWireSchema>;

/** One of the caller's past stays and whether it is reviewed (`GET /api/reviews/stays`). */
export const reviewableStayWireSchema = z.object({
  bookingId: wireIdSchema,
  /** open: may be reviewed now; reviewed: done (reviewId names it). */
  status: z.enum(['open', 'reviewed']),
  reviewId: wireIdSchema.nullable(),
});
export type ReviewableStayWire = z.infer<typeof reviewableStayWireSchema>;
