/** The server's public configuration (GET /api/config): map tiles and the card provider key. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfigWire } from '@staylane/domain';
import { api } from '@/lib/api-client';

export function getSiteConfig(signal?: AbortSignal) {
  return api.get<{ data: SiteConfigWire }>('/api/config', undefined, signal);
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: async ({ signal }) => (await getSiteConfig(signal)).data,
    staleTime: Infinity,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
