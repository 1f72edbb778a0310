/**
 * Card tokenisation for the sandbox provider: the card data comes here once and only a
 * payment-method id travels afterwards. Nothing but brand and last four digits is kept, and
 * the request body is never logged (Fastify logs no bodies; validation answers name fields,
 * never values).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import {
  cardSchema,
  dataEnvelope,
  errorEnvelopeSchema,
  paymentMethodWireSchema,
} from '@staylane/domain';

const paymentMethodResponseSchema = dataEnvelope(paymentMethodWireSchema);

const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment-methods',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Tokenise a card with the sandbox provider',
        body: cardSchema,
        response: {
          201: paymentMethodResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const provider = app.paymentProvider;
      if (!provider.createPaymentMethod) {
        throw new AppError(
          409,
          'TOKENISE_WITH_PROVIDER',
          `Cards are entered with ${provider.name}`,
        );
      }
      const { number, expMonth, expYear, cvc } = request.body;
      const card = await provider.createPaymentMethod({ number, expMonth, expYear, cvc });
      return reply.status(201).send({ message: 'Card accepted', data: card });
    },
  );
};

export default paymentMethodRoutes;
