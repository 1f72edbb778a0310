import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeToken,
  inOneHour,
  jsonResponse,
  LAZY_PAGE_TEST_TIMEOUT,
  LAZY_PAGE_WAIT,
} from '@/test/render';
import { AppRoutes } from './router';

let pathname = '';
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    pathname = location.pathname;
  }, [location]);
  return null;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const login = (role: 'User' | 'Admin') => {
  document.cookie = `cookieToken=${fakeToken({ id: 1, role, exp: inOneHour() })}; Path=/`;
};

beforeEach(() => {
  pathname = '';
  // Pages ask for data once their chunk has loaded; an empty answer is enough here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse([])),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'cookieToken=; Max-Age=0; Path=/';
});

describe('route table', { timeout: LAZY_PAGE_TEST_TIMEOUT }, () => {
  it.each([
    ['a visitor', '/', '/home', undefined],
    ['a visitor', '/no-such-page', '/404-page-not-found', undefined],
    ['a User', '/checkout', '/dashboard', 'User'],
    ['a visitor', '/checkout', '/login', undefined],
    ['a visitor', '/dashboard', '/login', undefined],
    ['a visitor', '/admin-dashboard', '/login', undefined],
    ['a User', '/admin-dashboard', '/404-page-not-found', 'User'],
    ['a User', '/admin-dashboard/users', '/404-page-not-found', 'User'],
    ['a visitor', '/admin-dashboard/reports', '/login', undefined],
  ] as const)('sends %s from %s to %s', async (_who, from, to, role) => {
    if (role) login(role);
    renderAt(from);
    // The router navigates in a transition: the address changes once the page's chunk is in.
    await vi.waitFor(() => expect(pathname).toBe(to), LAZY_PAGE_WAIT);
  });

  it('lets an Admin into the admin dashboard', async () => {
    login('Admin');
    renderAt('/admin-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, LAZY_PAGE_WAIT),
    ).toBeInTheDocument();
    expect(pathname).toBe('/admin-dashboard');
  });

  it("lets an Admin open a back-office screen's own address", async () => {
    login('Admin');
    renderAt('/admin-dashboard/users');
    expect(
      await screen.findByRole('region', { name: 'User Management' }, LAZY_PAGE_WAIT),
    ).toBeInTheDocument();
    expect(pathname).toBe('/admin-dashboard/users');
  });
});
