/**
 * The server's quote of the stay before the room is held (decision 044), under the chosen rate
 * plan (decision 045): what the Booking Summary shows until the hold answers its own. The page
 * computes no price of its own. A 409 STAY_RULES or RATE_PLAN_NOT_OFFERED carries the sentence
 * the guest reads.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteQuery, StayQuoteWire } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

export interface QuotedStay {
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  guests: number;
  /** A coupon the guest applied; its code, as the coupon check answered it. */
  coupon?: string | undefined;
  /** The rate plan chosen; undefined: the room's default plan. */
  ratePlanId?: string | undefined;
}

export function getStayQuote(stay: QuotedStay, signal?: AbortSignal) {
  const query: QuoteQuery = { ...stay };
  // The schema reads the plan's id from text, so its input type is loose: sent as the number.
  return api.get<Envelope<StayQuoteWire>>(
    '/api/quote',
    { ...query, ratePlanId: stay.ratePlanId },
    signal,
  );
}

export const stayQuoteQueryOptions = (stay: QuotedStay) =>
  queryOptions({
    queryKey: [
      'quote',
      stay.roomId,
      stay.checkInDate,
      stay.checkOutDate,
      stay.guests,
      stay.coupon ?? '',
      stay.ratePlanId ?? '',
    ],
    queryFn: ({ signal }) => getStayQuote(stay, signal),
    select: (answer) => answer.data,
  });

export function useStayQuote(stay: QuotedStay, enabled: boolean) {
  return useQuery({ ...stayQuoteQueryOptions(stay), enabled });
}
