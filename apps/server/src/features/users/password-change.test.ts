/**
 * A password change needs the current password — except right after a login with a
 * provisional password — and ends every other session of the account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const plenty = { max: 1000, timeWindow: 60_000 };

describe.each(TEST_DRIVERS)('password change on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { rateLimits: { login: plenty, recover: plenty } });
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
  const logIn = async (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/local/login', payload: { email, password } });
  const tokenOf = async (email: string, password: string) => {
    const response = await logIn(email, password);
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  };
  const change = (account: TestAccount, token: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/users/${account.id}/password`,
      headers: bearer(token),
      payload: body,
    });
  const storedHash = async (id: number) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

  it.each([
    ['without the current password', {}, 'Please enter your current password'],
    [
      'with an empty current password',
      { currentPassword: '' },
      'Please enter your current password',
    ],
    [
      'with a wrong current password',
      { currentPassword: 'Wrong1234' },
      'Current password is incorrect',
    ],
  ])('refuses %s with 400 and the message, changing nothing', async (_case, extra, message) => {
    const account = await createAccount(t.app);
    const phone = await tokenOf(account.email, account.password);
    const before = await storedHash(account.id);
    const response = await change(account, account.token, { ...extra, password: 'Newpass123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message,
      code: 'VALIDATION',
      fields: { currentPassword: message },
    });
    expect(await storedHash(account.id)).toBe(before);
    expect((await me(phone)).statusCode).toBe(200);
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('with the right one: the new password works, every other session 401, this one goes on', async () => {
    const account = await createAccount(t.app);
    const phone = await tokenOf(account.email, account.password);
    const response = await change(account, account.token, {
      currentPassword: account.password,
      password: 'Newpass123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password Updated!' });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await logIn(account.email, account.password)).statusCode).toBe(401);
    expect((await logIn(account.email, 'Newpass123')).statusCode).toBe(200);
  });

  it('after a provisional-password login, sets a new password without the old one, once', async () => {
    const account = await createAccount(t.app);
    const elsewhere = await tokenOf(account.email, account.password);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/recover',
      payload: { email: account.email },
    });
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, account.email));
    const provisional = /provisional password is: (\S+)/.exec(mail!.textBody)![1]!;
    const token = await tokenOf(account.email, provisional);

    const response = await change(account, token, { password: 'Fresh1234' });
    expect(response.statusCode).toBe(200);
    expect((await logIn(account.email, 'Fresh1234')).statusCode).toBe(200);
    expect((await logIn(account.email, account.password)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);

    // The session is an ordinary one now: a second change needs the password again.
    const again = await change(account, token, { password: 'Other1234' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ currentPassword: 'Please enter your current password' });
  });

  it('an ordinary login’s session cannot skip the current password', async () => {
    const account = await createAccount(t.app);
    const token = await tokenOf(account.email, account.password);
    const response = await change(account, token, { password: 'Newpass123' });
    expect(response.statusCode).toBe(400);
  });
});
