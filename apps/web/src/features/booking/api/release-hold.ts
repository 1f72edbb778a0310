import { api } from '@/lib/api-client';

/**
 * Gives the held unit back when the user leaves without paying. Best effort: an unreleased
 * hold expires by itself, so a failure here changes nothing for anyone.
 */
export function releaseHold(id: string) {
  return api.delete<{ message: string }>(`/api/holds/${encodeURIComponent(id)}`).catch(() => {});
}
