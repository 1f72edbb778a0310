/**
 * The session of spec §3: the token in the cookie `cookieToken`, the user's name in
 * `cookieName`. Cookies are SameSite=Strict, and Secure on https (DESIGN §4).
 * A tiny store lets React re-render when the session changes (login, logout).
 */
import { ROLE_ADMIN } from '@staylane/domain';
import { useSyncExternalStore } from 'react';

export const TOKEN_COOKIE = 'cookieToken';
export const NAME_COOKIE = 'cookieName';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

function cookieAttributes(): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; Path=/; SameSite=Strict${secure}`;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${Math.max(0, maxAgeSeconds)}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${maxAge}${cookieAttributes()}`;
  notify();
}

export function removeCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0${cookieAttributes()}`;
  notify();
}

interface TokenClaims {
  id?: number;
  role?: number;
  exp?: number;
}

/**
 * The token's payload, read but not verified: the server verifies every token it receives,
 * the web app only needs the claims to decide what to show. A few lines instead of jose,
 * which was part of the first download (issue 8).
 */
export function claimsOf(token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const binary = atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Spec §4: expired when exp is earlier than now, or when the token cannot be decoded. */
export function isTokenExpired(token: string, now: Date = new Date()): boolean {
  const claims = claimsOf(token);
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 < now.getTime();
}

/** The role number from the token (1 User, 2 Admin), undefined when unreadable. */
export function roleOf(token: string): number | undefined {
  const role = claimsOf(token)?.role;
  return typeof role === 'number' ? role : undefined;
}

export function userIdOf(token: string): number | undefined {
  const id = claimsOf(token)?.id;
  return typeof id === 'number' ? id : undefined;
}

export function getToken(): string | undefined {
  return readCookie(TOKEN_COOKIE) || undefined;
}

/** Stores the token and the name for as long as the token lives. */
export function saveSession(token: string, name: string): void {
  const exp = claimsOf(token)?.exp;
  const maxAge = typeof exp === 'number' ? exp - Math.floor(Date.now() / 1000) : undefined;
  writeCookie(TOKEN_COOKIE, token, maxAge);
  writeCookie(NAME_COOKIE, name, maxAge);
}

/** Log out: both cookies go (spec §4). */
export function clearSession(): void {
  removeCookie(TOKEN_COOKIE);
  removeCookie(NAME_COOKIE);
}

export interface Session {
  token: string | undefined;
  name: string | undefined;
  /** A token is present and not expired. */
  isLoggedIn: boolean;
  isAdmin: boolean;
}

let cachedKey = '';
let cached: Session = { token: undefined, name: undefined, isLoggedIn: false, isAdmin: false };

export function currentSession(): Session {
  const token = getToken();
  const name = readCookie(NAME_COOKIE) || undefined;
  const key = `${token ?? ''}\u0000${name ?? ''}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const isLoggedIn = token !== undefined && !isTokenExpired(token);
    cached = {
      token,
      name,
      isLoggedIn,
      isAdmin: isLoggedIn && roleOf(token) === ROLE_ADMIN,
    };
  }
  return cached;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, currentSession, currentSession);
}
