/**
 * Stripe (used when STRIPE_SECRET_KEY is set): PaymentIntents with manual capture, so the card
 * is only authorized at checkout and captured once the booking is recorded. Cards are
 * tokenised in the browser by Stripe.js (the booking page's Stripe card form): only the
 * PaymentMethod id (pm_…) reaches our server. Every call that moves money sends our
 * idempotency key, so a retried call never moves it twice.
 */
import Stripe from 'stripe';
import { PaymentDeclinedError, captureDeclined, type PaymentProvider } from './payment-provider.js';

export const CARD_AUTHENTICATION_REQUIRED =
  'This card needs extra authentication, which Staylane does not support yet. Please try another card.';

/** Where the Stripe API is: its real address by default, a local fake in tests. */
export interface StripeConnection {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  maxNetworkRetries?: number;
}

function isCardError(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeCardError;
}

/** Brand and last four digits from the intent's expanded payment method, else its charge. */
function cardOf(intent: Stripe.PaymentIntent): { brand: string; last4: string } {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const card = method?.card ?? charge?.payment_method_details?.card ?? undefined;
  return { brand: card?.brand ?? 'card', last4: card?.last4 ?? '' };
}

export function createStripeProvider(
  secretKey: string,
  connection: StripeConnection = {},
): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...connection });

  /**
   * An intent that did not reach requires_capture holds no money, but is cancelled so it does
   * not linger in the dashboard. A failed cancel changes nothing for the traveller: the
   * refusal stands, and Stripe ends abandoned intents by itself.
   */
  async function abandon(id: string, idempotencyKey: string) {
    try {
      await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `${idempotencyKey}:cancel` });
    } catch {
      // See above: nothing was reserved.
    }
  }

  return {
    name: 'stripe',

    async authorize({ amountCents, paymentMethodId, idempotencyKey, description }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            payment_method: paymentMethodId,
            capture_method: 'manual',
            confirm: true,
            description,
            // A card never redirects; without redirects no return_url is needed.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            expand: ['payment_method', 'latest_charge'],
          },
          { idempotencyKey },
        );
      } catch (error) {
        if (isCardError(error)) throw new PaymentDeclinedError();
        throw error;
      }
      if (intent.status === 'requires_capture') return { id: intent.id, ...cardOf(intent) };
      // 3-D Secure would need the browser to confirm the intent (stripe.handleNextAction);
      // the checkout contract has no step for that yet, so the card is refused clearly.
      await abandon(intent.id, idempotencyKey);
      if (intent.status === 'requires_action') {
        throw new PaymentDeclinedError(
          CARD_AUTHENTICATION_REQUIRED,
          'CARD_AUTHENTICATION_REQUIRED',
        );
      }
      throw new PaymentDeclinedError();
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

    async refund(id, { idempotencyKey, amountCents }) {
      const refund = await stripe.refunds.create(
        { payment_intent: id, ...(amountCents === undefined ? {} : { amount: amountCents }) },
        { idempotencyKey },
      );
      return { id: refund.id };
    },
  };
}
