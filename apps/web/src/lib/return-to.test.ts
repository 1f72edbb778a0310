import { describe, expect, it } from 'vitest';
import { loginUrl, safeReturnPath, signupUrl } from './return-to';

describe('safeReturnPath', () => {
  it('accepts a path of this site with its query and fragment', () => {
    const hotel = '/hotel-single/htlnfo?id=4&city=lisbon&checkInDate=2026-12-01&roomId=9#rooms';
    expect(safeReturnPath(hotel)).toBe(hotel);
    expect(safeReturnPath('/home')).toBe('/home');
  });

  it.each([
    ['an absolute address', 'https://evil.example/home'],
    ['a scheme without slashes', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a protocol-relative address', '//evil.example/home'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash anywhere', '/home\\..\\x'],
    ['a relative path', 'home'],
    ['a tab hidden in the slashes', '/\t/evil.example'],
    ['a newline', '/home\nx'],
    ['nothing', ''],
    ['a missing value', null],
    ['an endless value', `/${'a'.repeat(2001)}`],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses the login and sign-up pages, which would ask to log in again', () => {
    expect(safeReturnPath('/login?returnTo=/home')).toBeUndefined();
    expect(safeReturnPath('/signup')).toBeUndefined();
  });

  it('keeps a path that only looks odd inside this site', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath('/a/../home')).toBe('/home');
  });
});

describe('loginUrl and signupUrl', () => {
  it('carry a safe return address, encoded', () => {
    expect(loginUrl('/hotel-single/htlnfo?id=4&roomId=9')).toBe(
      '/login?returnTo=%2Fhotel-single%2Fhtlnfo%3Fid%3D4%26roomId%3D9',
    );
    expect(signupUrl('/home')).toBe('/signup?returnTo=%2Fhome');
  });

  it('drop an unsafe one', () => {
    expect(loginUrl('//evil.example')).toBe('/login');
    expect(signupUrl(undefined)).toBe('/signup');
  });
});
