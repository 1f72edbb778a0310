/**
 * The session of product §3: the token in the cookie `cookieToken`, the user's name in
 * `cookieName`. Cookies are SameSite=Strict, and Secure on https (design §4).
 * A tiny store lets React re-render when the session changes (login, logout).
 */
import type { RoleName } from '@staylane/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';

export const TOKEN_COOKIE = 'cookieToken';
export const NAME_COOKIE = 'cookieName';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The value of cookie `name` in a `Cookie` header (the browser's `document.cookie`). */
export function cookieIn(cookies: string, name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = cookies.split(/; ?/).find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined; // not written by this app
  }
}

export function readCookie(name: string): string | undefined {
  return cookieIn(document.cookie, name);
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
  /** The role's name (product §6: read from the decoded token). */
  role?: unknown;
  exp?: number;
}

/**
 * The token's payload, read but not verified: the server verifies every token it receives,
 * the web app only needs the claims to decide what to show. A few lines instead of jose,
 * which was part of the first download.
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

/** Product §4: expired when exp is earlier than now, or when the token cannot be decoded. */
export function isTokenExpired(token: string, now: Date = new Date()): boolean {
  const claims = claimsOf(token);
  if (!claims || typeof claims.exp !== 'number') return true;
  return claims.exp * 1000 < now.getTime();
}

/** The role the token names, "User" or "Admin"; undefined when unreadable. */
export function roleOf(token: string): RoleName | undefined {
  const role = claimsOf(token)?.role;
  return role === 'User' || role === 'Admin' ? role : undefined;
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

/** Log out: both cookies go (product §4). */
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

/**
 * A token that names the Admin role the server no longer grants: the token says what the role
 * was at login, the server reads it anew on every call (an admin may have been demoted since).
 * Once an admin call is refused, the screens stop offering what it would refuse again.
 */
let refusedAdminToken: string | undefined;

/** The server refused an admin call made with `token`: its Admin role is no longer believed. */
export function forgetAdminRole(token: string): void {
  refusedAdminToken = token;
  notify();
}

/**
 * A fresh page's belief: no role refused. The web tests share their modules (vite.config.ts),
 * and two files can make the very same token within one second.
 */
export function believeEveryRoleAgain(): void {
  refusedAdminToken = undefined;
}

/** The session the cookies `cookies` hold (same object while they are unchanged). */
export function sessionIn(cookies: string): Session {
  const token = cookieIn(cookies, TOKEN_COOKIE) || undefined;
  const name = cookieIn(cookies, NAME_COOKIE) || undefined;
  const adminRefused = token !== undefined && token === refusedAdminToken;
  const key = `${token ?? ''}\u0000${name ?? ''}\u0000${adminRefused}`;
  if (key !== cachedKey) {
    cachedKey = key;
    const isLoggedIn = token !== undefined && !isTokenExpired(token);
    cached = {
      token,
      name,
      isLoggedIn,
      isAdmin: isLoggedIn && !adminRefused && roleOf(token) === 'Admin',
    };
  }
  return cached;
}

export function currentSession(): Session {
  return sessionIn(document.cookie);
}

/**
 * The page request's `Cookie` header while the server renders a page (app/render-page.tsx).
 * The session cookies travel with every page request, so the server renders the header the
 * visitor will see, and the browser's first render, which hydrates that HTML, agrees with it.
 */
export const RequestCookies = createContext<string | undefined>(undefined);

/** Calls `listener` whenever the session may have changed (login, logout, a refused role). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  const requestCookies = useContext(RequestCookies);
  const serverSession = () =>
    requestCookies === undefined ? currentSession() : sessionIn(requestCookies);
  return useSyncExternalStore(subscribeToSession, currentSession, serverSession);
}
