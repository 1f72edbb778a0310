import type { PaymentMethodWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/**
 * Tokenises a card with the sandbox provider; only the id, brand and last four digits come
 * back. 400 names the wrong field (number, expMonth, expYear or cvc) with the provider's message.
 */
export function createPaymentMethod(card: CardDetails) {
  return api.post<Envelope<PaymentMethodWire>>('/api/payment-methods', card);
}
