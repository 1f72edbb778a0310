/**
 * Makes the configured payment provider available as `app.paymentProvider`. Not
 * encapsulated (fastify-plugin): the booking routes and server.ts (reconciliation) read it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider.js';
import { paymentProviderFor } from './payment-provider-for.js';

declare module 'fastify' {
  interface FastifyInstance {
    paymentProvider: PaymentProvider;
  }
}

export default fp(
  async function paymentsPlugin(app: FastifyInstance) {
    app.decorate('paymentProvider', paymentProviderFor(app.config, app.db));
  },
  { name: 'payments', decorators: { fastify: ['config', 'db'] } },
);
