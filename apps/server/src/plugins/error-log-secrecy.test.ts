/**
 * Error logs never hold passwords, password hashes, tokens, card data or request bodies
 *. A failed INSERT used to log its parameters: the sign-up's e-mail and password
 * hash. Each request here is forced to fail in the database and the captured log is searched.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../test/accounts.js';
import { PROFILE_CHANGE } from '../test/route-table.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

const PASSWORD = 'Sekret123Word';
const EMAIL = 'secret-person@example.com';
const CARD_NUMBER = '4242424242424242';
const CVC = '987';

describe.each(TEST_DRIVERS)('error log secrecy on %s', (driver) => {
  let t: TestApp;
  let account: TestAccount;
  const logLines: string[] = [];

  /** Makes every insert into or update of `table` fail with a database error. */
  async function breakWrites(table: string) {
    await t.app.db.execute(
      sql.raw(`create or replace function forced_failure() returns trigger language plpgsql as
        $$ begin raise exception 'forced failure'; end $$`),
    );
    await t.app.db.execute(
      sql.raw(`create trigger ${table}_fails before insert or update on ${table}
        for each row execute function forced_failure()`),
    );
  }

  /** The stored hashes, read before writes break: none may appear in the log. */
  async function storedHashes() {
    const rows = await t.app.db.execute(sql.raw('select password_hash as h from users'));
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as {
      h: string;
    }[];
    return list.map((row) => row.h);
  }

  beforeAll(async () => {
    t = await createTestApp(
      driver,
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
    account = await createAccount(t.app);
  });
  afterAll(() => t.close());

  it('logs a failed sign-up, profile update and card without their secrets', async () => {
    const hashes = await storedHashes();
    await breakWrites('users');
    await breakWrites('sandbox_payment_methods');

    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/local/signup',
      payload: { fullName: 'Secret Person', email: EMAIL, password: PASSWORD },
    });
    expect(signup.statusCode, signup.body).toBe(500);
    expect(signup.json()).toEqual({
      message: 'Something went wrong on our side',
      code: 'INTERNAL',
    });

    const token = account.headers.authorization.replace(/^Bearer /, '');
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${account.id}`,
      headers: { ...account.headers, cookie: `cookieToken=${token}` },
      payload: PROFILE_CHANGE,
    });
    expect(profile.statusCode, profile.body).toBe(500);

    const card = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: account.headers,
      payload: { number: CARD_NUMBER, expMonth: 12, expYear: 2039, cvc: CVC, name: 'Ana' },
    });
    expect(card.statusCode, card.body).toBe(500);

    const log = logLines.join('');
    const errors = logLines.filter((line) => line.includes('unhandled error'));
    expect(errors).toHaveLength(3);
    for (const secret of [PASSWORD, EMAIL, token, CARD_NUMBER, ...hashes]) {
      expect(log, `log holds ${secret}`).not.toContain(secret);
    }
    expect(log).not.toContain('scrypt$');
    expect(log).not.toMatch(/"cvc"\s*:\s*"?987/);
    expect(log).not.toContain('Secret Person');
    // What helps whoever reads the log stays: the route and the failure.
    expect(errors[0]).toContain('/auth/local/signup');
    expect(errors[0]).toContain('forced failure');
  });
});
