import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeToken, inOneHour } from '@/test/render';
import { RootLayout } from './root-layout';

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
    document.cookie = `cookieToken=${fakeToken({ id: 1, role: 1, exp: inOneHour() })}; Path=/`;
    document.cookie = `cookieName=${encodeURIComponent('Ana Maria Silva')}; Path=/`;
    renderAt('/home');
    expect(screen.getAllByTestId('user-first-name')[0]).toHaveTextContent(/^Ana$/);
    expect(screen.queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log Out' }).length).toBeGreaterThan(0);
  });

  it('shows Admin Dashboard to an Admin', () => {
    document.cookie = `cookieToken=${fakeToken({ id: 2, role: 2, exp: inOneHour() })}; Path=/`;
    renderAt('/home');
    expect(screen.getAllByRole('link', { name: 'Admin Dashboard' }).length).toBeGreaterThan(0);
  });
});
