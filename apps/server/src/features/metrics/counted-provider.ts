/**
 * The payment provider with each call counted by operation and outcome: `ok`, `declined` (the
 * card or the capture said no for good) or `error` (anything else: the provider unreachable,
 * a time-out), which an operator alerts on.
 */
import type { Counter } from 'prom-client';
import { PaymentDeclinedError, type PaymentProvider } from '../payments/index.js';

const OPERATIONS = ['createPaymentMethod', 'authorize', 'capture', 'void', 'refund'] as const;

export function countedProvider(
  provider: PaymentProvider,
  calls: Counter<'provider' | 'operation' | 'outcome'>,
): PaymentProvider {
  const counted: PaymentProvider = Object.create(provider) as PaymentProvider;
  for (const operation of OPERATIONS) {
    const call = provider[operation] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!call) continue;
    const count = (outcome: string) => calls.inc({ provider: provider.name, operation, outcome });
    (counted as unknown as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
      try {
        const answer = await call.apply(provider, args);
        count('ok');
        return answer;
      } catch (error) {
        count(error instanceof PaymentDeclinedError ? 'declined' : 'error');
        throw error;
      }
    };
  }
  return counted;
}
