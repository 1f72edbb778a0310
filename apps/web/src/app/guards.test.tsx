import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeToken, inOneHour } from '@/test/render';
import { RequireAdmin, RequireSession } from './guards';

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
      { path: '/404-page-not-found', element: <h1>Not found screen</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const login = (claims: Record<string, unknown>) => {
  document.cookie = `cookieToken=${fakeToken(claims)}; Path=/`;
};

describe('route guards', () => {
  it('sends a visitor without a token to the not-found screen', () => {
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Not found screen' })).toBeInTheDocument();
  });

  it('sends an expired token to the not-found screen', () => {
    login({ id: 1, role: 'User', exp: Math.floor(Date.now() / 1000) - 10 });
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Not found screen' })).toBeInTheDocument();
  });

  it('lets a valid token through', () => {
    login({ id: 1, role: 'User', exp: inOneHour() });
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('keeps a User out of the admin dashboard', () => {
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
});
