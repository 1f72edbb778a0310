import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { NoticeHost } from '@/components/notice-host';
import { createQueryClient, forgetDataOfPastSessions } from '@/lib/query-client';
import { RenderedToday } from '@/lib/today';

interface AppProviderProps {
  children: ReactNode;
  /** A client holding what the server rendered the page with; a new one otherwise. */
  queryClient?: QueryClient | undefined;
  /** The day the server rendered the page on, for a page it rendered (lib/today.ts). */
  renderedToday?: string | undefined;
}

export function AppProvider({ children, queryClient: given, renderedToday }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  useEffect(() => forgetDataOfPastSessions(queryClient), [queryClient]);
  return (
    <RenderedToday.Provider value={renderedToday}>
      <QueryClientProvider client={queryClient}>
        {children}
        <NoticeHost />
      </QueryClientProvider>
    </RenderedToday.Provider>
  );
}
