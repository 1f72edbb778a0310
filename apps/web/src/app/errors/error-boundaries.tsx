/**
 * Error boundaries (decision 032): a render error or a page's code missing after a deploy
 * shows the error screen instead of a blank page. One at the root catches the shell (layout,
 * header); one per route keeps the header and footer around a page that failed, and lets the
 * next navigation try again.
 */
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { reloadOnceForMissingCode } from './chunk-reload';
import { ErrorScreen } from './error-screen';

function onError(error: unknown, info: ErrorInfo) {
  if (reloadOnceForMissingCode(error)) return;
  console.error('Staylane: a page failed to render', error, info.componentStack);
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => <ErrorScreen error={error} fullScreen />}
      onError={onError}
    >
      {children}
    </ErrorBoundary>
  );
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      fallbackRender={({ error }) => <ErrorScreen error={error} fullScreen={false} />}
      onError={onError}
      resetKeys={[pathname]}
    >
      {children}
    </ErrorBoundary>
  );
}
