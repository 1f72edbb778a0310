/**
 * Identity: signed JWTs (HS256 via jose; payload id, sid, exp and role as its name, "User" or
 * "Admin", which a client written to the spec reads) sent as bearer tokens, or held in the
 * session cookie (session-cookie.ts: a cookie-authenticated write must come from our site).
 * `sid` names a row of `sessions` (features/sessions): a token counts only while its session
 * is neither revoked nor expired, checked in the same query that reads the account. The check
 * is remembered while the accounts version, which every committed change to sessions or roles
 * moves, reads the same after the request arrived (checked-sessions.ts, decision 041), so
 * logout, "sign out everywhere" and a demotion hold from the next request on every process.
 * Tokens without `sid` are refused.
 * Routes declare who may call them with `preHandler: app.requireUser` or `app.requireAdmin`
 * (the booking flow's in `onRequest`, see app.ts); the caller is then `request.user`. The token proves who the caller is; what they may do is
 * read from the database on every call, so a demoted admin or a deleted account loses its
 * rights at once rather than when the token expires (the web app reads the role from the token
 * only to decide what to show). The secret comes from JWT_SECRET, or is generated once
 * and kept under DATA_DIR in development.
 */
import { randomBytes, webcrypto } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { roleName } from '@staylane/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { accountsVersion, sessions, users } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/app-error.js';
import { assertSameSiteCookieWrite, sessionToken, trustedOrigins } from './session-cookie.js';
import type { DatabaseHandle } from '../db/database.js';
import {
  ACCOUNTS_CHANNEL,
  ACCOUNTS_TABLES,
  CheckedSessions,
  FreshVersion,
  NotifiedVersion,
  type AccountsVersionSource,
  type CheckedSession,
} from './checked-sessions.js';

export const ROLE_USER = 1;
export const ROLE_ADMIN = 2;
export type Role = typeof ROLE_USER | typeof ROLE_ADMIN;

export interface AuthUser {
  id: number;
  role: Role;
  /** The session the token names (its `sid` claim). */
  sessionId: string;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The verified tokens a process remembers (about 300 bytes each), the oldest dropped first. */
const VERIFIED_TOKENS_KEPT = 10_000;

/** What a verified token says: who, which session, until when (seconds since the epoch). */
interface TokenClaims {
  id: unknown;
  sid: unknown;
  exp: number;
}

/** `last_used_at` is written at most this often per session: a write per call would cost more. */
const TOUCH_AFTER_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** A token for the user's session, valid until the session expires. */
    signToken(user: AuthUser, expiresAt: Date): Promise<string>;
    requireUser: preHandlerAsyncHookHandler;
    requireAdmin: preHandlerAsyncHookHandler;
    /** The caller when a valid token is sent, for routes open to everyone. */
    optionalUser(request: FastifyRequest): Promise<AuthUser | undefined>;
    /** The sessions this process has checked (checked-sessions.ts). */
    checkedSessions: CheckedSessions;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}

async function signingSecretText(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'jwt-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => {});
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * The HMAC key, imported once: given raw bytes, jose imports a key on every sign and verify,
 * which was a tenth of a booking's server time (bench/RESULTS.md).
 */
async function signingKey(configured: string | undefined, dataDir: string) {
  return webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(await signingSecretText(configured, dataDir)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export type AuthOptions = Pick<DatabaseHandle, 'driver' | 'listen'>;

export default fp<AuthOptions>(
  async function authPlugin(app: FastifyInstance, { driver, listen }) {
    const secret = await signingKey(app.config.JWT_SECRET, app.config.DATA_DIR);
    const checked = new CheckedSessions();
    app.decorate('checkedSessions', checked);

    app.decorate('signToken', (user: AuthUser, expiresAt: Date) =>
      new SignJWT({ id: user.id, role: roleName(user.role), sid: user.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    );

    // Every authenticated call runs one of the two: built once, and on PostgreSQL parsed once
    // per connection, instead of per call. The session joined to its account, with the
    // accounts version read by the same statement (one snapshot): one round trip checks both,
    // and says from which version on the answer may be remembered.
    const sessionAccount = app.db
      .select({
        id: users.id,
        role: users.role,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        version: sql<number>`(select ${accountsVersion.version} from ${accountsVersion})`.mapWith(
          Number,
        ),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('sid')),
          eq(sessions.userId, sql.placeholder('id')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      )
      .prepare('auth_session_account');
    const readAccountsVersion = app.db
      .select({ version: accountsVersion.version })
      .from(accountsVersion)
      .prepare('auth_accounts_version');
    const fresh = new FreshVersion(async () => {
      const [row] = await readAccountsVersion.execute();
      return Number(row!.version);
    });
    // PostgreSQL: read after each request arrives (shared by requests arriving together), as
    // a notification may reach this process after the next request does. PGlite: kept until
    // its notification, which arrives before the writer's own answer (checked-sessions.ts).
    let accountsVersionNow: AccountsVersionSource = fresh;
    if (driver === 'pglite') {
      const notified = new NotifiedVersion(fresh);
      app.addHook('onClose', await listen(ACCOUNTS_CHANNEL, ACCOUNTS_TABLES, notified));
      accountsVersionNow = notified;
    }
    // The guard on last_used_at keeps two processes from both writing in the same minute.
    const touchSession = app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sql.placeholder('sid')),
          lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`),
        ),
      )
      .prepare('auth_touch_session');

    const ownSites = trustedOrigins(app.config);

    /**
     * Tokens this process has verified, with their claims, until they expire. Verifying the
     * same signature again always gives the same answer, and jose's verify through WebCrypto
     * was 7 % of a booking's server CPU (four calls per booking; decision 029). Only the signature
     * is remembered here: the session and the account are checked as `sessionOf` says.
     */
    const verified = new Map<string, TokenClaims>();
    async function verifiedClaims(token: string): Promise<TokenClaims> {
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known;
      const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
      const { id, sid, exp } = payload;
      // Our tokens always expire; one without exp is answered but not remembered.
      if (typeof exp !== 'number') return { id, sid, exp: 0 };
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
      verified.set(token, { id, sid, exp });
      return { id, sid, exp };
    }

    /** Reads the session and its account, and remembers them at the version read with them. */
    async function checkSession(sid: string, id: number): Promise<CheckedSession | undefined> {
      const [account] = await sessionAccount.execute({ id, sid });
      if (account) checked.keep(sid, account);
      return account;
    }

    /**
     * The session as remembered, when a read of the accounts version begun after this call
     * finds it unchanged; else as read now. A session never checked costs the one query only.
     */
    async function sessionOf(sid: string, id: number): Promise<CheckedSession | undefined> {
      const remembered =
        checked.knows(sid, id) && checked.find(sid, id, await accountsVersionNow.get());
      return remembered || (await checkSession(sid, id));
    }

    async function userFromRequest(request: FastifyRequest): Promise<AuthUser | undefined> {
      const session = sessionToken(request);
      if (!session) return undefined;
      let id: unknown;
      let sid: unknown;
      try {
        ({ id, sid } = await verifiedClaims(session.token));
      } catch {
        return undefined;
      }
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) return undefined;
      if (typeof sid !== 'string' || !SESSION_ID.test(sid)) return undefined;
      assertSameSiteCookieWrite(request, session.source, ownSites);
      const account = await sessionOf(sid, id);
      if (!account || (account.role !== ROLE_USER && account.role !== ROLE_ADMIN)) return undefined;
      if (Date.now() - account.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
        await touchSession.execute({ sid });
        account.lastUsedAt = new Date();
      }
      return { id: account.id, role: account.role as Role, sessionId: sid };
    }

    app.decorate('optionalUser', userFromRequest);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await userFromRequest(request);
      if (!user) throw unauthorized();
      request.user = user;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await userFromRequest(request);
      if (!user) throw unauthorized();
      if (user.role !== ROLE_ADMIN) throw forbidden('Only an administrator can do this');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
