/**
 * GET /api/admin/audit: the changes administrators made, newest first, one page (decision 051).
 * The CSV download takes the same query, every page.
 */
import type { AuditListResponse } from '@staylane/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withParams, type QueryParams } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The fields of `auditQuerySchema` as the filters hold them ('' for no filter). */
export interface AuditSearch {
  person: string;
  action: string;
  entityType: string;
  entityId: string;
  hotelId: string;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

function searchParams({ page, pageSize, ...filters }: AuditSearch): QueryParams {
  const trimmed = Object.fromEntries(
    Object.entries(filters).map(([name, value]) => [name, value.trim()]),
  );
  return { ...trimmed, page, pageSize };
}

export function getAuditLog(search: AuditSearch, signal?: AbortSignal) {
  return api.get<AuditListResponse>('/api/admin/audit', searchParams(search), signal);
}

/** The address of the CSV file of every entry the search finds (no page). */
export function auditCsvHref(search: AuditSearch): string {
  const params = searchParams(search);
  delete params.page;
  delete params.pageSize;
  return withParams('/api/admin/audit.csv', params);
}

export const auditLogQueryOptions = (search: AuditSearch) =>
  queryOptions({
    queryKey: adminKeys.audit(search),
    queryFn: ({ signal }) => getAuditLog(search, signal),
    placeholderData: keepPreviousData,
    // Every admin change adds an entry: the log is read afresh whenever it is shown.
    staleTime: 0,
  });

export function useAuditLog(search: AuditSearch) {
  return useQuery(auditLogQueryOptions(search));
}
