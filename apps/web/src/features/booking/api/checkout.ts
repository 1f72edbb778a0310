import type { CheckoutRequest, CheckoutResponse } from '@staylane/domain';
import { api } from '@/lib/api-client';

/**
 * Authorises the card for the hold's price. `amount` is the page's figure in cents: when it
 * differs from the server's the answer is 409 PRICE_CHANGED and nothing is charged; a declined
 * card is 422 CARD_DECLINED; an expired hold 409 HOLD_EXPIRED.
 */
export function checkout(input: CheckoutRequest) {
  return api.post<CheckoutResponse>('/api/checkout', input);
}
