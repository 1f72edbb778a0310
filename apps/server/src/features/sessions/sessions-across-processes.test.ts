/**
 * A sign-out or a demotion made on one server process holds on another from its very next
 * request (decision 041): no window while a notification travels. On PostgreSQL the second app
 * has pools and connections of its own, as another process would; PGlite belongs to one
 * process, so there the two apps share its one in-memory database.
 */
import { ROLE_ADMIN, ROLE_USER } from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { createAccount, createAdmin, sessionIdOf, signIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(TEST_DRIVERS)('sessions across two processes on %s', (driver) => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle | undefined;

  beforeAll(async () => {
    t = await createTestApp(driver);
    if (driver === 'postgres') {
      secondDatabase = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
    }
    second = await buildApp({
      config: t.config,
      database: secondDatabase ?? t.database,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  it('refuses each of 100 tokens on the other process right after its logout', async () => {
    const account = await createAccount(t.app);
    const tokens = await Promise.all(
      Array.from({ length: 100 }, () => signIn(t.app, account.id, ROLE_USER)),
    );
    const onSecond = (token: string) =>
      second.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    const accepted: number[] = [];
    for (const [index, token] of tokens.entries()) {
      // Checked, and so remembered, by the other process first.
      expect((await onSecond(token)).statusCode).toBe(200);
      expect(second.checkedSessions.knows(sessionIdOf(token), account.id)).toBe(true);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: bearer(token),
      });
      expect(logout.statusCode).toBe(200);
      if ((await onSecond(token)).statusCode !== 401) accepted.push(index);
    }
    expect(accepted).toEqual([]);
  });

  it('answers 403 on the other process to an admin call right after a demotion, 30 times in 30', async () => {
    const actor = await createAdmin(t.app);
    const target = await createAdmin(t.app);
    const setRole = async (newRole: number) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${target.id}/role`,
        headers: actor.headers,
        payload: { userId: target.id, newRole },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    const adminCallOnSecond = () =>
      second.inject({ method: 'GET', url: '/api/users', headers: target.headers });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      if (attempt > 0) await setRole(ROLE_ADMIN);
      // The other process has checked the admin, and remembers the role.
      expect((await adminCallOnSecond()).statusCode).toBe(200);
      expect(second.checkedSessions.knows(target.sessionId, target.id)).toBe(true);
      await setRole(ROLE_USER);
      statuses.push((await adminCallOnSecond()).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 30 }, () => 403));
  });

  it('refuses an account deleted on one process on the other at once', async () => {
    const actor = await createAdmin(t.app);
    const account = await createAccount(t.app);
    const onSecond = () =>
      second.inject({ method: 'GET', url: '/api/users/me', headers: account.headers });
    expect((await onSecond()).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${account.id}`,
      headers: actor.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await onSecond()).statusCode).toBe(401);
  });
});
