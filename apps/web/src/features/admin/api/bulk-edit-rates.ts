/**
 * The rates bulk edit (decision 045): nights of a date range on chosen weekdays, for chosen
 * plans, in one transaction. The grid's cell editor sends one of one night and one plan. A dry
 * run answers how many nights would change and writes nothing: the dialog's live preview.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatesBulkResult, ratesBulkEditSchema } from '@staylane/domain';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys, publicHotelKeys } from './keys';

/** The body as the client sends it (plan ids as numbers or text). */
export type RatesBulkEditRequest = z.input<typeof ratesBulkEditSchema>;

export function bulkEditRates(hotelId: string, edit: RatesBulkEditRequest) {
  return api.post<Envelope<RatesBulkResult>>(
    `/api/admin/hotels/${encodeURIComponent(hotelId)}/rates/bulk`,
    edit,
  );
}

export function useBulkEditRates(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: RatesBulkEditRequest) => bulkEditRates(hotelId, { ...edit, dryRun: false }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.rates() }),
        // Search and the hotel pages price stays from these nights.
        ...publicHotelKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]),
  });
}

/** How many nights `edit` would change; nothing is asked while `edit` is undefined. */
export function useBulkEditPreview(hotelId: string, edit: RatesBulkEditRequest | undefined) {
  return useQuery({
    queryKey: [...adminKeys.ratesPreview({ hotelId, edit })],
    queryFn: () => bulkEditRates(hotelId, { ...edit!, dryRun: true }),
    enabled: edit !== undefined,
    // The count follows the form: the last one stays shown while the next is counted.
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
  });
}
