/** The one mapping from review rows to the wire of `GET /api/hotels/{id}/reviews`. */
import { idToWire, reviewerDisplayName, type HotelReviewWire } from '@staylane/domain';
import type { reviews } from '../../db/schema.js';

export type ReviewRow = typeof reviews.$inferSelect;

export function hotelReviewToWire(review: ReviewRow): HotelReviewWire {
  return {
    id: idToWire(review.id),
    hotelId: idToWire(review.hotelId),
    user: reviewerDisplayName(review.userName),
    rating: review.rating,
    cleanliness: review.cleanliness,
    location: review.location,
    staff: review.staff,
    value: review.value,
    date: review.date.toISOString(),
    hotelReview: review.body,
    verified: review.bookingId !== null,
    reply:
      review.replyText && review.replyAt
        ? { text: review.replyText, date: review.replyAt.toISOString() }
        : null,
    hidden: review.hiddenAt !== null,
    hiddenReason: review.hiddenAt === null ? null : review.hiddenReason,
  };
}
