import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponSchema, errorEnvelopeSchema } from '@staylane/domain';
import { COUPON_RECEIVED, WRONG_COUPON, findCoupon } from './coupon-repository.js';
import { notFound } from '../../lib/app-error.js';

const couponValidateResponseSchema = z.object({
  message: z.string(),
  data: z.object({ code: z.string(), percent: z.number().int() }),
});

/** Coupon check for the booking page's APPLY button (spec section 4 messages). */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/coupons/validate',
    {
      // Per client address: the answer tells whether a code exists.
      config: { rateLimit: app.rateLimits.coupon },
      schema: {
        tags: ['coupons'],
        summary: 'Check a coupon code and answer its extra discount percent',
        body: couponSchema,
        response: {
          200: couponValidateResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const coupon = await findCoupon(app.db, request.body.code);
      if (!coupon) throw notFound(WRONG_COUPON);
      return { message: COUPON_RECEIVED, data: coupon };
    },
  );
};

export default couponRoutes;
