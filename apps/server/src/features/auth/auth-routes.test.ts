import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, provisionalPasswords, users } from '../../db/schema.js';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAccount } from '../../test/accounts.js';

const plenty = { max: 1000, timeWindow: 60_000 };

describe.each(TEST_DRIVERS)('accounts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      driver,
      {},
      {
        rateLimits: { signup: plenty, login: plenty, recover: plenty },
      },
    );
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object });

  describe('sign-up', () => {
    it('creates an account and answers 201 with its id, e-mail and name', async () => {
      const response = await post('/auth/local/signup', {
        fullName: 'Ana Gómez',
        email: 'ana@example.com',
        password: 'Secret123',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        message: 'Account created',
        data: {
          id: expect.stringMatching(/^\d+$/),
          email: 'ana@example.com',
          fullName: 'Ana Gómez',
        },
      });
      const [row] = await t.app.db
        .select()
        .from(users)
        .where(eq(users.id, Number(body.data.id)));
      expect(row!.passwordHash).toMatch(/^scrypt\$/);
      expect(row!.role).toBe(1);
    });

    it('refuses a second account for the same e-mail in any case with 409', async () => {
      const response = await post('/auth/local/signup', {
        fullName: 'Ana Again',
        email: 'ANA@Example.com',
        password: 'Secret123',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'an account with this e-mail already exists',
      });
    });

    it.each([
      [{ email: 'b@example.com', password: 'Secret123' }, 'fullName', 'Please Enter Your Name'],
      [
        { fullName: '   ', email: 'b@example.com', password: 'Secret123' },
        'fullName',
        'Please Enter Your Name',
      ],
      [{ fullName: 'B', password: 'Secret123' }, 'email', 'Please Enter Your Email'],
      [
        { fullName: 'B', email: 'b@example', password: 'Secret123' },
        'email',
        'Enter a Valid Email',
      ],
      [{ fullName: 'B', email: 'b@example.com' }, 'password', 'Please Enter Your Password'],
      [
        { fullName: 'B', email: 'b@example.com', password: 'secret123' },
        'password',
        'Password Must Have This: 8 characters, a number, one uppercase letter and one lowercase letter',
      ],
      [
        { fullName: 42, email: 'b@example.com', password: 'Secret123' },
        'fullName',
        'Please Enter Your Name',
      ],
    ])('refuses %j with the spec message for %s', async (payload, field, message) => {
      const response = await post('/auth/local/signup', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
      const [row] = await t.app.db.select().from(users).where(eq(users.email, 'b@example.com'));
      expect(row).toBeUndefined();
    });
  });

  describe('login', () => {
    it('answers the token and the name, the token carrying id and role', async () => {
      const account = await createAccount(t.app, { email: 'login@example.com' });
      const response = await post('/auth/local/login', {
        email: 'Login@Example.com',
        password: account.password,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        message: 'Logged in',
        data: { email: 'login@example.com', fullName: account.fullName },
        token: expect.any(String),
      });
      const { payload } = await jwtVerify(body.token, new TextEncoder().encode(TEST_JWT_SECRET));
      expect(payload).toMatchObject({ id: account.id, role: 'User' });
      expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    });

    it('answers 401 "Invalid Email or Password" alike for a wrong password and an unknown e-mail', async () => {
      await createAccount(t.app, { email: 'known@example.com' });
      const wrong = await post('/auth/local/login', {
        email: 'known@example.com',
        password: 'Wrong1234',
      });
      const unknown = await post('/auth/local/login', {
        email: 'nobody@example.com',
        password: 'Wrong1234',
      });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          message: 'Invalid Email or Password',
          code: 'UNAUTHENTICATED',
        });
      }
    });

    it('refuses a missing password with the spec message', async () => {
      const response = await post('/auth/local/login', { email: 'a@example.com', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.password).toBe('Please Enter Your Password');
    });
  });

  describe('password recovery', () => {
    const RECOVERY = 'we are sending you an email with a provisional password.';

    it('answers the same for an unknown e-mail and records no mail', async () => {
      const before = await t.app.db.select().from(mailOutbox);
      const response = await post('/api/users/recover', { email: 'ghost@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: RECOVERY });
      expect(await t.app.db.select().from(mailOutbox)).toHaveLength(before.length);
    });

    it('mails a provisional password that works once, beside the old one', async () => {
      const account = await createAccount(t.app, { email: 'forgot@example.com' });
      const response = await post('/api/users/recover', { email: 'forgot@example.com' });
      expect(response.json()).toEqual({ message: RECOVERY });

      const [mail] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'forgot@example.com'));
      expect(mail).toMatchObject({ kind: 'provisional-password', status: 'pending' });
      const provisional = /provisional password is: (\S+)/.exec(mail!.textBody)![1]!;
      expect(provisional.length).toBeGreaterThanOrEqual(12);
      expect(provisional).toMatch(/\d/);
      expect(provisional).toMatch(/[a-z]/);
      expect(provisional).toMatch(/[A-Z]/);
      const [stored] = await t.app.db
        .select()
        .from(provisionalPasswords)
        .where(eq(provisionalPasswords.userId, account.id));
      expect(stored!.passwordHash).not.toContain(provisional);

      const login = (password: string) =>
        post('/auth/local/login', { email: 'forgot@example.com', password });
      expect((await login(account.password)).statusCode).toBe(200);
      expect((await login(provisional)).statusCode).toBe(200);
      expect((await login(provisional)).statusCode).toBe(401);
      expect((await login(account.password)).statusCode).toBe(200);
    });

    it('refuses a provisional password after its hour', async () => {
      await createAccount(t.app, { email: 'late@example.com' });
      await post('/api/users/recover', { email: 'late@example.com' });
      const [mail] = await t.app.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'late@example.com'));
      const provisional = /provisional password is: (\S+)/.exec(mail!.textBody)![1]!;
      await t.app.db.update(provisionalPasswords).set({ expiresAt: new Date(Date.now() - 1000) });
      const response = await post('/auth/local/login', {
        email: 'late@example.com',
        password: provisional,
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a malformed e-mail with the spec message', async () => {
      const response = await post('/api/users/recover', { email: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.email).toBe('Enter a Valid Email');
    });
  });
});

describe.each(TEST_DRIVERS)('rate limits on %s', (driver) => {
  let t: TestApp;
  const two = { max: 2, timeWindow: 60_000 };
  beforeAll(async () => {
    t = await createTestApp(
      driver,
      {},
      {
        rateLimits: { login: two, signup: two, recover: two, newsletter: two },
      },
    );
  });
  afterAll(() => t.close());

  it.each([
    ['/auth/local/login', { email: 'x@example.com', password: 'Wrong1234' }],
    ['/auth/local/signup', { fullName: 'X', email: 'bad', password: 'x' }],
    ['/api/users/recover', { email: 'x@example.com' }],
    ['/api/emailsubscription', { Email: 'x@example.com' }],
  ])('answers %s with 429, Retry-After and the envelope past the limit', async (url, payload) => {
    for (let i = 0; i < 2; i += 1) {
      const allowed = await t.app.inject({ method: 'POST', url, payload });
      expect(allowed.statusCode).not.toBe(429);
    }
    const limited = await t.app.inject({ method: 'POST', url, payload });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds$/),
      code: 'RATE_LIMITED',
    });
  });

  it('counts each client address on its own', async () => {
    const payload = { email: 'y@example.com', password: 'Wrong1234' };
    const other = await t.app.inject({
      method: 'POST',
      url: '/auth/local/login',
      payload,
      remoteAddress: '10.0.0.9',
    });
    expect(other.statusCode).toBe(401);
  });
});
