/**
 * Which of the server's quotes the Booking Summary shows (decision 044); the page computes
 * none. Before the hold: the server's quote of the stay (GET /api/quote). Once held: the quote
 * the hold keeps, which checkout charges; when the guest applies another coupon after the hold,
 * the held nights quoted with it (GET /api/holds/:id?coupon=), as checkout will charge them.
 */
import { isStayRefusalCode, type StayQuoteWire } from '@staylane/domain';
import { ApiError } from '@/lib/api-client';
import { useHeldQuote } from '../api/get-held-quote';
import { useStayQuote, type QuotedStay } from '../api/get-stay-quote';
import type { Hold } from '../api/create-hold';

export interface SummaryQuote {
  quote: StayQuoteWire | undefined;
  /** Why no quote can be shown, when the server refused it. */
  error: string | undefined;
  /** True when the rates refuse the stay (its rules, or the plan): no hold can be made. */
  refused: boolean;
}

export function useSummaryQuote(
  stay: QuotedStay,
  options: {
    held: Hold | undefined;
    /** False once checkout said the held figure is out of date. */
    heldCurrent: boolean;
    /** False when no quote should be asked (a room the guests do not fit). */
    enabled: boolean;
  },
): SummaryQuote {
  const { held, heldCurrent, enabled } = options;
  const coupon = stay.coupon ?? '';
  const heldAsIs = !!held && heldCurrent && (held.quote.couponCode ?? '') === coupon;
  const fresh = useStayQuote(stay, enabled && !held);
  const requoted = useHeldQuote(held?.id, coupon, enabled && !!held && !heldAsIs);
  if (heldAsIs) return { quote: held.quote, error: undefined, refused: false };
  const source = held ? requoted : fresh;
  const { error } = source;
  return {
    quote: source.data,
    error: error?.message,
    refused: error instanceof ApiError && isStayRefusalCode(error.code),
  };
}
