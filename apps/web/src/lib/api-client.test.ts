import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse } from '@/test/render';
import { api, ApiError } from './api-client';

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
