import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createAccount, createAdmin } from '../test/accounts.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

describe.each(TEST_DRIVERS)('bearer tokens on %s', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(driver);
  });
  afterAll(() => testApp.close());

  const listUsers = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/users', headers });

  it('lets an admin token list users', async () => {
    const admin = await createAdmin(testApp.app);
    expect((await listUsers(admin.headers)).statusCode).toBe(200);
  });

  it('takes admin rights away at once when the admin is demoted, whatever the token says', async () => {
    const admin = await createAdmin(testApp.app);
    await testApp.app.db.update(users).set({ role: 1 }).where(eq(users.id, admin.id));
    const response = await listUsers(admin.headers);
    expect(response.statusCode).toBe(403);
  });

  it('refuses the token of a deleted account', async () => {
    const user = await createAccount(testApp.app);
    await testApp.app.db.delete(users).where(eq(users.id, user.id));
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a token signed with another secret, or expired', async () => {
    const user = await createAccount(testApp.app);
    const forged = await new SignJWT({ id: user.id, role: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await new SignJWT({ id: user.id, role: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const token of [forged, expired, 'not-a-token']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });
});
