/**
 * The nights a hold keeps, quoted with a coupon applied after the hold (decision 044): what
 * checkout will charge for them. `GET /api/holds/:id?coupon=` answers the hold with that quote.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Envelope } from '@/lib/api-client';
import type { Hold } from './create-hold';

export function getHeldQuote(holdId: string, coupon: string, signal?: AbortSignal) {
  return api.get<Envelope<Hold>>(`/api/holds/${encodeURIComponent(holdId)}`, { coupon }, signal);
}

export const heldQuoteQueryOptions = (holdId: string, coupon: string) =>
  queryOptions({
    queryKey: ['held-quote', holdId, coupon],
    queryFn: ({ signal }) => getHeldQuote(holdId, coupon, signal),
    select: (answer) => answer.data.quote,
  });

export function useHeldQuote(holdId: string | undefined, coupon: string, enabled: boolean) {
  return useQuery({ ...heldQuoteQueryOptions(holdId ?? '', coupon), enabled: enabled && !!holdId });
}
