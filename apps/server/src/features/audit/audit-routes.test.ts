/**
 * Reading the audit log (decision 051): each filter, newest first, pages with the list
 * conventions, bad input answered with the error envelope, and the CSV of the same search,
 * formula-safe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/admin/audit and its CSV', () => {
  let t: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await createAdmin(t.app);
    const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);
    await t.app.db.insert(auditLog).values([
      {
        ...{ at: day('2030-01-01'), actorId: 7, actorEmail: 'Ana@Example.com' },
        ...{ action: 'hotel.create', entityType: 'hotel', entityId: '1', hotelId: 1 },
        after: { name: 'Aurora' },
      },
      {
        ...{ at: day('2030-01-02'), actorId: 7, actorEmail: 'ana@example.com' },
        ...{ action: 'hotel.update', entityType: 'hotel', entityId: '1', hotelId: 1 },
        ...{ before: { name: 'Aurora' }, after: { name: 'Aurora Bay' } },
      },
      {
        ...{ at: day('2030-01-03'), actorId: 8, actorEmail: 'ben@example.com' },
        ...{ action: 'room.update', entityType: 'room', entityId: '5', hotelId: 2 },
        ...{ ip: '203.0.113.9', userAgent: '=cmd|calc' },
        ...{ before: { price: 100 }, after: { price: '=1+2', note: 'a, "quoted" line' } },
      },
      {
        ...{ at: day('2030-01-04'), actorId: 8, actorEmail: 'ben@example.com' },
        ...{ action: 'user.role_change', entityType: 'user', entityId: '9' },
      },
    ]);
  });
  afterAll(() => t.close());

  const search = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: admin.headers });
  const actions = async (query: string) => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as { action: string }[]).map((entry) => entry.action);
  };

  it('answers every entry newest first', async () => {
    expect(await actions('')).toEqual([
      'user.role_change',
      'room.update',
      'hotel.update',
      'hotel.create',
    ]);
  });

  it('finds a person by e-mail in any case, or by user id', async () => {
    expect(await actions('person=ANA%40example.com')).toEqual(['hotel.update', 'hotel.create']);
    expect(await actions('person=8')).toEqual(['user.role_change', 'room.update']);
    expect(await actions('person=nobody%40example.com')).toEqual([]);
  });

  it('filters by action or its entity prefix, entity, hotel and days', async () => {
    expect(await actions('action=hotel')).toEqual(['hotel.update', 'hotel.create']);
    expect(await actions('action=hotel.create')).toEqual(['hotel.create']);
    expect(await actions('entityType=room&entityId=5')).toEqual(['room.update']);
    expect(await actions('hotelId=1')).toEqual(['hotel.update', 'hotel.create']);
    expect(await actions('from=2030-01-02&to=2030-01-03')).toEqual(['room.update', 'hotel.update']);
    expect(await actions('from=2030-01-02&to=2030-01-03&hotelId=2')).toEqual(['room.update']);
  });

  it('pages with the list conventions', async () => {
    const response = await search('pageSize=3&page=2');
    expect(response.json().meta).toEqual({ total: 4, page: 2, pageSize: 3, pageCount: 2 });
    expect(response.json().data.map((entry: { action: string }) => entry.action)).toEqual([
      'hotel.create',
    ]);
    const entry = (await search('entityType=room')).json().data[0];
    expect(entry).toMatchObject({
      actorId: '8',
      actorEmail: 'ben@example.com',
      hotelId: '2',
      before: { price: 100 },
      at: '2030-01-03T12:00:00.000Z',
    });
  });

  it.each([
    ['a day that is not one', 'from=2030-13-01', 'from'],
    ['a range that ends before it starts', 'from=2030-01-05&to=2030-01-01', 'to'],
    ['a hotel id that is not one', 'hotelId=abc', 'hotelId'],
    ['an action with odd characters', 'action=hotel%3Bdrop', 'action'],
    ['a page too large', 'pageSize=100000', 'pageSize'],
  ])('refuses %s with the error envelope', async (_label, query, field) => {
    for (const url of [`/api/admin/audit?${query}`, `/api/admin/audit.csv?${query}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
  });

  it('downloads the same search as CSV, safe from spreadsheet formulas', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit.csv?person=8',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="audit-/);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFEntry id,When,User id,E-mail,Action,Entity,Entity id,Hotel id,IP address,User agent,Before,After',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',user.role_change,user,9,,');
    // The user agent starts with '=': kept as text. JSON cells are quoted, quotes doubled.
    expect(lines[2]).toContain(",'=cmd|calc,");
    expect(lines[2]).toContain('"{""note"":""a, \\""quoted\\"" line"",""price"":""=1+2""}"');
  });
});
