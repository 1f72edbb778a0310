import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { PaymentProvider } from './payment-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';
import { createStripeProvider } from './stripe-provider.js';

/** Stripe when a secret key is configured, else the built-in sandbox. */
export function paymentProviderFor(config: Config, db: Database): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) return createStripeProvider(config.STRIPE_SECRET_KEY);
  const outage = config.SANDBOX_REFUND_OUTAGE_MS;
  return createSandboxProvider(db, {
    refundsFailUntil: outage === undefined ? undefined : Date.now() + outage,
  });
}
