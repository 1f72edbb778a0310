/**
 * Newsletter of product §4 and §8: after the call a floating message shows for 4.8 s or until
 * closed, and the input is cleared after every attempt. The server checks the address.
 */
import { NEWSLETTER_MESSAGE_MS } from '@staylane/domain';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

/**
 * The message, and the focus handling that comes with it (components/return-focus.ts), load
 * once the form is used: they only ever show after a submission (/home's first
 * load). Fetched as focus enters the form, so that return-focus already follows focus when
 * the visitor reaches the button.
 */
const loadFloatingMessage = () => import('@/components/floating-message');
const FloatingMessage = lazy(() =>
  loadFloatingMessage().then((module) => ({ default: module.FloatingMessage })),
);

export const NEWSLETTER_SUCCESS = 'Newsletter subscription added. Thank you for suscribing';
export const NEWSLETTER_FAILURE = 'Invalid Email, please try again';

type Outcome = { tone: 'success' | 'error'; message: string };

export function Newsletter() {
  const id = useId();
  const newsletter = useSubscribeNewsletter();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), NEWSLETTER_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await newsletter.subscribe({ Email: email.trim() });
      setOutcome({ tone: 'success', message: NEWSLETTER_SUCCESS });
    } catch {
      setOutcome({ tone: 'error', message: NEWSLETTER_FAILURE });
    } finally {
      setEmail('');
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-brand-800 p-6 text-white shadow-xl sm:p-8"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-bold">
        Subscribe to our newsletter
      </h2>
      <p className="mt-2 text-brand-100">
        Secret deals and travel ideas, once a month. No spam, unsubscribe anytime.
      </p>
      <form
        onSubmit={submit}
        onFocus={() => void loadFloatingMessage()}
        noValidate
        className="mt-5 flex flex-col gap-3 sm:flex-row"
      >
        <label htmlFor={`${id}-email`} className="sr-only">
          Email address for the newsletter
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          // flex-1 only in a row: in the phone's column it set the height to 0 and squashed the field.
          className={`${inputClass} sm:flex-1`}
        />
        <Button
          type="submit"
          variant="accent"
          size="md"
          disabled={newsletter.isPending}
          className="h-11"
        >
          Subscribe
        </Button>
      </form>
      {outcome && (
        <Suspense fallback={null}>
          <FloatingMessage
            tone={outcome.tone}
            message={outcome.message}
            onClose={() => setOutcome(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
