/**
 * One interface for every payment provider (design §5): authorize at checkout, capture once the
 * booking is recorded, void or refund when it is not. Every call carries an idempotency key so
 * a retried call never moves money twice.
 */
import type { CardInput } from '@staylane/domain';
import { AppError } from '../../lib/app-error.js';

export type { CardInput } from '@staylane/domain';

export interface TokenisedCard {
  id: string;
  brand: string;
  last4: string;
}

export interface Authorization {
  id: string;
  brand: string;
  last4: string;
}

/** A refund the provider paid, by the id it gave it ('re_…'). */
interface Refund {
  id: string;
}

export interface CallOptions {
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Only providers that take card data on our server (the sandbox) tokenise cards. */
  createPaymentMethod?(card: CardInput): Promise<TokenisedCard>;
  authorize(request: {
    amountCents: number;
    paymentMethodId: string;
    idempotencyKey: string;
    description: string;
  }): Promise<Authorization>;
  capture(id: string, options: CallOptions): Promise<void>;
  void(id: string, options: CallOptions): Promise<void>;
  /**
   * Gives back `amountCents` of a captured payment (all of it when left out). The caller never
   * asks for more than was captured; the key makes a retried refund pay once and answer the
   * same refund.
   */
  refund(id: string, options: CallOptions & { amountCents?: number }): Promise<Refund>;
}

export const CARD_DECLINED = 'Your card was declined. Please try another card.';
export const CAPTURE_FAILED =
  'Your payment could not be completed, so no payment was made. Please try again.';

/**
 * The provider said no for good (declined card, failed capture): retrying the same call will
 * not change the answer. Anything else a provider throws may be passing (a network error).
 */
export class PaymentDeclinedError extends AppError {
  constructor(message = CARD_DECLINED, code = 'CARD_DECLINED') {
    super(422, code, message);
    this.name = 'PaymentDeclinedError';
  }
}

export const captureDeclined = () => new PaymentDeclinedError(CAPTURE_FAILED, 'CAPTURE_FAILED');
