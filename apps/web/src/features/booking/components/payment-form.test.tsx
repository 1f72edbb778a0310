import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  LAZY_PAGE_TEST_TIMEOUT,
  LAZY_PAGE_WAIT,
  renderWithRouter,
} from '@/test/render';
import { ConfiguredPaymentForm, paymentFormFor } from './payment-form';
import { SandboxCardForm } from './sandbox-card-form';

const stripeScript = () => document.querySelector('script[src^="https://js.stripe.com/"]');

afterEach(() => {
  vi.unstubAllGlobals();
  stripeScript()?.remove();
});

function renderWithConfig(stripePublishableKey: string | null) {
  const fetch = vi.fn(async () =>
    jsonResponse({
      message: 'Site configuration',
      data: { mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png', stripePublishableKey },
    }),
  );
  vi.stubGlobal('fetch', fetch);
  renderWithRouter(
    <ConfiguredPaymentForm payLabel="Pay $275.00" busy={false} onPaymentMethod={() => {}} />,
  );
  return fetch;
}

// The card forms are loaded on first use (Stripe's only with a key): their first import can take
// seconds on a loaded machine.
describe('payment form choice', { timeout: LAZY_PAGE_TEST_TIMEOUT }, () => {
  it('is the sandbox form without a Stripe publishable key', () => {
    expect(paymentFormFor()).toBe(SandboxCardForm);
    expect(paymentFormFor({ stripePublishableKey: null })).toBe(SandboxCardForm);
  });

  it('is one Stripe form per publishable key', () => {
    const stripe = paymentFormFor({ stripePublishableKey: 'pk_test_a' });
    expect(stripe).not.toBe(SandboxCardForm);
    expect(paymentFormFor({ stripePublishableKey: 'pk_test_a' })).toBe(stripe);
    expect(paymentFormFor({ stripePublishableKey: 'pk_test_b' })).not.toBe(stripe);
  });

  it('shows the sandbox card inputs and loads no Stripe.js when the server has no key', async () => {
    const fetch = renderWithConfig(null);
    expect(
      await screen.findByRole('textbox', { name: 'Card number' }, LAZY_PAGE_WAIT),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything());
    expect(stripeScript()).toBeNull();
  });

  it('shows Stripe Elements and loads Stripe.js when the server shares a key', async () => {
    renderWithConfig('pk_test_staylane');
    expect(
      await screen.findByRole('group', { name: 'Card number' }, LAZY_PAGE_WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Expiration (MM/YY)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'CVC' })).toBeInTheDocument();
    // jsdom never runs the script: the form waits, its pay button disabled.
    expect(stripeScript()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Loading the card form…' })).toBeDisabled();
  });
});
