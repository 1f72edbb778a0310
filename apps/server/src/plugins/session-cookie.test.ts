/**
 * The session cookie as a session (design §4, decision 012): the token names the role, the
 * spec's no-token calls work with the cookie `cookieToken` alone, and a state-changing call
 * the cookie authenticates is refused unless it comes from our own site.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.js';
import { createAccount, createAdmin, type TestAccount } from '../test/accounts.js';
import { createHotel } from '../test/hotels.js';
import { ROUTES } from '../test/route-table.js';
import { ACCOUNT_AND_CATALOGUE_TABLES, rowCounts } from '../test/row-counts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

const HOST = 'staylane.test';
const OWN_ORIGIN = `http://${HOST}`;
const PUBLIC_ORIGIN = 'https://www.staylane.example';

/** The calls product §6–7 shows without a token, as the route table builds them. */
const SPEC_NO_TOKEN_CALLS = [
  'GET /api/users/:id',
  'GET /api/users',
  'POST /api/hotels',
  'PUT /api/hotels/:id',
  'DELETE /api/hotels/:id',
  'PUT /api/rooms/:id',
  'POST /test-formdata',
];
const WRITES = SPEC_NO_TOKEN_CALLS.filter((name) => !name.startsWith('GET'));
const route = (name: string) => ROUTES.find((candidate) => candidate.name === name)!;

const cookieOf = (account: TestAccount) => ({
  cookie: `cookieName=Ada; cookieToken=${account.token}`,
});

describe.each(TEST_DRIVERS)('the session cookie on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp(driver, { PUBLIC_URL: `${PUBLIC_ORIGIN}/` });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  /** The route table's request for `name` on the admin's behalf (its rows made first). */
  async function prepare(name: string): Promise<InjectOptions> {
    const target = await createAccount(t.app);
    return route(name).request({ app: t.app, admin, target });
  }
  const sendPrepared = (request: InjectOptions, headers: Record<string, string>) =>
    t.app.inject({ ...request, headers: { host: HOST, ...request.headers, ...headers } });
  const send = async (name: string, headers: Record<string, string>) =>
    sendPrepared(await prepare(name), headers);

  it('names the role in the token: "User" or "Admin", beside id and exp', async () => {
    const user = await createAccount(t.app);
    for (const [account, role] of [
      [user, 'User'],
      [admin, 'Admin'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/local/login',
        payload: { email: account.email, password: account.password },
      });
      const claims = decodeJwt(response.json<{ token: string }>().token);
      expect(claims).toMatchObject({ id: account.id, role });
      expect(typeof claims.exp).toBe('number');
    }
  });

  it('answers every reading call the spec sends without a token to the cookie alone', async () => {
    for (const name of SPEC_NO_TOKEN_CALLS.filter((call) => call.startsWith('GET'))) {
      const response = await send(name, cookieOf(admin));
      expect(response.statusCode, name).toBe(200);
    }
    const bookings = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: cookieOf(admin),
    });
    expect(bookings.statusCode).toBe(200);
    expect(bookings.json()).toMatchObject({ data: expect.any(Array) });
  });

  it('gives a user the record of their own from the cookie, with its role name', async () => {
    const user = await createAccount(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}`,
      headers: cookieOf(user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: String(user.id), role: { Name: 'User' } });
  });

  it.each(WRITES)('lets the cookie make %s from our own origin', async (name) => {
    const response = await send(name, { ...cookieOf(admin), origin: OWN_ORIGIN });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it.each(WRITES)('lets the cookie make %s from PUBLIC_URL’s origin', async (name) => {
    const response = await send(name, { ...cookieOf(admin), origin: PUBLIC_ORIGIN });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it.each(WRITES)('lets the cookie make %s when Sec-Fetch-Site says same-origin', async (name) => {
    const response = await send(name, { ...cookieOf(admin), 'sec-fetch-site': 'same-origin' });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['our host on another scheme', { origin: `https://${HOST}` }],
    ['an opaque Origin', { origin: 'null' }],
    [
      'a foreign Origin that claims same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])(
    'refuses every cookie-authenticated write with %s, and changes nothing',
    async (_case, headers) => {
      for (const name of [...WRITES, 'PUT /api/users/:id/role', 'DELETE /api/users/:id']) {
        const request = await prepare(name);
        const before = await rowCounts(t.app.db, ACCOUNT_AND_CATALOGUE_TABLES);
        const response = await sendPrepared(request, { ...cookieOf(admin), ...headers });
        expect(response.statusCode, name).toBe(403);
        expect(response.json(), name).toMatchObject({
          code: 'CROSS_SITE',
          message: expect.any(String),
        });
        const after = await rowCounts(t.app.db, ACCOUNT_AND_CATALOGUE_TABLES);
        expect(after, name).toEqual(before);
      }
    },
  );

  it('leaves a hotel as it was when a foreign page tries to delete it with the cookie', async () => {
    const hotel = await createHotel(t.app, admin.headers);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotel.id}`,
      headers: { host: HOST, ...cookieOf(admin), origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const still = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}` });
    expect(still.statusCode).toBe(200);
  });

  it.each(WRITES)('lets the bearer token make %s from anywhere, as before', async (name) => {
    const response = await send(name, { ...admin.headers, origin: 'https://evil.example' });
    expect(response.statusCode, response.body).toBeLessThan(300);
  });

  it('reads only the Authorization header when one is sent, even a bad one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { ...cookieOf(admin), authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('gives the cookie of a user no more than the bearer token: admin calls stay 403', async () => {
    const user = await createAccount(t.app);
    for (const name of SPEC_NO_TOKEN_CALLS.filter((call) => call !== 'POST /test-formdata')) {
      const request = await route(name).request({ app: t.app, admin, target: admin });
      const response = await t.app.inject({
        ...request,
        headers: { host: HOST, ...request.headers, ...cookieOf(user), origin: OWN_ORIGIN },
      });
      expect(response.statusCode, name).toBe(403);
      expect(response.json(), name).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('refuses a demoted admin whose old token still says "Admin", by cookie or bearer', async () => {
    const demoted = await createAdmin(t.app);
    expect(decodeJwt(demoted.token).role).toBe('Admin');
    await t.app.db.update(users).set({ role: 1 }).where(eq(users.id, demoted.id));
    for (const headers of [demoted.headers, cookieOf(demoted)]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/users', headers });
      expect(response.statusCode).toBe(403);
    }
  });
});
