/**
 * A hotel's rates and restrictions grid (decision 045): every room type's plans against the
 * nights from `from`, `days` of them, each cell a plan's night as the rules price and guard it.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RatesGrid } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export interface RatesGridRequest {
  hotelId: string;
  from: string;
  days: number;
}

export function getRatesGrid({ hotelId, from, days }: RatesGridRequest, signal?: AbortSignal) {
  return api.get<Envelope<RatesGrid>>(
    `/api/admin/hotels/${encodeURIComponent(hotelId)}/rates`,
    { from, days },
    signal,
  );
}

export const ratesGridQueryOptions = (request: RatesGridRequest) =>
  queryOptions({
    queryKey: [...adminKeys.rates(), request],
    queryFn: ({ signal }) => getRatesGrid(request, signal),
    // Moving a week keeps the last grid on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useRatesGrid(request: RatesGridRequest) {
  return useQuery(ratesGridQueryOptions(request));
}
