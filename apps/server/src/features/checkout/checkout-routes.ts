import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  errorEnvelopeSchema,
} from '@staylane/domain';
import { countCouponGuess } from '../coupons/index.js';
import { authorizeCheckout } from './checkout-service.js';

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/checkout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Authorize the card for the price of your hold',
        body: checkoutRequestSchema,
        response: {
          200: checkoutResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      // Refusing the client's amount for a code tells that the code exists: a guess (decision
      // 038), counted whatever the hold.
      await countCouponGuess(app, request, request.body.coupon);
      const payment = await authorizeCheckout(app.db, app.paymentProvider, {
        userId: request.user!.id,
        holdId: request.body.holdId,
        paymentMethodId: request.body.paymentMethod,
        amountCents: request.body.amount,
        coupon: request.body.coupon,
      });
      // 'succeeded' is the status the spec's client waits for before it posts the booking.
      return {
        message: 'Payment authorized',
        payment: { id: payment.id, status: 'succeeded', amount: payment.amountCents },
      };
    },
  );
};

export default checkoutRoutes;
