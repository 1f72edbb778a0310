/**
 * Every call × anonymous / the user / another user / an administrator, with the exact status
 * of each (design §4), and a scan of every answer for password hashes and other people's
 * e-mails.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { ROUTES } from '../../test/route-table.js';
import { ROLE_ADMIN } from '@staylane/domain';
import { createAccount, createAdmin, signIn, type TestAccount } from '../../test/accounts.js';

type Caller = 'anonymous' | 'user' | 'another user' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'another user', 'admin'];

const open = [200, 200, 200, 200];
const signedIn = [401, 200, 200, 200];
const adminOnly = (ok: number) => [401, 403, 403, ok];
const selfOnly = [401, 200, 403, 403];
const selfOrAdmin = [401, 200, 403, 200];

const EXPECTED: Record<string, number[]> = {
  'GET /api/hotels': open,
  'GET /api/hotels?city=': open,
  'GET /api/hotels/:id': open,
  'GET /api/hotels/:id/offers': open,
  'GET /api/hotels/:id/price-calendar': open,
  'GET /api/admin/hotels': adminOnly(200),
  'GET /api/admin/hotels/:id/calendar': adminOnly(200),
  'GET /api/admin/rooms/:roomId/rate-plans': adminOnly(200),
  'POST /api/admin/rooms/:roomId/rate-plans': adminOnly(201),
  'PATCH /api/admin/rate-plans/:id': adminOnly(200),
  'DELETE /api/admin/rate-plans/:id': adminOnly(200),
  'GET /api/admin/hotels/:hotelId/rates': adminOnly(200),
  'POST /api/admin/hotels/:hotelId/rates/bulk': adminOnly(200),
  'POST /api/hotels': adminOnly(201),
  'PUT /api/hotels/:id': adminOnly(200),
  'DELETE /api/hotels/:id': adminOnly(200),
  'PUT /api/rooms/:id': adminOnly(200),
  'GET /DB/HotelDataBase.json': open,
  'GET /api/reviews': open,
  'GET /api/hotels/:id/reviews': open,
  'GET /api/reviews/stays': signedIn,
  // Only the booking's own guest reviews it: to anyone else it does not exist.
  'POST /api/bookings/:id/review': [401, 201, 404, 404],
  'PUT /api/reviews/:id/reply': adminOnly(200),
  'PUT /api/reviews/:id/hidden': adminOnly(200),
  'POST /auth/local/signup': [201, 201, 201, 201],
  'POST /auth/local/login': open,
  'POST /api/users/recover': open,
  'POST /api/emailsubscription': open,
  'GET /api/users/me': signedIn,
  'GET /api/users': adminOnly(200),
  'GET /api/users/:id': selfOrAdmin,
  'PUT /api/users/:id': selfOnly,
  'PUT /api/users/:id/password': selfOnly,
  'PUT /api/users/:id/picture': selfOnly,
  'POST /auth/logout': signedIn,
  'GET /api/users/me/sessions': signedIn,
  // Only the target's own session: to anyone else it does not exist.
  'DELETE /api/users/me/sessions/:id': [401, 200, 404, 404],
  'DELETE /api/users/me/sessions': signedIn,
  'PUT /api/users/:id/role': adminOnly(200),
  'DELETE /api/users/:id': adminOnly(200),
  'POST /test-formdata': signedIn,
  'GET /api/admin/bookings': adminOnly(200),
  'GET /api/admin/bookings/:id': adminOnly(200),
  'GET /api/admin/bookings.csv': adminOnly(200),
  'GET /api/admin/reports': adminOnly(200),
  'POST /api/admin/blocks': adminOnly(201),
  'DELETE /api/admin/blocks/:id': adminOnly(200),
  'DELETE /api/admin/holds/:id': adminOnly(200),
  'POST /api/rooms/:id/calendar/rotate': adminOnly(200),
  'POST /api/rooms/:id/calendar-feeds': adminOnly(201),
  'DELETE /api/calendar-feeds/:id': adminOnly(200),
  'POST /api/calendar-feeds/:id/sync': adminOnly(200),
  // The guest cancels their own; an administrator anyone's, with a reason.
  'POST /api/bookings/:id/cancel': [401, 200, 404, 200],
  'GET /api/admin/audit': adminOnly(200),
  'GET /api/admin/audit.csv': adminOnly(200),
};

describe.each(TEST_DRIVERS)('authorization matrix on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  const answers: { caller: Caller; route: string; callerEmail?: string; body: string }[] = [];
  const accounts: TestAccount[] = [];
  const plenty = { max: 10_000, timeWindow: 60_000 };

  beforeAll(async () => {
    t = await createTestApp(
      driver,
      {},
      {
        rateLimits: { login: plenty, signup: plenty, recover: plenty, newsletter: plenty },
      },
    );
    admin = await createAdmin(t.app);
    accounts.push(admin);
  });
  afterAll(() => t.close());

  it('lists every call of the route table', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(ROUTES.map((route) => route.name).sort());
  });

  describe.each(ROUTES.map((route) => [route.name, route] as const))('%s', (name, route) => {
    it.each(CALLERS.map((caller, index) => [caller, index] as const))(
      'answers %s with the expected status',
      async (caller, index) => {
        const target = await createAccount(t.app);
        const other = await createAccount(t.app);
        accounts.push(target, other);
        // The admin calls with a session of its own per case: logging out ends only that one.
        const adminSession = await signIn(t.app, admin.id, ROLE_ADMIN);
        const adminSender = { ...admin, headers: { authorization: `Bearer ${adminSession}` } };
        const sender = {
          anonymous: undefined,
          user: target,
          'another user': other,
          admin: adminSender,
        }[caller];
        const request: InjectOptions = await route.request({ app: t.app, admin, target });
        request.headers = { ...(request.headers ?? {}), ...(sender?.headers ?? {}) };
        const response = await t.app.inject(request);
        answers.push({ caller, route: name, callerEmail: sender?.email, body: response.body });
        expect(response.statusCode, response.body).toBe(EXPECTED[name]![index]);
      },
    );
  });

  it('never answers a password hash, nor a non-admin caller another person’s e-mail', () => {
    expect(answers.length).toBe(ROUTES.length * CALLERS.length);
    for (const answer of answers) {
      expect(answer.body).not.toMatch(/scrypt\$/);
      expect(answer.body).not.toMatch(/password_?hash/i);
      if (answer.caller === 'admin') continue;
      // Login and recovery echo the address the caller typed; that is theirs to know.
      if (answer.route === 'POST /auth/local/login') continue;
      for (const account of accounts) {
        if (account.email === answer.callerEmail) continue;
        expect(answer.body, `${answer.route} as ${answer.caller}`).not.toContain(account.email);
      }
    }
  });
});
