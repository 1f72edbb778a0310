/**
 * The booking engine's routes and its payment provider, registered by app.ts in one line:
 * holds, coupons, card tokenisation, checkout and bookings. Routes check the caller in
 * onRequest, before the body is validated, so a stranger learns nothing from validation.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import checkoutRoutes from '../checkout/checkout-routes.js';
import couponRoutes from '../coupons/coupon-routes.js';
import holdRoutes from '../holds/hold-routes.js';
import paymentMethodRoutes from '../payments/payment-method-routes.js';
import paymentsPlugin from '../payments/payments-plugin.js';
import bookingRoutes from './booking-routes.js';

async function bookingEngine(app: FastifyInstance) {
  await app.register(paymentsPlugin);
  await app.register(holdRoutes);
  await app.register(couponRoutes);
  await app.register(paymentMethodRoutes);
  await app.register(checkoutRoutes);
  await app.register(bookingRoutes);
}

// Not encapsulated: main.ts reads `app.paymentProvider` for reconciliation.
export default fp(bookingEngine, { name: 'booking-engine', dependencies: ['auth'] });
