/** Renders UI inside the app's providers and a memory router, for component tests. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

export function renderWithRouter(ui: ReactNode, { path = '/', routes = [] as RouteObject[] } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], {
    initialEntries: [path],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** An unsigned token with the given claims: the web app only decodes, the server verifies. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Loads the notice host's toaster (sonner, imported on first use) before a test that waits for
 * a notice: on a loaded machine that first import alone has taken more than a test's five
 * seconds, and the test would time out on module loading instead of proving its behaviour.
 * Use as `beforeAll(loadToaster, 30_000)`.
 */
export async function loadToaster(): Promise<void> {
  await import('@/components/toaster');
}

/**
 * How long a test waits for what a lazily loaded page shows: the first import of a route's chunk
 * is transformed on the spot, which on a loaded machine has taken more than five seconds.
 * The tests that use it give themselves `LAZY_PAGE_TEST_TIMEOUT`.
 */
export const LAZY_PAGE_WAIT = { timeout: 20_000 };
export const LAZY_PAGE_TEST_TIMEOUT = 30_000;
