import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutResponseSchema, errorEnvelopeSchema } from '@staylane/domain';
import { authorizeCheckout } from './checkout-service.js';

const checkoutBodySchema = z.object({
  /** A payment-method id: `pm_…` from POST /api/payment-methods or from Stripe.js. */
  paymentMethod: z
    .string({ error: 'Choose a payment method' })
    .min(1, 'Choose a payment method')
    .max(255),
  /** The final price in cents as the client computed it; checked against the server's. */
  amount: z
    .number({ error: 'Give the amount in cents' })
    .int('Give the amount in cents')
    .nonnegative(),
  source: z.string().max(255).nullish(),
  holdId: z.string({ error: 'Hold the room before paying' }).min(1).max(64),
  coupon: z.string().max(64).nullish(),
});

const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/checkout',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Authorize the card for the price of your hold',
        body: checkoutBodySchema,
        response: {
          200: checkoutResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          422: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
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
