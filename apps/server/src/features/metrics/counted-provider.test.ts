import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PaymentDeclinedError, type PaymentProvider } from '../payments/index.js';
import { countedProvider } from './counted-provider.js';

describe('the payment provider, counted', () => {
  it('counts each call by operation and outcome, and answers and throws as the provider does', async () => {
    const registry = new Registry();
    const calls = new Counter({
      name: 'calls',
      help: 'calls',
      labelNames: ['provider', 'operation', 'outcome'] as const,
      registers: [registry],
    });
    const provider = {
      name: 'sandbox',
      authorize: async () => ({ id: 'pi_1' }),
      capture: async () => {
        throw new PaymentDeclinedError();
      },
      void: async () => {
        throw new Error('connection reset');
      },
      refund: async () => ({ id: 're_1' }),
    } as unknown as PaymentProvider;
    const counted = countedProvider(provider, calls);

    await expect(
      counted.authorize({
        amountCents: 100,
        paymentMethodId: 'pm',
        idempotencyKey: 'k',
        description: 'd',
      }),
    ).resolves.toEqual({ id: 'pi_1' });
    await expect(counted.capture('pi_1', { idempotencyKey: 'c' })).rejects.toBeInstanceOf(
      PaymentDeclinedError,
    );
    await expect(counted.void('pi_1', { idempotencyKey: 'v' })).rejects.toThrow('connection reset');
    expect(counted.name).toBe('sandbox');
    expect(counted.createPaymentMethod).toBeUndefined();

    const values = (await calls.get()).values.map(({ labels, value }) => ({ ...labels, value }));
    expect(values).toEqual(
      expect.arrayContaining([
        { provider: 'sandbox', operation: 'authorize', outcome: 'ok', value: 1 },
        { provider: 'sandbox', operation: 'capture', outcome: 'declined', value: 1 },
        { provider: 'sandbox', operation: 'void', outcome: 'error', value: 1 },
      ]),
    );
    expect(values).toHaveLength(3);
  });
});
