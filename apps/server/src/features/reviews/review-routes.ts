/** Hotel reviews (spec section 7): every review, or one hotel's with ?hotelId=. */
import {
  idInputSchema,
  idToWire,
  listEnvelope,
  reviewWireSchema,
  type ReviewWire,
} from '@staylane/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviews } from '../../db/schema.js';
import { errorResponses } from '../../lib/route-schemas.js';

const querySchema = z.strictObject({
  hotelId: idInputSchema('hotelId must be a hotel id').optional(),
});

/** A review as GET /api/reviews shows it (decision 002): ids as text, as every id travels. */
function reviewToWire(review: typeof reviews.$inferSelect): ReviewWire {
  return {
    id: idToWire(review.id),
    hotelId: idToWire(review.hotelId),
    user: review.userName,
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
        summary: 'Reviews of every hotel, or of one with ?hotelId=, newest first',
        querystring: querySchema,
        response: { 200: listEnvelope(reviewWireSchema), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { hotelId } = request.query;
      const rows = await app.db
        .select()
        .from(reviews)
        .where(hotelId === undefined ? undefined : eq(reviews.hotelId, hotelId))
        .orderBy(desc(reviews.date), asc(reviews.id));
      return {
        message: 'Reviews',
        data: rows.map(reviewToWire),
      };
    },
  );
};

export default reviewRoutes;
