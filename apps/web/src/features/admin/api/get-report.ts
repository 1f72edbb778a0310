/** The occupancy and revenue report of the 'Reports' tab (decision 022): GET /api/admin/reports. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Report, ReportQueryInput } from '@staylane/domain';
import { api, type Envelope } from '@/lib/api-client';
import { adminKeys } from './keys';

export function getReport(query: ReportQueryInput, signal?: AbortSignal) {
  return api.get<Envelope<Report>>('/api/admin/reports', { ...query }, signal);
}

export const reportQueryOptions = (query: ReportQueryInput) =>
  queryOptions({
    queryKey: adminKeys.report(query),
    queryFn: ({ signal }) => getReport(query, signal),
    // The figures of the last period stay on screen, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** Runs only for a valid query (`undefined` while the period is being typed). */
export function useReport(query: ReportQueryInput | undefined) {
  return useQuery({
    ...reportQueryOptions(query ?? { from: '', to: '' }),
    enabled: query !== undefined,
  });
}
