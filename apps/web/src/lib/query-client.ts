import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { getToken, subscribeToSession } from './session';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/**
 * Drops what `client` fetched for one session once the browser holds another, or none (login,
 * log out, a session the server ended): the next user of the browser must never see the
 * previous one's profile or bookings, which stay fresh for a minute otherwise. Pages on screen
 * ask again. Returns the unsubscribe.
 */
export function forgetDataOfPastSessions(client: QueryClient): () => void {
  let token = getToken();
  return subscribeToSession(() => {
    const now = getToken();
    if (now === token) return;
    token = now;
    void client.resetQueries();
  });
}
