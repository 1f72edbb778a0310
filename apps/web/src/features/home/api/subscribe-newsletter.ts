import { useState } from 'react';
import { api } from '@/lib/api-client';

export function subscribeNewsletter(input: { Email: string }) {
  return api.post<{ message: string }>('/api/emailsubscription', input);
}

/**
 * The newsletter call and whether it is under way. Plain state rather than TanStack's
 * useMutation: nothing else reads this call, and useMutation's chunk was the home page's only
 * use of it (the first load of /home within its 100 KB).
 */
export function useSubscribeNewsletter() {
  const [isPending, setPending] = useState(false);
  async function subscribe(input: { Email: string }) {
    setPending(true);
    try {
      return await subscribeNewsletter(input);
    } finally {
      setPending(false);
    }
  }
  return { subscribe, isPending };
}
