import { describe, expect, it } from 'vitest';
import { fakeToken } from '@/test/render';
import {
  claimsOf,
  clearSession,
  currentSession,
  isTokenExpired,
  readCookie,
  roleOf,
  saveSession,
} from './session';

const now = new Date('2026-06-01T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('session', () => {
  it('treats a token whose exp is earlier than now as expired', () => {
    expect(isTokenExpired(fakeToken({ id: 1, role: 'User', exp: seconds(now) - 1 }), now)).toBe(
      true,
    );
  });

  it('treats a token whose exp is still ahead as valid', () => {
    expect(isTokenExpired(fakeToken({ id: 1, role: 'User', exp: seconds(now) + 60 }), now)).toBe(
      false,
    );
  });

  it('treats a token that cannot be decoded as expired', () => {
    expect(isTokenExpired('not-a-token', now)).toBe(true);
    expect(isTokenExpired(fakeToken({ id: 1 }), now)).toBe(true);
  });

  it('reads the claims of a token, names in UTF-8 included', () => {
    expect(claimsOf(fakeToken({ id: 3, role: 'User', exp: 99 }))).toEqual({
      id: 3,
      role: 'User',
      exp: 99,
    });
    const payload = Buffer.from(JSON.stringify({ id: 4, name: 'Zoë Ñúñez' })).toString('base64url');
    expect(claimsOf(`header.${payload}.signature`)).toEqual({ id: 4, name: 'Zoë Ñúñez' });
  });

  it('reads no claims from something that is not a token', () => {
    expect(claimsOf('not-a-token')).toBeUndefined();
    expect(claimsOf('a.b')).toBeUndefined();
    expect(claimsOf('a.%%%.c')).toBeUndefined();
    expect(claimsOf(`a.${btoa('[1,2]')}.c`)).toBeUndefined();
    expect(claimsOf(`a.${btoa('"text"')}.c`)).toBeUndefined();
  });

  it('reads the role from the token', () => {
    expect(roleOf(fakeToken({ role: 'Admin' }))).toBe('Admin');
    expect(roleOf(fakeToken({ role: 'User' }))).toBe('User');
    expect(roleOf(fakeToken({ role: 2 }))).toBeUndefined();
    expect(roleOf('garbage')).toBeUndefined();
  });

  it('stores the token and the name in cookies, and log out removes both', () => {
    const token = fakeToken({ id: 7, role: 'Admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    saveSession(token, 'Ada Lovelace');
    expect(readCookie('cookieToken')).toBe(token);
    expect(readCookie('cookieName')).toBe('Ada Lovelace');
    expect(currentSession()).toMatchObject({
      isLoggedIn: true,
      isAdmin: true,
      name: 'Ada Lovelace',
    });
    clearSession();
    expect(readCookie('cookieToken')).toBeUndefined();
    expect(readCookie('cookieName')).toBeUndefined();
    expect(currentSession().isLoggedIn).toBe(false);
  });
});
