import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { NoticeHost } from '@/components/notice-host';
import { isSignInRequired } from '@/lib/return-to';
import { currentSession } from '@/lib/session';
import { rightRefused } from '@/lib/session-ended';
import { fakeToken, inOneHour, loadToaster } from '@/test/render';
import { ADMIN_RIGHTS_ENDED, RequireAdmin, RequireSession } from './guards';

function LoginProbe() {
  const location = useLocation();
  return (
    <h1>Login page {isSignInRequired(location.state) ? 'with the notice' : 'without a notice'}</h1>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RequireSession />,
        children: [{ path: '/dashboard', element: <h1>Dashboard page</h1> }],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: '/admin-dashboard', element: <h1>Admin page</h1> }],
      },
      { path: '/login', element: <LoginProbe /> },
      { path: '/home', element: <h1>Home page</h1> },
      { path: '/404-page-not-found', element: <h1>Not found screen</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <NoticeHost />
    </>,
  );
  return router;
}

const login = (claims: Record<string, unknown>) => {
  const token = fakeToken(claims);
  document.cookie = `cookieToken=${token}; Path=/`;
  return token;
};

const address = (router: ReturnType<typeof createMemoryRouter>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route guards', () => {
  beforeAll(loadToaster, 30_000);
  it('sends a visitor without a token to log in, with a notice, and back to the very address', () => {
    const router = renderAt('/dashboard?tab=bookings&review=12');
    expect(screen.getByRole('heading', { name: 'Login page with the notice' })).toBeInTheDocument();
    expect(address(router)).toBe(
      `/login?returnTo=${encodeURIComponent('/dashboard?tab=bookings&review=12')}`,
    );
  });

  it('sends an expired token to log in too', () => {
    login({ id: 1, role: 'User', exp: Math.floor(Date.now() / 1000) - 10 });
    const router = renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Login page with the notice' })).toBeInTheDocument();
    expect(address(router)).toBe('/login?returnTo=%2Fdashboard');
  });

  it('sends a visitor without a token at the admin dashboard to log in', () => {
    const router = renderAt('/admin-dashboard');
    expect(address(router)).toBe('/login?returnTo=%2Fadmin-dashboard');
  });

  it('lets a valid token through', () => {
    login({ id: 1, role: 'User', exp: inOneHour() });
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('keeps a signed-in User out of the admin dashboard with the not-found screen', () => {
    login({ id: 1, role: 'User', exp: inOneHour() });
    renderAt('/admin-dashboard');
    expect(screen.getByRole('heading', { name: 'Not found screen' })).toBeInTheDocument();
  });

  it('reads the role by its name: a role number is not the name Admin', () => {
    login({ id: 2, role: 2, exp: inOneHour() });
    renderAt('/admin-dashboard');
    expect(screen.getByRole('heading', { name: 'Not found screen' })).toBeInTheDocument();
  });

  it('lets an Admin into the admin dashboard', () => {
    login({ id: 2, role: 'Admin', exp: inOneHour() });
    renderAt('/admin-dashboard');
    expect(screen.getByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
  });

  it('leaves the admin dashboard for /home, with a notice, once the server refuses an admin call', async () => {
    const token = login({ id: 2, role: 'Admin', exp: inOneHour() });
    const router = renderAt('/admin-dashboard');
    expect(screen.getByRole('heading', { name: 'Admin page' })).toBeInTheDocument();
    act(() => rightRefused(token));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(await screen.findByText(ADMIN_RIGHTS_ENDED)).toBeInTheDocument();
    // The screens stop offering the admin area; the user stays signed in.
    expect(currentSession()).toMatchObject({ isLoggedIn: true, isAdmin: false });
  });
});
