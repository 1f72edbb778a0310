import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/session';
import { fakeToken, inOneHour } from '@/test/render';
import { RequireSession } from '../guards';
import { RootLayout } from './root-layout';
import { APP_READY_EVENT } from './use-announce-takeover';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', element: <RootLayout />, children: [{ path: '*', element: <h1>Page</h1> }] }],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('root layout', () => {
  it('surrounds pages with the header, navigation and footer', () => {
    renderAt('/home');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  });

  it('hides the header and footer on the not-found screen', () => {
    renderAt('/404-page-not-found');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('links Hotels to every city, today to tomorrow, one guest', () => {
    renderAt('/home');
    const href = screen.getAllByRole('link', { name: 'Hotels' })[0]!.getAttribute('href')!;
    const params = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/hotel-list/search?')).toBe(true);
    expect(params.get('city')).toBe('All');
    expect(params.get('guestnumber')).toBe('1');
    expect(params.get('checkInDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('greets a logged-in user by first name and shows Admin Dashboard only to an Admin', () => {
    document.cookie = `cookieToken=${fakeToken({ id: 1, role: 'User', exp: inOneHour() })}; Path=/`;
    document.cookie = `cookieName=${encodeURIComponent('Ana Maria Silva')}; Path=/`;
    renderAt('/home');
    expect(screen.getAllByTestId('user-first-name')[0]).toHaveTextContent(/^Ana$/);
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log Out' }).length).toBeGreaterThan(0);
  });

  it('shows Admin Dashboard to an Admin', () => {
    document.cookie = `cookieToken=${fakeToken({ id: 2, role: 'Admin', exp: inOneHour() })}; Path=/`;
    renderAt('/home');
    expect(screen.getAllByRole('link', { name: 'Admin Dashboard' }).length).toBeGreaterThan(0);
  });

  it('logs out from a protected page to /home and removes both cookies', async () => {
    document.cookie = `cookieToken=${fakeToken({ id: 1, role: 'User', exp: inOneHour() })}; Path=/`;
    document.cookie = 'cookieName=Ana; Path=/';
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { path: 'home', element: <h1>Home</h1> },
            { path: '404-page-not-found', element: <h1>Not found</h1> },
            {
              element: <RequireSession />,
              children: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Log Out' })[0]!);
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(readCookie('cookieToken')).toBeUndefined();
    expect(readCookie('cookieName')).toBeUndefined();
    expect(screen.getAllByRole('link', { name: 'Log In' }).length).toBeGreaterThan(0);
  });

  it('announces once that the app runs the page, for boot.js to hand over early input', () => {
    const announced = vi.fn();
    document.addEventListener(APP_READY_EVENT, announced);
    try {
      renderAt('/home');
      expect(announced).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener(APP_READY_EVENT, announced);
    }
  });
});
