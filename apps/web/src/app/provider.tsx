import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { NoticeHost } from '@/components/notice-host';
import { createQueryClient } from '@/lib/query-client';

interface AppProviderProps {
  children: ReactNode;
  /** A client holding what the server rendered the page with; a new one otherwise. */
  queryClient?: QueryClient | undefined;
}

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <NoticeHost />
    </QueryClientProvider>
  );
}
