/**
 * Card tokenisation for the sandbox provider: the card data comes here once and only a
 * payment-method id travels afterwards. Nothing but brand and last four digits is kept, and
 * the request body is never logged (Fastify logs no bodies; validation answers name fields,
 * never values).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { dataEnvelope, errorEnvelopeSchema, paymentMethodWireSchema } from '@staylane/domain';
import { CARD_MESSAGES } from './sandbox-cards.js';

const EXP_MESSAGE = "Your card's expiration date is invalid.";

export const paymentMethodBodySchema = z.object({
  number: z.string({ error: CARD_MESSAGES.number }).max(32, CARD_MESSAGES.number),
  /** MM/YY or MM/YYYY, as the card shows it. */
  exp: z
    .string({ error: EXP_MESSAGE })
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, EXP_MESSAGE),
  cvc: z.string({ error: CARD_MESSAGES.cvc }).max(8, CARD_MESSAGES.cvc),
});

const paymentMethodResponseSchema = dataEnvelope(paymentMethodWireSchema);

const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payment-methods',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Tokenise a card with the sandbox provider',
        body: paymentMethodBodySchema,
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
      const [month, year] = request.body.exp.split('/').map((part) => Number(part.trim()));
      const card = await provider.createPaymentMethod({
        number: request.body.number,
        expMonth: month!,
        expYear: year!,
        cvc: request.body.cvc,
      });
      return reply.status(201).send({ message: 'Card accepted', data: card });
    },
  );
};

export default paymentMethodRoutes;
