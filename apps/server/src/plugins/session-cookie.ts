/**
 * Where a call's session token comes from (design §4, decision 012): the `Authorization:
 * Bearer` header, else the cookie `cookieToken` the web app keeps (product §3). A client written
 * to the spec sends some calls with no token at all (product §6–7) and relies on that cookie.
 *
 * A browser attaches the cookie to requests any page makes to us, so a state-changing call
 * the cookie authenticates must show that it comes from our own site: its `Origin` is ours
 * (PUBLIC_URL's, or the request's own host's) or one the operator listed in CORS_ORIGINS, or,
 * without an `Origin`, `Sec-Fetch-Site` says same-origin. Anything else, including a write
 * that carries neither header, is refused: browsers always send one of them, and programs
 * that are not browsers use the bearer token.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

export const SESSION_COOKIE = 'cookieToken';

export type TokenSource = 'bearer' | 'cookie';

/** The value of cookie `name` in a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  const entry = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token a call carries and where it came from. An `Authorization` header, even a
 * malformed one, is the caller's whole say: the cookie is read only when there is none.
 */
export function sessionToken(
  request: FastifyRequest,
): { token: string; source: TokenSource } | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return token ? { token, source: 'bearer' } : undefined;
  }
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  return token ? { token, source: 'cookie' } : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origins a cookie-authenticated write may come from besides the request's own host. */
export function trustedOrigins(config: {
  PUBLIC_URL?: string;
  CORS_ORIGINS: readonly string[];
}): ReadonlySet<string> {
  const origins = new Set(config.CORS_ORIGINS);
  if (config.PUBLIC_URL) origins.add(new URL(config.PUBLIC_URL).origin);
  return origins;
}

/** The origin the request was addressed to, as a browser writes it (no default port). */
function requestOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

function comesFromOwnSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return trusted.has(origin) || origin === requestOrigin(request);
  return request.headers['sec-fetch-site'] === 'same-origin';
}

export const CROSS_SITE_MESSAGE =
  'This change must come from the Staylane site itself: send the session as a bearer token';

/** Refuses a state-changing call authenticated by the cookie that another site may have sent. */
export function assertSameSiteCookieWrite(
  request: FastifyRequest,
  source: TokenSource,
  trusted: ReadonlySet<string>,
): void {
  if (source !== 'cookie' || SAFE_METHODS.has(request.method)) return;
  if (!comesFromOwnSite(request, trusted)) {
    throw new AppError(403, 'CROSS_SITE', CROSS_SITE_MESSAGE);
  }
}
