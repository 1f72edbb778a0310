import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NoticeHost } from '@/components/notice-host';
import { fakeToken, jsonResponse, loadToaster } from '@/test/render';
import { api, ApiError, request } from './api-client';
import { currentSession, readCookie, saveSession } from './session';
import { onForbidden, SESSION_ENDED } from './session-ended';

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('turns the error envelope into an ApiError with status, code and fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            message: 'an account with this e-mail already exists',
            code: 'CONFLICT',
            fields: { email: 'taken' },
          },
          409,
        ),
      ),
    );
    const error = await api.post('/auth/local/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'an account with this e-mail already exists',
      fields: { email: 'taken' },
    });
  });

  it('sends the session token as a bearer token and leaves empty parameters out', async () => {
    const token = fakeToken({ id: 1, role: 1, exp: Math.floor(Date.now() / 1000) + 60 });
    document.cookie = `cookieToken=${token}; Path=/`;
    const fetch = vi.fn(async (..._args: unknown[]) => jsonResponse({ message: 'ok', data: [] }));
    vi.stubGlobal('fetch', fetch);
    await api.get('/api/hotels', { city: 'rome', page: 2, checkInDate: undefined, q: '' });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/hotels?city=rome&page=2');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });
});

describe('what the api client hears about the session', () => {
  beforeAll(loadToaster, 30_000);
  const signIn = (id = 1) => {
    const token = fakeToken({ id, role: 'User', exp: Math.floor(Date.now() / 1000) + 600 });
    saveSession(token, 'Gus Grant');
    return token;
  };
  const answer = (status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'no', code: 'UNAUTHENTICATED' }, status)),
    );

  it('signs the screen out, with a notice, when the server refuses the session it was sent', async () => {
    render(<NoticeHost />);
    signIn();
    answer(401);
    await expect(api.get('/api/users/me')).rejects.toMatchObject({
      status: 401,
      message: SESSION_ENDED,
    });
    expect(currentSession().isLoggedIn).toBe(false);
    expect(readCookie('cookieToken')).toBeUndefined();
    expect(readCookie('cookieName')).toBeUndefined();
    expect(await screen.findByText(SESSION_ENDED)).toBeInTheDocument();
  });

  it('keeps a session that began after the refused call was sent', async () => {
    const old = signIn(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        signIn(2); // a login in another part of the screen while the call was on its way
        return jsonResponse({ message: 'no', code: 'UNAUTHENTICATED' }, 401);
      }),
    );
    await expect(api.get('/api/users/me')).rejects.toBeInstanceOf(ApiError);
    expect(currentSession().isLoggedIn).toBe(true);
    expect(currentSession().token).not.toBe(old);
  });

  it('leaves the session alone for a 401 to a call sent without it (a failed login)', async () => {
    const token = signIn();
    const fetch = vi.fn(async (..._args: unknown[]) =>
      jsonResponse({ message: 'Invalid Email or Password', code: 'UNAUTHENTICATED' }, 401),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(
      request('/auth/local/login', { method: 'POST', body: {}, anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(currentSession().token).toBe(token);
  });

  it('tells the listeners of a right refused (403), and keeps the session', async () => {
    const token = signIn();
    const heard: string[] = [];
    const stop = onForbidden((sent) => heard.push(sent));
    answer(403);
    await expect(api.get('/api/users')).rejects.toMatchObject({ status: 403 });
    stop();
    expect(heard).toEqual([token]);
    expect(currentSession().isLoggedIn).toBe(true);
  });
});
