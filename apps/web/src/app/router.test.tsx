import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, inOneHour, jsonResponse } from '@/test/render';
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

const login = (role: number) => {
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

describe('route table', () => {
  it('sends / to /home', async () => {
    renderAt('/');
    await vi.waitFor(() => expect(pathname).toBe('/home'));
  });

  it('sends an unknown address to the not-found screen', async () => {
    renderAt('/no-such-page');
    await vi.waitFor(() => expect(pathname).toBe('/404-page-not-found'));
  });

  it('sends /checkout to the dashboard of a logged-in user', async () => {
    login(1);
    renderAt('/checkout');
    await vi.waitFor(() => expect(pathname).toBe('/dashboard'));
  });

  it('keeps a visitor without a token out of /checkout', async () => {
    renderAt('/checkout');
    await vi.waitFor(() => expect(pathname).toBe('/404-page-not-found'));
  });

  it('keeps a visitor without a token out of the dashboard', async () => {
    renderAt('/dashboard');
    await vi.waitFor(() => expect(pathname).toBe('/404-page-not-found'));
  });

  it('keeps a User out of the admin dashboard', async () => {
    login(1);
    renderAt('/admin-dashboard');
    await vi.waitFor(() => expect(pathname).toBe('/404-page-not-found'));
  });

  it('lets an Admin into the admin dashboard', async () => {
    login(2);
    renderAt('/admin-dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(pathname).toBe('/admin-dashboard');
  });
});
