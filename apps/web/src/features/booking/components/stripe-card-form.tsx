/**
 * The card form when the server has a Stripe publishable key: Stripe Elements for the card
 * number, expiration and CVC, each in Stripe's own frame, so the card never touches our page
 * or our server. On submit Stripe.js creates a PaymentMethod and only its id, brand and last
 * four digits go on to checkout. This module (and @stripe/stripe-js with it) is loaded only
 * when a key is configured; Stripe.js itself (from https://js.stripe.com, the
 * release @stripe/stripe-js names) only when it mounts.
 *
 * Accessibility: the inputs live in Stripe's frames, so a label cannot point at them with
 * `for`. Each frame sits in a group named by its visible label (a click on it focuses the
 * field) and described by its error, which is also announced as an alert; Stripe names its
 * inputs itself. The focus ring follows Stripe's `StripeElement--focus` class.
 */
import type {
  Stripe,
  StripeCardNumberElement,
  StripeElementChangeEvent,
  StripeElementStyle,
  StripeError,
} from '@stripe/stripe-js';
import { loadStripe as loadStripeJs } from '@stripe/stripe-js/pure';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import type { PaymentFormProps } from './card-form-types';

export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

export interface StripeCardFormProps extends PaymentFormProps {
  publishableKey: string;
  /** Loads Stripe.js; tests pass a fake Stripe. */
  loadStripe?: StripeLoader;
}

type CardField = 'number' | 'exp' | 'cvc';
type CardErrors = Partial<Record<CardField, string>>;
type CardElement = { focus(): void; destroy(): void };

export const STRIPE_UNAVAILABLE =
  'The card form could not be loaded. Please check your connection and reload the page.';
const CARD_UNREADABLE = 'The card could not be read. Please try again.';

const FIELDS = [
  { field: 'number', type: 'cardNumber', label: 'Card number', wide: true },
  { field: 'exp', type: 'cardExpiry', label: 'Expiration (MM/YY)', wide: false },
  { field: 'cvc', type: 'cardCvc', label: 'CVC', wide: false },
] as const;

// Stripe styles the text inside its frames; the box around them is ours (see the classes).
const ELEMENT_STYLE: StripeElementStyle = {
  base: {
    color: '#0f172a',
    fontSize: '16px',
    fontFamily: 'system-ui, sans-serif',
    '::placeholder': { color: '#94a3b8' },
  },
  invalid: { color: '#b91c1c' },
};

const BOX_CLASS =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-[11px] [&.StripeElement--focus]:border-brand-600 [&.StripeElement--focus]:outline-3 [&.StripeElement--focus]:outline-brand-600/30 [&.StripeElement--invalid]:border-red-600';

/** Which field a Stripe validation error is about, from its code (incomplete_cvc, …). */
export function fieldOfError(error: Pick<StripeError, 'type' | 'code'>): CardField | undefined {
  if (error.type !== 'validation_error' || !error.code) return undefined;
  if (error.code.includes('number')) return 'number';
  if (error.code.includes('expiry')) return 'exp';
  if (error.code.includes('cvc')) return 'cvc';
  return undefined;
}

export function StripeCardForm({
  payLabel,
  busy,
  cardError,
  onPaymentMethod,
  publishableKey,
  loadStripe = loadStripeJs,
}: StripeCardFormProps) {
  const id = useId();
  const boxes = useRef<Partial<Record<CardField, HTMLDivElement | null>>>({});
  const elements = useRef<Partial<Record<CardField, CardElement>>>({});
  const stripe = useRef<Stripe | null>(null);
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);
  // A double click sends two submit events before React re-renders the disabled button.
  const inFlight = useRef(false);
  const locked = busy || sending || !ready;
  const shown = unavailable ? STRIPE_UNAVAILABLE : (message ?? cardError);

  useEffect(() => {
    let live = true;
    const mounted = elements.current;
    loadStripe(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (!loaded) return setUnavailable(true);
        stripe.current = loaded;
        const group = loaded.elements();
        for (const { field, type } of FIELDS) {
          const box = boxes.current[field];
          if (!box) continue;
          // One call per type keeps Stripe's overloads (and its event types) precise.
          const element =
            type === 'cardNumber'
              ? group.create('cardNumber', { style: ELEMENT_STYLE, showIcon: true })
              : type === 'cardExpiry'
                ? group.create('cardExpiry', { style: ELEMENT_STYLE })
                : group.create('cardCvc', { style: ELEMENT_STYLE });
          (
            element as { on(event: 'change', handler: (e: StripeElementChangeEvent) => void): void }
          ).on('change', (event) =>
            setErrors((now) => ({ ...now, [field]: event.error?.message })),
          );
          element.mount(box);
          mounted[field] = element;
        }
        setReady(true);
      },
      () => {
        if (live) setUnavailable(true);
      },
    );
    return () => {
      live = false;
      for (const element of Object.values(mounted)) element?.destroy();
      for (const field of Object.keys(mounted)) delete mounted[field as CardField];
      stripe.current = null;
    };
  }, [publishableKey, loadStripe]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements.current.number as StripeCardNumberElement | undefined;
    if (locked || inFlight.current || !stripe.current || !card) return;
    inFlight.current = true;
    setSending(true);
    setMessage(undefined);
    try {
      const result = await stripe.current.createPaymentMethod({ type: 'card', card });
      if (result.error) {
        const field = fieldOfError(result.error);
        const text = result.error.message ?? CARD_UNREADABLE;
        if (field) setErrors((now) => ({ ...now, [field]: text }));
        else setMessage(text);
        return;
      }
      const { id: methodId, card: details } = result.paymentMethod;
      onPaymentMethod({
        id: methodId,
        brand: details?.brand ?? 'card',
        last4: details?.last4 ?? '',
      });
    } catch {
      setMessage(CARD_UNREADABLE);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Card details"
      aria-busy={!ready && !unavailable}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
    >
      {shown && (
        <p
          role="alert"
          className="rounded-lg border-l-4 border-red-600 bg-red-50 p-3 text-sm font-semibold text-red-800 sm:col-span-2"
        >
          {shown}
        </p>
      )}
      {FIELDS.map(({ field, label, wide }) => {
        const labelId = `${id}-${field}-label`;
        const errorId = `${id}-${field}-error`;
        const error = errors[field];
        return (
          <div key={field} className={`flex flex-col gap-1.5 ${wide ? 'sm:col-span-2' : ''}`}>
            {/* The input is inside Stripe's frame: a click on the label focuses it there. */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
            <label
              id={labelId}
              className="text-sm font-semibold text-slate-700"
              onClick={() => elements.current[field]?.focus()}
            >
              {label}
            </label>
            <div
              role="group"
              aria-labelledby={labelId}
              aria-describedby={error ? errorId : undefined}
              data-testid={`stripe-${field}`}
              ref={(box) => {
                boxes.current[field] = box;
              }}
              className={BOX_CLASS}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={locked}>
        {ready || unavailable ? payLabel : 'Loading the card form…'}
      </Button>
      {publishableKey.startsWith('pk_test_') && (
        <p className="text-xs text-slate-500 sm:col-span-2">
          Stripe test mode: the card 4242 4242 4242 4242 with any future date and any CVC is
          accepted.
        </p>
      )}
    </form>
  );
}
