/**
 * Stripe (used when STRIPE_SECRET_KEY is set): PaymentIntents with manual capture, so the card
 * is only authorized at checkout and captured once the booking is recorded. Cards are
 * tokenised in the browser by Stripe.js; card data never reaches our server. Every call sends
 * our idempotency key. Kept thin: it cannot be exercised offline.
 */
import Stripe from 'stripe';
import { PaymentDeclinedError, captureDeclined, type PaymentProvider } from './payment-provider.js';

function isCardError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeCardError;
}

export function createStripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2 });
  return {
    name: 'stripe',

    async authorize({ amountCents, paymentMethodId, idempotencyKey, description }) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            payment_method: paymentMethodId,
            capture_method: 'manual',
            confirm: true,
            description,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method'],
          },
          { idempotencyKey },
        );
        if (intent.status !== 'requires_capture') throw new PaymentDeclinedError();
        const method = intent.payment_method;
        const card = typeof method === 'object' && method ? method.card : undefined;
        return { id: intent.id, brand: card?.brand ?? 'card', last4: card?.last4 ?? '' };
      } catch (error) {
        if (isCardError(error)) throw new PaymentDeclinedError();
        throw error;
      }
    },

    async capture(id, { idempotencyKey }) {
      try {
        await stripe.paymentIntents.capture(id, {}, { idempotencyKey });
      } catch (error) {
        if (isCardError(error)) throw captureDeclined();
        throw error;
      }
    },

    async void(id, { idempotencyKey }) {
      await stripe.paymentIntents.cancel(id, {}, { idempotencyKey });
    },

    async refund(id, { idempotencyKey }) {
      await stripe.refunds.create({ payment_intent: id }, { idempotencyKey });
    },
  };
}
