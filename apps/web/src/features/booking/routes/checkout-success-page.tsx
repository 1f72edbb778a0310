/**
 * Success page of product §2 (/checkout-success/scss?id={booking id}): the e-mail notice, the
 * heading, and the transaction (booking) id.
 */
import { useSearchParams } from 'react-router';
import { AfterBookingLinks } from '../components/after-booking-links';

export const SUCCESS_NOTICE =
  'We will soon send you an email with the details of your reservation.';
export const SUCCESS_HEADING = 'Payment Has Been Successful.';

export function CheckoutSuccessPage() {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-3xl text-brand-700"
      >
        ✓
      </span>
      <p role="status" className="mt-6 rounded-lg bg-brand-50 px-4 py-2 text-brand-900">
        {SUCCESS_NOTICE}
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-ink">{SUCCESS_HEADING}</h1>
      <p className="mt-3 text-slate-600">
        Your transaction id is{' '}
        <strong className="font-mono text-ink" data-testid="transaction-id">
          {id}
        </strong>
        . Keep it for any question about your reservation.
      </p>
      <AfterBookingLinks className="mt-8" />
    </main>
  );
}
