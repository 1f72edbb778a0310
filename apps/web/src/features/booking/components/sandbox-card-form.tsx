/**
 * The sandbox provider's card form: number, expiration (MM/YY) and CVC, each labelled and
 * with the browser's card autocomplete. The card goes once to POST /api/payment-methods,
 * which answers a payment-method id; its field messages (400) show under the fields.
 */
import { cardExpired, cardSchema } from '@staylane/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { createPaymentMethod } from '../api/create-payment-method';
import type { PaymentFormProps } from './card-form-types';

type CardField = 'number' | 'exp' | 'cvc';
type CardErrors = Partial<Record<CardField, string>>;

const EXP_MESSAGE = 'Enter the expiration as MM/YY';
const EXPIRED_MESSAGE = 'Your card has expired.';

/** Digits in groups of four, as printed on the card. */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY while typing: the slash comes by itself after the month. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The form's own checks, with the domain's card rules; the provider checks again. */
export function cardProblems(card: { number: string; exp: string; cvc: string }): CardErrors {
  const match = /^(\d{2})\/(\d{2})$/.exec(card.exp.trim());
  const parsed = cardSchema.safeParse({
    number: card.number,
    expMonth: match?.[1] ?? '',
    expYear: match?.[2] ?? '',
    cvc: card.cvc,
  });
  const errors: CardErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field: CardField = key === 'number' ? 'number' : key === 'cvc' ? 'cvc' : 'exp';
      errors[field] ??= field === 'exp' ? EXP_MESSAGE : issue.message;
    }
  } else if (cardExpired(parsed.data.expMonth, parsed.data.expYear)) {
    errors.exp = EXPIRED_MESSAGE;
  }
  return errors;
}

/** The provider's field messages on this form's three fields (month and year are one). */
function fieldsOfCard(fields: Record<string, string>): CardErrors {
  return {
    number: fields.number,
    exp: fields.exp ?? fields.expMonth ?? fields.expYear,
    cvc: fields.cvc,
  };
}

export function SandboxCardForm({ payLabel, busy, cardError, onPaymentMethod }: PaymentFormProps) {
  const id = useId();
  const [card, setCard] = useState({ number: '', exp: '', cvc: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [message, setMessage] = useState<string>();
  const [sending, setSending] = useState(false);
  // A double click sends two submit events before React re-renders the disabled button.
  const inFlight = useRef(false);
  const locked = busy || sending;
  const shown = message ?? cardError;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || inFlight.current) return;
    const problems = cardProblems(card);
    setErrors(problems);
    setMessage(undefined);
    if (Object.keys(problems).length > 0) return;
    inFlight.current = true;
    setSending(true);
    try {
      const [month, year] = card.exp.split('/');
      const answer = await createPaymentMethod({
        number: card.number,
        expMonth: Number(month),
        expYear: 2000 + Number(year),
        cvc: card.cvc,
      });
      onPaymentMethod(answer.data);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(fieldsOfCard(error.fields));
      } else {
        setMessage(error instanceof Error ? error.message : 'The card could not be read.');
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Card details"
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
      <FormField
        id={`${id}-number`}
        className="sm:col-span-2"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        value={card.number}
        error={errors.number}
        onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
      />
      <FormField
        id={`${id}-exp`}
        label="Expiration (MM/YY)"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        value={card.exp}
        error={errors.exp}
        onChange={(event) => setCard({ ...card, exp: formatExpiry(event.target.value) })}
      />
      <FormField
        id={`${id}-cvc`}
        label="CVC"
        inputMode="numeric"
        autoComplete="cc-csc"
        placeholder="123"
        maxLength={4}
        value={card.cvc}
        error={errors.cvc}
        onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, '') })}
      />
      <Button type="submit" size="lg" className="sm:col-span-2" disabled={locked}>
        {payLabel}
      </Button>
      <p className="text-xs text-slate-500 sm:col-span-2">
        Test mode: the card 4242 4242 4242 4242 with any future date and any CVC is accepted.
      </p>
    </form>
  );
}
