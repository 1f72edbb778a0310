import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { paymentProviderFor } from './payment-provider-for.js';

// Which provider is chosen; the Stripe provider's behaviour is in stripe-provider.test.ts.
describe('payment provider selection', () => {
  const db = {} as Database;
  it('uses the sandbox without a Stripe key', () => {
    expect(paymentProviderFor(loadConfig({}), db).name).toBe('sandbox');
  });
  it('uses Stripe when STRIPE_SECRET_KEY is set, and tokenises no cards on our server', () => {
    const provider = paymentProviderFor(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' }), db);
    expect(provider.name).toBe('stripe');
    expect(provider.createPaymentMethod).toBeUndefined();
  });
});
