import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

interface AppProps {
  queryClient?: QueryClient;
  /** The day the server rendered the page on, when it did (page-data.ts). */
  renderedToday?: string | undefined;
}

export function App({ queryClient, renderedToday }: AppProps) {
  return (
    <AppProvider queryClient={queryClient} renderedToday={renderedToday}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
