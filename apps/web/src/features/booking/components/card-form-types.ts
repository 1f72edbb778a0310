/**
 * What every card form takes, apart from the forms themselves: payment-form.tsx chooses a
 * form and the forms (sandbox, Stripe) implement it, so neither imports the other for it.
 */
import type { PaymentMethodWire } from '@staylane/domain';

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
