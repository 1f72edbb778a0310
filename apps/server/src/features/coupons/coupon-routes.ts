import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { couponSchema, errorEnvelopeSchema } from '@staylane/domain';
import { COUPON_RECEIVED, couponForCode, wrongCoupon } from './coupon-repository.js';
import { countCouponGuess } from './coupon-attempts.js';

const couponValidateResponseSchema = z.object({
  message: z.string(),
  data: z.object({ code: z.string(), percent: z.number().int() }),
});

/** Coupon check for the booking page's APPLY button (spec section 4 messages). */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/coupons/validate',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Check a coupon code and answer its extra discount percent',
        description:
          'Every code sent here, to POST /api/holds and to POST /api/checkout counts against ' +
          'one budget per account and per address (429 past it).',
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
      await countCouponGuess(app, request, request.body.code);
      const coupon = await couponForCode(app.db, request.body.code);
      // The schema's code is never empty, so a missing coupon is a wrong one.
      if (!coupon) throw wrongCoupon();
      return { message: COUPON_RECEIVED, data: coupon };
    },
  );
};

export default couponRoutes;
