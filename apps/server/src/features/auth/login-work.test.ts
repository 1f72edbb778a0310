/**
 * A failed login must not tell whether the e-mail has an account (design §4). The time it
 * takes is what leaks it, and that time is the password checks (scrypt): so this proves that
 * every failure runs the same checks, rather than timing requests on a shared machine.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as passwords from '../../lib/passwords.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

describe('the work of a failed login', () => {
  let t: TestApp;
  const checks = vi.mocked(verifyPassword);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await createAccount(t.app, { email: 'known@example.com', password: 'Right1234' });
  });
  afterAll(() => t.close());
  // A hook that returns a function has it run as its clean-up: return nothing.
  beforeEach(() => {
    checks.mockClear();
  });

  const logIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth/local/login', payload: { email, password } });

  it('checks two passwords for an unknown e-mail, as for a wrong password', async () => {
    expect((await logIn('nobody@example.com', 'Wrong1234')).statusCode).toBe(401);
    const unknown = checks.mock.calls.length;
    checks.mockClear();
    expect((await logIn('known@example.com', 'Wrong1234')).statusCode).toBe(401);
    expect(checks.mock.calls.length).toBe(2);
    expect(unknown).toBe(2);
  });

  it('checks one password when the password is right', async () => {
    expect((await logIn('known@example.com', 'Right1234')).statusCode).toBe(200);
    expect(checks.mock.calls.length).toBe(1);
  });
});
