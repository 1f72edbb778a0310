/**
 * Hotel reviews: the spec's list (GET /api/reviews), a hotel's published reviews, a guest's
 * review of their stay, and the admin's reply and hide (decision 024).
 */
import {
  reviewerDisplayName,
  dataEnvelope,
  hotelReviewWireSchema,
  idInputSchema,
  idToWire,
  listEnvelope,
  REVIEW_TEXTS,
  reviewableStayWireSchema,
  reviewHiddenPayloadSchema,
  reviewPayloadSchema,
  reviewReplyPayloadSchema,
  reviewsPageQuerySchema,
  reviewWireSchema,
  ROLE_ADMIN,
  type ReviewWire,
} from '@staylane/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviews } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import {
  confirmedStaysOf,
  hotelExists,
  hotelReviewsPage,
  reviewsOfBookings,
  setReviewHidden,
  setReviewReply,
} from './review-repository.js';
import { hotelReviewToWire } from './review-wire.js';
import { rowSnapshot } from '../audit/index.js';
import { reviewableNow, writeReview } from './write-review.js';

const querySchema = z.strictObject({
  hotelId: idInputSchema('hotelId must be a hotel id').optional(),
});

/**
 * A review as GET /api/reviews shows it (decision 002): ids as text, as every id travels, and
 * the reviewer as every public review names them, first name and initial (decision 024).
 */
function reviewToWire(review: typeof reviews.$inferSelect): ReviewWire {
  return {
    id: idToWire(review.id),
    hotelId: idToWire(review.hotelId),
    user: reviewerDisplayName(review.userName),
    rating: review.rating,
    date: review.date.toISOString(),
    hotelReview: review.body,
  };
}

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Published reviews of every hotel, or of one with ?hotelId=, newest first',
        querystring: querySchema,
        response: { 200: listEnvelope(reviewWireSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { hotelId } = request.query;
      const rows = await app.db
        .select()
        .from(reviews)
        .where(
          and(
            isNull(reviews.hiddenAt),
            hotelId === undefined ? undefined : eq(reviews.hotelId, hotelId),
          ),
        )
        .orderBy(desc(reviews.date), asc(reviews.id));
      return {
        message: 'Reviews',
        data: rows.map(reviewToWire),
      };
    },
  );

  app.get(
    '/api/hotels/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'A hotel’s published reviews, newest first, paged, with sub-scores, reply and verified mark (admins also see hidden ones)',
        params: idParamsSchema,
        querystring: reviewsPageQuerySchema,
        response: { 200: listEnvelope(hotelReviewWireSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const hotelId = request.params.id;
      if (!(await hotelExists(app.db, hotelId))) throw notFound('Hotel not found');
      const caller = await app.optionalUser(request);
      const page = await hotelReviewsPage(app.db, hotelId, {
        ...request.query,
        withHidden: caller?.role === ROLE_ADMIN,
      });
      return { message: 'Reviews', ...page };
    },
  );

  app.get(
    '/api/reviews/stays',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Your past stays that you may review now or have reviewed',
        response: { 200: listEnvelope(reviewableStayWireSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const stays = await confirmedStaysOf(app.db, request.user!.id);
      const reviewed = await reviewsOfBookings(
        app.db,
        stays.map((stay) => stay.id),
      );
      const now = new Date();
      const data = stays
        .filter((stay) => reviewed.has(stay.id) || reviewableNow(stay, stay.timeZone, now))
        .map((stay) => {
          const reviewId = reviewed.get(stay.id);
          return {
            bookingId: idToWire(stay.id),
            status: reviewId === undefined ? ('open' as const) : ('reviewed' as const),
            reviewId: reviewId === undefined ? null : idToWire(reviewId),
          };
        });
      return { message: 'Your stays', data };
    },
  );

  app.post(
    '/api/bookings/:id/review',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['reviews'],
        summary:
          'Review your stay after check-out, once per booking (rating, four sub-scores, text)',
        params: idParamsSchema,
        body: reviewPayloadSchema,
        response: {
          201: dataEnvelope(hotelReviewWireSchema),
          ...errorResponses(400, 401, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const review = await writeReview(app.db, request.user!.id, request.params.id, request.body);
      return reply.status(201).send({ message: 'Thank you for your review', data: review });
    },
  );

  app.put(
    '/api/reviews/:id/reply',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Reply to a review as the hotel (admin); shown under the review',
        params: idParamsSchema,
        body: reviewReplyPayloadSchema,
        response: {
          200: dataEnvelope(hotelReviewWireSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await app.audited(request, async (tx, record) => {
        const before = await rowSnapshot(tx, 'reviews', id);
        const replied = await setReviewReply(tx, id, request.body.text, new Date());
        if (!replied) throw notFound(REVIEW_TEXTS.reviewNotFound);
        const after = await rowSnapshot(tx, 'reviews', id);
        const hotelId = (after?.hotel_id as number | null) ?? null;
        await record({
          action: 'review.reply',
          entityType: 'review',
          entityId: id,
          hotelId,
          before,
          after,
        });
        return replied;
      });
      return { message: 'Reply saved', data: hotelReviewToWire(row) };
    },
  );

  app.put(
    '/api/reviews/:id/hidden',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review with a reason, or show it again (admin)',
        params: idParamsSchema,
        body: reviewHiddenPayloadSchema,
        response: {
          200: dataEnvelope(hotelReviewWireSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { hidden, reason } = request.body;
      const { id } = request.params;
      const row = await app.audited(request, async (tx, record) => {
        const before = await rowSnapshot(tx, 'reviews', id);
        const changed = await setReviewHidden(tx, id, hidden, reason, new Date());
        if (!changed) throw notFound(REVIEW_TEXTS.reviewNotFound);
        const after = await rowSnapshot(tx, 'reviews', id);
        const hotelId = (after?.hotel_id as number | null) ?? null;
        const action = hidden ? 'review.hide' : 'review.show';
        await record({ action, entityType: 'review', entityId: id, hotelId, before, after });
        return changed;
      });
      return { message: hidden ? 'Review hidden' : 'Review shown', data: hotelReviewToWire(row) };
    },
  );
};

export default reviewRoutes;
