import type { Stripe } from '@stripe/stripe-js';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STRIPE_UNAVAILABLE, StripeCardForm, type StripeLoader } from './stripe-card-form';

type Handler = (event: unknown) => void;

/** A stand-in for Stripe.js: elements that mount a marker and replay change events. */
function fakeStripe(
  createPaymentMethod: (data: unknown) => Promise<unknown> = async () => ({
    paymentMethod: { id: 'pm_fake_1', card: { brand: 'visa', last4: '4242' } },
  }),
) {
  const created: Record<
    string,
    { handlers: Record<string, Handler>; focus: ReturnType<typeof vi.fn>; destroyed: boolean }
  > = {};
  const stripe = {
    elements: () => ({
      create(type: string) {
        const element = {
          handlers: {} as Record<string, Handler>,
          focus: vi.fn(),
          destroyed: false,
          mount(box: HTMLElement) {
            const marker = document.createElement('span');
            marker.dataset.element = type;
            box.append(marker);
          },
          on(event: string, handler: Handler) {
            element.handlers[event] = handler;
          },
          destroy() {
            element.destroyed = true;
          },
        };
        created[type] = element;
        return element;
      },
    }),
    createPaymentMethod: vi.fn(createPaymentMethod),
  };
  const loadStripe = vi.fn<StripeLoader>(async () => stripe as unknown as Stripe);
  return { stripe, created, loadStripe };
}

function renderForm(
  fake: ReturnType<typeof fakeStripe>,
  props: Partial<Parameters<typeof StripeCardForm>[0]> = {},
) {
  const onPaymentMethod = vi.fn();
  const view = render(
    <StripeCardForm
      payLabel="Pay $275.00"
      busy={false}
      onPaymentMethod={onPaymentMethod}
      publishableKey="pk_test_staylane"
      loadStripe={fake.loadStripe}
      {...props}
    />,
  );
  return { ...view, onPaymentMethod };
}

const payButton = () => screen.getByRole('button', { name: 'Pay $275.00' });

describe('Stripe card form', () => {
  it('loads Stripe with the publishable key and mounts number, expiry and CVC under their labels', async () => {
    const fake = fakeStripe();
    renderForm(fake);
    expect(screen.getByRole('button', { name: 'Loading the card form…' })).toBeDisabled();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(fake.loadStripe).toHaveBeenCalledWith('pk_test_staylane');
    const fields = [
      ['Card number', 'cardNumber'],
      ['Expiration (MM/YY)', 'cardExpiry'],
      ['CVC', 'cardCvc'],
    ] as const;
    for (const [label, type] of fields) {
      const group = screen.getByRole('group', { name: label });
      expect(group.querySelector(`[data-element="${type}"]`)).not.toBeNull();
      fireEvent.click(screen.getByText(label));
      expect(fake.created[type]!.focus).toHaveBeenCalled();
    }
  });

  it('sends the card element to Stripe and hands back only id, brand and last four digits', async () => {
    const fake = fakeStripe();
    const { onPaymentMethod } = renderForm(fake);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await act(async () => fireEvent.click(payButton()));
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith({
      type: 'card',
      card: fake.created.cardNumber,
    });
    expect(onPaymentMethod).toHaveBeenCalledWith({
      id: 'pm_fake_1',
      brand: 'visa',
      last4: '4242',
    });
  });

  it('shows a field’s error from Stripe under it and ties it to the field', async () => {
    const fake = fakeStripe();
    renderForm(fake);
    await waitFor(() => expect(payButton()).toBeEnabled());
    act(() =>
      fake.created.cardNumber!.handlers.change!({
        error: {
          type: 'validation_error',
          code: 'invalid_number',
          message: 'Your card number is invalid.',
        },
      }),
    );
    const error = screen.getByText('Your card number is invalid.');
    expect(screen.getByRole('group', { name: 'Card number' })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );
    act(() => fake.created.cardNumber!.handlers.change!({ error: undefined }));
    expect(screen.queryByText('Your card number is invalid.')).toBeNull();
  });

  it('puts an incomplete field reported on submit under that field, and sends nothing on', async () => {
    const fake = fakeStripe(async () => ({
      error: {
        type: 'validation_error',
        code: 'incomplete_cvc',
        message: "Your card's security code is incomplete.",
      },
    }));
    const { onPaymentMethod } = renderForm(fake);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await act(async () => fireEvent.click(payButton()));
    const error = screen.getByText("Your card's security code is incomplete.");
    expect(screen.getByRole('group', { name: 'CVC' })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );
    expect(onPaymentMethod).not.toHaveBeenCalled();
  });

  it('shows a card error from Stripe on the form and lets the user try again', async () => {
    let answer: unknown = { error: { type: 'card_error', message: 'Your card was declined.' } };
    const fake = fakeStripe(async () => answer);
    const { onPaymentMethod } = renderForm(fake);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await act(async () => fireEvent.click(payButton()));
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onPaymentMethod).not.toHaveBeenCalled();
    answer = { paymentMethod: { id: 'pm_fake_2', card: { brand: 'mastercard', last4: '4444' } } };
    await act(async () => fireEvent.click(payButton()));
    expect(onPaymentMethod).toHaveBeenCalledWith({
      id: 'pm_fake_2',
      brand: 'mastercard',
      last4: '4444',
    });
    expect(screen.queryByText('Your card was declined.')).toBeNull();
  });

  it('shows the payment’s card message and cannot be sent while busy', async () => {
    const fake = fakeStripe();
    renderForm(fake, { busy: true, cardError: 'Your card was declined. Please try another card.' });
    // Ready once the form labels its button with the price (the fields are mounted a moment
    // before that render: waiting for them raced it).
    await screen.findByRole('button', { name: 'Pay $275.00' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your card was declined. Please try another card.',
    );
    expect(payButton()).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Card details' }));
    expect(fake.stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('creates one payment method for a double click', async () => {
    let finish: (value: unknown) => void = () => {};
    const fake = fakeStripe(() => new Promise((resolve) => (finish = resolve)));
    const { onPaymentMethod } = renderForm(fake);
    await waitFor(() => expect(payButton()).toBeEnabled());
    const form = screen.getByRole('form', { name: 'Card details' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await act(async () =>
      finish({ paymentMethod: { id: 'pm_once', card: { brand: 'visa', last4: '4242' } } }),
    );
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(onPaymentMethod).toHaveBeenCalledTimes(1);
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    const fake = fakeStripe();
    fake.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    renderForm(fake);
    expect(await screen.findByRole('alert')).toHaveTextContent(STRIPE_UNAVAILABLE);
    expect(payButton()).toBeDisabled();
  });

  it('removes Stripe’s frames when it leaves the page', async () => {
    const fake = fakeStripe();
    const { unmount } = renderForm(fake);
    await waitFor(() => expect(payButton()).toBeEnabled());
    unmount();
    expect(Object.values(fake.created).map((element) => element.destroyed)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
