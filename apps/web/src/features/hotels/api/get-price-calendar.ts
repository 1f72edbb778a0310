import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceCalendar } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';

export interface PriceCalendarAsk {
  /** yyyy-mm */
  month: string;
  nights: number;
  guests?: number | undefined;
}

/** Every arrival day of a month with its cheapest total for the nights (decision 046). */
export function getPriceCalendar(id: string, ask: PriceCalendarAsk, signal?: AbortSignal) {
  return api.get<Envelope<PriceCalendar>>(`/api/hotels/${id}/price-calendar`, { ...ask }, signal);
}

export const priceCalendarQueryOptions = (
  id: string,
  ask: PriceCalendarAsk,
  { enabled = true }: { enabled?: boolean } = {},
) =>
  queryOptions({
    queryKey: ['price-calendar', id, ask.month, ask.nights, ask.guests ?? null],
    queryFn: ({ signal }) => getPriceCalendar(id, ask, signal),
    enabled,
  });

export function usePriceCalendar(
  id: string,
  ask: PriceCalendarAsk,
  options?: { enabled?: boolean },
) {
  return useQuery(priceCalendarQueryOptions(id, ask, options));
}
