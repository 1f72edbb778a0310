import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken, inOneHour } from '@/test/render';
import { createQueryClient, forgetDataOfPastSessions } from './query-client';
import { clearSession, saveSession } from './session';

let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('data fetched for a session', () => {
  it('is forgotten when the browser signs out or another user signs in', () => {
    const client = createQueryClient();
    saveSession(fakeToken({ id: 1, role: 'User', exp: inOneHour() }), 'Gus Grant');
    stop = forgetDataOfPastSessions(client);
    client.setQueryData(['users', 'me'], { fullName: 'Gus Grant' });
    clearSession();
    expect(client.getQueryData(['users', 'me'])).toBeUndefined();

    client.setQueryData(['users', 'me'], { fullName: 'Gus Grant' });
    saveSession(fakeToken({ id: 2, role: 'User', exp: inOneHour() }), 'Ana Silva');
    expect(client.getQueryData(['users', 'me'])).toBeUndefined();
  });

  it('is kept while the session stays the same', () => {
    const client = createQueryClient();
    const token = fakeToken({ id: 1, role: 'User', exp: inOneHour() });
    saveSession(token, 'Gus Grant');
    stop = forgetDataOfPastSessions(client);
    client.setQueryData(['users', 'me'], { fullName: 'Gus Grant' });
    saveSession(token, 'Gus Grant');
    expect(client.getQueryData(['users', 'me'])).toEqual({ fullName: 'Gus Grant' });
  });
});
