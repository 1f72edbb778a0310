/**
 * No 5xx from input (decision 013): U+0000, the one character PostgreSQL refuses in text, in any
 * text field of any call is a 400 that names the field, and nothing is written. Before, it
 * reached the database and came back as a 500 whose log line held the sign-up's values.
 */
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_AND_CATALOGUE_TABLES, rowCounts } from '../../test/row-counts.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { ROUTES } from '../../test/route-table.js';
import { createAccount, createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

const TABLES = [
  ...ACCOUNT_AND_CATALOGUE_TABLES,
  'holds',
  'bookings',
  'payments',
  'payment_intents',
  'sandbox_payment_methods',
];
const NUL = '\u0000';

/** Every text value of a payload, by its path in the error envelope's `fields` ('a.b.0.c'). */
function textPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, [...prefix, key]));
  }
  return [];
}

/** The payload with a NUL in the middle of the text at `path`. */
function withNul(payload: unknown, path: string[]): unknown {
  if (path.length === 0) {
    const text = payload as string;
    return `${text.slice(0, 1)}${NUL}${text.slice(1)}`;
  }
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(payload) ? [...payload] : { ...(payload as object) }) as Record<
    string,
    unknown
  >;
  copy[key] = withNul(copy[key], rest);
  return copy;
}

describe.each(TEST_DRIVERS)('NUL in input on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let traveller: SignedInUser;
  const plenty = { max: 10_000, timeWindow: 60_000 };

  beforeAll(async () => {
    t = await createTestApp(
      driver,
      {},
      {
        rateLimits: {
          login: plenty,
          signup: plenty,
          recover: plenty,
          newsletter: plenty,
          couponPerUser: plenty,
          couponPerAddress: plenty,
        },
      },
    );
    admin = await createAdmin(t.app);
    traveller = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const counts = () => rowCounts(t.app.db, TABLES);

  /** Sends `request` and expects a 400 naming `field`, with no table changed. */
  async function expectRefused(request: InjectOptions, field: string) {
    const before = await counts();
    const response = await t.app.inject(request);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields, response.body).toHaveProperty([field]);
    expect(await counts()).toEqual(before);
  }

  // PUT /api/users/:id/role has no text field.
  const jsonRoutes = ROUTES.filter((route) => route.json && !route.name.endsWith('/role'));
  describe.each(jsonRoutes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    it('refuses a NUL in each text field with 400 naming it and stores nothing', async () => {
      const target = await createAccount(t.app);
      const valid = await route.request({ app: t.app, admin, target });
      const sender =
        route.name.startsWith('PUT /api/users/:id') && !route.name.endsWith('/role')
          ? target
          : admin;
      const paths = textPaths(valid.payload);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        await expectRefused(
          {
            ...valid,
            headers: { ...valid.headers, ...sender.headers },
            payload: withNul(valid.payload, path) as InjectOptions['payload'],
          },
          path.join('.'),
        );
      }
    });
  });

  it.each([
    ['/api/hotels?city=%00', 'city'],
    ['/api/hotels?city=bo%00gota&page=1', 'city'],
    ['/api/admin/hotels?q=a%00&field=name', 'q'],
    ['/api/hotels/1?city=%00', 'city'],
    ['/api/hotels/1?guestnumber=%00', 'guestnumber'],
    ['/api/hotels?filter=%00', 'filter'],
    ['/api/hotels?checkInDate=%00&checkOutDate=2030-01-02', 'checkInDate'],
    ['/api/reviews?hotelId=%00', 'hotelId'],
  ])('refuses GET %s with 400 naming %s', async (url, field) => {
    await expectRefused({ method: 'GET', url, headers: admin.headers }, field);
  });

  it('refuses a NUL in a hold id, a coupon query and the coupon check with 400', async () => {
    await expectRefused({ method: 'GET', url: '/api/holds/%00', headers: traveller.headers }, 'id');
    await expectRefused(
      {
        method: 'POST',
        url: '/api/holds?coupon=A%00',
        headers: traveller.headers,
        payload: { roomId: 1, checkInDate: '2030-01-01', checkOutDate: '2030-01-02', guests: 2 },
      },
      'coupon',
    );
    await expectRefused(
      {
        method: 'POST',
        url: '/api/coupons/validate',
        headers: traveller.headers,
        payload: { code: `SAVE${NUL}10` },
      },
      'code',
    );
  });

  it('refuses a NUL in each text field of the card, checkout and booking calls', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}]);
    const paid = await heldAndPaid(t.app, traveller, { roomId: roomIds[0]! });
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2039, cvc: '123' };
    const checkout = {
      paymentMethod: 'pm_1',
      amount: 100,
      source: 'card',
      holdId: paid.holdId,
      coupon: 'SAVE10',
    };
    const booking = {
      holdId: paid.holdId,
      paymentId: paid.paymentId,
      SpecialReqs: 'Late arrival',
      fullName: traveller.fullName,
      email: traveller.email,
      phoneNumber: '900 000 0000',
      HotelName: 'ignored',
      payments: { create: { CardNumber: 'ignored', PromoCode: 'X', Status: 'ok' } },
    };
    const calls: [string, Record<string, unknown>, Record<string, string>][] = [
      ['/api/payment-methods', { ...card, name: 'Ana Lopez' }, {}],
      ['/api/checkout', checkout, {}],
      ['/api/bookings', booking, { 'idempotency-key': 'nul-test' }],
    ];
    for (const [url, payload, headers] of calls) {
      for (const path of textPaths(payload)) {
        await expectRefused(
          {
            method: 'POST',
            url,
            headers: { ...traveller.headers, ...headers },
            payload: withNul(payload, path) as InjectOptions['payload'],
          },
          path.join('.'),
        );
      }
    }
  });

  // Last: it breaks the newsletter table for the rest of the file.
  it.each(['22021', '22P05'])(
    'answers 400, not 500, when PostgreSQL refuses a text value (%s) a schema let through',
    async (code) => {
      await t.app.db.execute(
        sql.raw(`create or replace function refuse_text() returns trigger language plpgsql as
          $$ begin raise exception 'invalid byte sequence' using errcode = '${code}'; end $$`),
      );
      await t.app.db.execute(
        sql.raw(`create or replace trigger newsletter_refuses before insert
          on newsletter_subscriptions for each row execute function refuse_text()`),
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/emailsubscription',
        payload: { Email: `text-${code}@example.com` },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: 'The request holds characters that are not valid',
        code: 'BAD_TEXT',
      });
    },
  );
});
