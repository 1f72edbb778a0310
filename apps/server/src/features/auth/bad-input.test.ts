/**
 * Bad input for every call that takes a body or an id: malformed JSON, the wrong content type,
 * an empty body, wrong types, unknown fields, a 1 MB string. Each answer is a 4xx with the
 * error envelope, never a 5xx, and no table gains or loses a row.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ACCOUNT_AND_CATALOGUE_TABLES, rowCounts } from '../../test/row-counts.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { ROUTES } from '../../test/route-table.js';
import { createAccount, createAdmin, type TestAccount } from '../../test/accounts.js';

const TABLES = ACCOUNT_AND_CATALOGUE_TABLES;
const MEGABYTE = 'x'.repeat(1024 * 1024);
const NEARLY_MEGABYTE = 'x'.repeat(900 * 1024);

type Mutation = [string, (request: InjectOptions) => InjectOptions];

const withBody = (request: InjectOptions, payload: string, type = 'application/json') => ({
  ...request,
  payload,
  headers: { ...request.headers, 'content-type': type },
});
const fieldsOf = (request: InjectOptions) => request.payload as Record<string, unknown>;

const MUTATIONS: Mutation[] = [
  ['malformed JSON', (r) => withBody(r, '{"email": "a@example.com",')],
  ['an empty body', (r) => withBody(r, '')],
  ['a JSON array', (r) => withBody(r, '[]')],
  ['JSON null', (r) => withBody(r, 'null')],
  ['text/plain', (r) => withBody(r, JSON.stringify(r.payload), 'text/plain')],
  [
    'form encoding',
    (r) => withBody(r, 'email=a%40example.com', 'application/x-www-form-urlencoded'),
  ],
  ['no fields', (r) => ({ ...r, payload: {} })],
  ['an unknown field', (r) => ({ ...r, payload: { ...fieldsOf(r), isAdmin: true } })],
  [
    'a prototype key',
    (r) => withBody(r, JSON.stringify(fieldsOf(r)).replace(/^\{/, '{"__proto__":{"role":2},')),
  ],
  [
    'every field a number',
    (r) => ({
      ...r,
      payload: Object.fromEntries(Object.keys(fieldsOf(r)).map((key) => [key, 12345])),
    }),
  ],
  [
    'every field an object',
    (r) => ({
      ...r,
      payload: Object.fromEntries(Object.keys(fieldsOf(r)).map((key) => [key, { $ne: null }])),
    }),
  ],
  [
    'every text field 1 MB',
    (r) => ({
      ...r,
      payload: {
        ...Object.fromEntries(
          Object.entries(fieldsOf(r)).map(([key, value]) => [
            key,
            typeof value === 'string' ? MEGABYTE : value,
          ]),
        ),
        // A body without text fields still gets its megabyte.
        padding: MEGABYTE,
      },
    }),
  ],
  [
    'the first text field 900 KB',
    (r) => {
      const fields = { ...fieldsOf(r) };
      const key = Object.keys(fields).find((k) => typeof fields[k] === 'string');
      if (key) fields[key] = NEARLY_MEGABYTE;
      else fields.extra = NEARLY_MEGABYTE;
      return { ...r, payload: fields };
    },
  ],
];

describe.each(TEST_DRIVERS)('bad input on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
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
  });
  afterAll(() => t.close());

  const counts = () => rowCounts(t.app.db, TABLES);

  const jsonRoutes = ROUTES.filter((route) => route.json);

  describe.each(jsonRoutes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    it.each(MUTATIONS)(
      'answers %s with a 4xx envelope and stores nothing',
      async (_label, mutate) => {
        const target = await createAccount(t.app);
        // The admin sends it, so the request reaches validation on every route.
        const valid = await route.request({ app: t.app, admin, target });
        const sender =
          route.name.startsWith('PUT /api/users/:id') && !route.name.endsWith('/role')
            ? target
            : admin;
        const request = mutate({ ...valid, headers: { ...valid.headers, ...sender.headers } });
        const before = await counts();
        const response = await t.app.inject(request);
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        const body = response.json();
        expect(body).toEqual({
          message: expect.any(String),
          code: expect.any(String),
          ...(body.fields ? { fields: expect.any(Object) } : {}),
        });
        expect(body.message.length).toBeLessThan(300);
        expect(await counts()).toEqual(before);
      },
    );
  });

  it.each([
    ['GET', '/api/hotels/abc'],
    ['GET', '/api/hotels/0'],
    ['GET', '/api/hotels/-1'],
    ['GET', '/api/hotels/1.5'],
    ['GET', '/api/hotels/99999999999'],
    ['GET', `/api/hotels/${'9'.repeat(5000)}`],
    ['GET', '/api/hotels/%E0%A4%A'],
    ['GET', '/api/users/abc'],
    ['DELETE', '/api/users/abc'],
    ['DELETE', '/api/hotels/1e3'],
    ['PUT', '/api/rooms/abc'],
    ['GET', `/api/hotels?city=${'a'.repeat(5000)}`],
    ['GET', '/api/hotels?page=1&page=2'],
  ] as const)('answers %s %s with 400', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      headers: admin.headers,
      payload: method === 'PUT' ? {} : undefined,
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(415);
    expect(response.json()).toMatchObject({
      message: expect.any(String),
      code: expect.any(String),
    });
  });

  it.each([
    ['GET', '/api/hotels/999999'],
    ['PUT', '/api/rooms/999999'],
    ['DELETE', '/api/hotels/999999'],
    ['DELETE', '/api/users/999999'],
  ] as const)('answers %s %s for a missing record with 404', async (method, url) => {
    const valid =
      method === 'PUT'
        ? await ROUTES.find((r) => r.name === 'PUT /api/rooms/:id')!.request({
            app: t.app,
            admin,
            target: admin,
          })
        : {};
    const response = await t.app.inject({
      method,
      url,
      headers: admin.headers,
      payload: (valid as InjectOptions).payload,
    });
    expect(response.statusCode, response.body).toBe(404);
  });

  it('refuses a hotel payload with the spec rules broken, field by field', async () => {
    const route = ROUTES.find((r) => r.name === 'POST /api/hotels')!;
    const valid = await route.request({ app: t.app, admin, target: admin });
    const payload = valid.payload as Record<string, unknown>;
    const cases: [Record<string, unknown>, string][] = [
      [{ HotelName: '' }, 'HotelName'],
      [{ loc_City: '  ' }, 'loc_City'],
      [{ loc_Lat: 'north' }, 'loc_Lat'],
      [{ PopularityNumber: 1.5 }, 'PopularityNumber'],
      [{ CheckInHour: 24 }, 'CheckInHour'],
      [
        { Rooms: { create: [{ RoomName: 'X', OriginalPricePerNight: -1 }] } },
        'Rooms.create.0.OriginalPricePerNight',
      ],
      [
        { Rooms: { create: [{ RoomName: 'X', OriginalPricePerNight: 10, Discount: 101 }] } },
        'Rooms.create.0.Discount',
      ],
      [
        { Rooms: { create: [{ RoomName: 'X', OriginalPricePerNight: 10, Units: 0 }] } },
        'Rooms.create.0.Units',
      ],
    ];
    for (const [change, field] of cases) {
      const before = await counts();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/hotels',
        headers: admin.headers,
        payload: { ...payload, ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(change)).toContain(field);
      expect(await counts()).toEqual(before);
    }
  });
});
