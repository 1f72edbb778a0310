/**
 * Sessions (decision 013): a login records one, its token names it, and ending it — logout, one
 * "Sign out", "sign out everywhere else" — refuses the token at once, also on another app
 * instance over the same database.
 */
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { sessions } from '../../db/schema.js';
import { createAccount, sessionIdOf, signIn, type TestAccount } from '../../test/accounts.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { commitElsewhere } from '../../test/commit-elsewhere.js';
import { deleteFinishedSessions, startSessionSweeper } from './index.js';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const plenty = { max: 1000, timeWindow: 60_000 };

describe.each(TEST_DRIVERS)('sessions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { rateLimits: { login: plenty } });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  const logIn = async (account: TestAccount, userAgent = CHROME_ON_LINUX) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/local/login',
      headers: { 'user-agent': userAgent },
      payload: { email: account.email, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const listSessions = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me/sessions', headers: bearer(token) });

  it('records a session at login, named by the token’s sid', async () => {
    const account = await createAccount(t.app);
    const token = await logIn(account);
    const [row] = await t.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(row).toMatchObject({
      userId: account.id,
      userAgent: CHROME_ON_LINUX,
      revokedAt: null,
      provisional: false,
    });
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('logout ends the session: the token answers 401 at once, other sessions go on', async () => {
    const account = await createAccount(t.app);
    const token = await logIn(account);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logged out' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('refuses a token issued before sessions (no sid), and one whose session expired', async () => {
    const account = await createAccount(t.app);
    const old = await new SignJWT({ id: account.id, role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(old)).statusCode).toBe(401);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, account.sessionId));
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('lists the active sessions with device in words and which one is this', async () => {
    const account = await createAccount(t.app);
    const phone = await logIn(account, SAFARI_ON_IPHONE);
    const laptop = await logIn(account);
    const ended = await logIn(account);
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(ended) });
    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    // The fixture's own session has no user agent.
    expect(data).toEqual([
      {
        id: account.sessionId,
        started: expect.any(String),
        lastUsed: expect.any(String),
        device: 'Unknown device',
        current: false,
        provisional: false,
      },
      expect.objectContaining({ id: sessionIdOf(phone), device: 'Safari on iOS', current: false }),
      expect.objectContaining({
        id: sessionIdOf(laptop),
        device: 'Chrome on Linux',
        current: true,
      }),
    ]);
    expect(Date.parse(data[1].started)).not.toBeNaN();
  });

  it('signs out one session; another user’s session id answers 404 and stays', async () => {
    const account = await createAccount(t.app);
    const stranger = await createAccount(t.app);
    const phone = await logIn(account, SAFARI_ON_IPHONE);
    const remove = (token: string, id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/users/me/sessions/${id}`,
        headers: bearer(token),
      });
    const theirs = await remove(stranger.token, sessionIdOf(phone));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await me(phone)).statusCode).toBe(200);
    expect((await remove(account.token, 'not-a-session')).statusCode).toBe(404);

    const mine = await remove(account.token, sessionIdOf(phone));
    expect(mine.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await remove(account.token, sessionIdOf(phone))).statusCode).toBe(404);
  });

  it('signs out everywhere else: every other session 401, this one works', async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    const phone = await logIn(account, SAFARI_ON_IPHONE);
    const laptop = await logIn(account);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me/sessions',
      headers: bearer(laptop),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ ended: 2 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(200);
    expect((await listSessions(laptop)).json().data).toHaveLength(1);
  });

  it('notes the last use at most once a minute', async () => {
    const account = await createAccount(t.app);
    const lastUsed = async () =>
      (await t.app.db.select().from(sessions).where(eq(sessions.id, account.sessionId)))[0]!
        .lastUsedAt;
    const fresh = await lastUsed();
    await me(account.token);
    expect(await lastUsed()).toEqual(fresh);
    await t.app.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(sessions.id, account.sessionId));
    const stale = await lastUsed();
    // A change the triggers do not count (only a test moves a last use back): forgotten by hand.
    t.app.checkedSessions.forget();
    await me(account.token);
    expect((await lastUsed()).getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('deletes expired sessions and those revoked over a day ago, keeping the rest', async () => {
    const account = await createAccount(t.app);
    const expired = sessionIdOf(await signIn(t.app, account.id, 1));
    const revokedLongAgo = sessionIdOf(await signIn(t.app, account.id, 1));
    const revokedNow = sessionIdOf(await signIn(t.app, account.id, 1));
    await t.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, expired));
    await t.app.db
      .update(sessions)
      .set({ revokedAt: sql`now() - interval '25 hours'` })
      .where(eq(sessions.id, revokedLongAgo));
    await t.app.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.id, revokedNow));
    expect(await deleteFinishedSessions(t.app.db)).toBeGreaterThanOrEqual(2);
    const left = await t.app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, account.id));
    expect(left.map((row) => row.id).sort()).toEqual([account.sessionId, revokedNow].sort());
  });

  it('the sweeper deletes an expired session on its first round and stops when asked', async () => {
    const account = await createAccount(t.app);
    await t.app.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, account.sessionId));
    const sweeper = startSessionSweeper({ db: t.app.db, log: t.app.log, intervalMs: 3_600_000 });
    await sweeper.stop();
    const left = await t.app.db.select().from(sessions).where(eq(sessions.id, account.sessionId));
    expect(left).toEqual([]);
  });

  /** Revokes a session as another process would: not through this app's pool. */
  const revokeElsewhere = (sessionId: string, options: { silently?: boolean } = {}) =>
    commitElsewhere(
      t.database,
      [`update sessions set revoked_at = now() where id = '${sessionId}'`],
      options,
    );

  it('remembers a checked session: a revocation with the triggers off goes unseen until the accounts version moves', async () => {
    const account = await createAccount(t.app);
    const other = await createAccount(t.app);
    expect((await me(account.token)).statusCode).toBe(200);
    await revokeElsewhere(account.sessionId, { silently: true });
    // Answered from the check remembered above: no query saw the revocation.
    expect((await me(account.token)).statusCode).toBe(200);
    // Anyone's logout moves the version: every remembered check is read again.
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(other.token) });
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('refuses a session revoked by another connection on the very next call', async () => {
    const account = await createAccount(t.app);
    expect((await me(account.token)).statusCode).toBe(200);
    expect(t.app.checkedSessions.knows(account.sessionId, account.id)).toBe(true);
    await revokeElsewhere(account.sessionId);
    // No notification to wait for: the version read after the call arrived has moved.
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('a revocation through one app instance is seen at once by another on the same database', async () => {
    // Two apps over one database: two processes' view (on PGlite, one in-memory database).
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      const account = await createAccount(t.app);
      const token = await logIn(account);
      const onSecond = () =>
        second.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect((await onSecond()).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
      expect((await onSecond()).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
