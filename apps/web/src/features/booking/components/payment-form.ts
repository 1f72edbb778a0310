/**
 * The seam between the booking flow and a card provider. A payment form takes the card,
 * turns it into a payment-method id with its provider, and hands back only id, brand and
 * last four digits; the flow never sees a card number. The sandbox form is the one in use:
 * the server exposes no Stripe publishable key yet. A Stripe Elements form would implement
 * the same props (stripe.createPaymentMethod gives id, card.brand and card.last4) and be
 * chosen in `paymentFormFor` when a key is configured.
 */
import type { PaymentMethodWire } from '@staylane/domain';
import type { ComponentType } from 'react';
import { SandboxCardForm } from './sandbox-card-form';

export interface PaymentFormProps {
  /** The pay button's text, with the amount. */
  payLabel: string;
  /** True while the flow is paying: the form cannot be sent again. */
  busy: boolean;
  /** A message about the card from the payment (a declined card), shown on the form. */
  cardError?: string;
  /** The card was accepted by the provider; the flow goes on to checkout. */
  onPaymentMethod: (method: PaymentMethodWire) => void;
}

export type PaymentForm = ComponentType<PaymentFormProps>;

export interface PaymentConfig {
  stripePublishableKey?: string;
}

export function paymentFormFor(config: PaymentConfig = {}): PaymentForm {
  // No Stripe form yet: without a publishable key from the server there is nothing to load.
  void config.stripePublishableKey;
  return SandboxCardForm;
}
