/**
 * The seam between the booking flow and a card provider. A payment form takes the card,
 * turns it into a payment-method id with its provider, and hands back only id, brand and
 * last four digits; the flow never sees a card number. The server's GET /api/config decides
 * which: Stripe Elements when it shares a Stripe publishable key, else the sandbox form.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useSiteConfig } from '@/lib/site-config';
import type { PaymentFormProps } from './card-form-types';
import { SandboxCardForm } from './sandbox-card-form';

export type PaymentForm = ComponentType<PaymentFormProps>;

export interface PaymentConfig {
  stripePublishableKey?: string | null | undefined;
}

// Loaded on first use, so sites without Stripe never download @stripe/stripe-js.
const StripeCardForm = lazy(() =>
  import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })),
);

function CardFormLoading() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Loading the card form…
    </p>
  );
}

function StripePaymentForm(props: PaymentFormProps & { publishableKey: string }) {
  return (
    <Suspense fallback={<CardFormLoading />}>
      <StripeCardForm {...props} />
    </Suspense>
  );
}

// One component per key: a new component on every render would remount Stripe's frames.
const stripeForms = new Map<string, PaymentForm>();

export function paymentFormFor(config: PaymentConfig = {}): PaymentForm {
  const key = config.stripePublishableKey;
  if (!key) return SandboxCardForm;
  let form = stripeForms.get(key);
  if (!form) {
    form = (props: PaymentFormProps) => <StripePaymentForm {...props} publishableKey={key} />;
    stripeForms.set(key, form);
  }
  return form;
}

/**
 * The payment form the server's configuration asks for (the choice of `paymentFormFor`).
 * Without an answer from the server the sandbox form is used: a Stripe server refuses its
 * cards with a clear message.
 */
export function ConfiguredPaymentForm(props: PaymentFormProps) {
  const siteConfig = useSiteConfig();
  if (siteConfig.isPending) return <CardFormLoading />;
  const key = siteConfig.data?.stripePublishableKey;
  if (!key) return <SandboxCardForm {...props} />;
  return <StripePaymentForm {...props} publishableKey={key} />;
}
