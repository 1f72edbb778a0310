import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NoticeHost } from '@/components/notice-host';
import { SIGN_IN_REQUIRED, SIGN_IN_REQUIRED_STATE } from '@/lib/return-to';
import { readCookie } from '@/lib/session';
import { fakeToken, inOneHour, jsonResponse, loadToaster, renderWithRouter } from '@/test/render';
import { LoginPage } from '../routes/login-page';
import { ForgotPassword } from './forgot-password';
import { INVALID_LOGIN, LoginForm } from './login-form';

afterEach(() => vi.unstubAllGlobals());

describe('login form', () => {
  it('shows the required messages of spec section 5', async () => {
    renderWithRouter(<LoginForm />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    });
    expect(screen.getByText('Please Enter Your email')).toBeInTheDocument();
    expect(screen.getByText('Please Enter Your Password')).toBeInTheDocument();
  });

  it('stores the token and the name in cookies and goes to /home', async () => {
    const token = fakeToken({ id: 3, role: 'User', exp: inOneHour() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ message: 'ok', data: { email: 'a@b.co', fullName: 'Ana Silva' }, token }),
      ),
    );
    const { router } = renderWithRouter(<LoginForm />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(readCookie('cookieToken')).toBe(token);
    expect(readCookie('cookieName')).toBe('Ana Silva');
  });

  it.each([
    [
      'goes back to the page in returnTo',
      '/hotel-single/htlnfo?id=4&roomId=9',
      '/hotel-single/htlnfo?id=4&roomId=9',
    ],
    ['goes to /home when returnTo names another site', '//evil.example/home', '/home'],
  ])('%s (decision 008)', async (_, returnTo, expected) => {
    const token = fakeToken({ id: 3, role: 'User', exp: inOneHour() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ message: 'ok', data: { email: 'a@b.co', fullName: 'Ana Silva' }, token }),
      ),
    );
    const { router } = renderWithRouter(<LoginForm />, {
      path: `/login?returnTo=${encodeURIComponent(returnTo)}`,
    });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    });
    await vi.waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected),
    );
  });
});

describe('login notices', () => {
  beforeAll(loadToaster, 30_000);
  async function logInWith(password: string) {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    });
  }

  it('takes the failed-login notice away once the next login succeeds', async () => {
    const token = fakeToken({ id: 3, role: 'User', exp: inOneHour() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        JSON.parse(String(init.body)).password === 'Secret123'
          ? jsonResponse({ message: 'ok', data: { email: 'a@b.co', fullName: 'Ana' }, token })
          : jsonResponse({ message: INVALID_LOGIN, code: 'UNAUTHENTICATED' }, 401),
      ),
    );
    const { router } = renderWithRouter(
      <>
        <LoginForm />
        <NoticeHost />
      </>,
      { path: '/login' },
    );
    await logInWith('wrong-one');
    expect(await screen.findByText(INVALID_LOGIN)).toBeVisible();
    await logInWith('Secret123');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    await vi.waitFor(() => expect(screen.queryByText(INVALID_LOGIN)).toBeNull());
  });

  it('says why a protected page sent the visitor here, and only then', async () => {
    const { router } = renderWithRouter(<LoginPage />, { path: '/login' });
    expect(screen.queryByText(SIGN_IN_REQUIRED)).toBeNull();
    await act(() =>
      router.navigate('/login?returnTo=%2Fdashboard', { state: SIGN_IN_REQUIRED_STATE }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(SIGN_IN_REQUIRED);
  });
});

describe('forgot password', () => {
  it('checks the recovery e-mail with the messages of spec section 5', async () => {
    renderWithRouter(<ForgotPassword />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send provisional password' }));
    });
    expect(screen.getByText('Please Enter Your Email')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Recovery email'), { target: { value: 'nope' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send provisional password' }));
    });
    expect(screen.getByText('Enter a Valid Email')).toBeInTheDocument();
  });
});
