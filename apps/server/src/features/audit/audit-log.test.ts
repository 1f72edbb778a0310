/**
 * Every audited route (what the audit plugin learns as routes are added: each admin-only write,
 * and those declared audited) leaves exactly one entry with its action, entity, actor, address
 * and values; a refused call leaves none; no entry holds a secret (decision 051).
 */
import { ROLE_ADMIN } from '@staylane/domain';
import { desc, gt, max } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, calendarExports } from '../../db/schema.js';
import { createAccount, createAdmin, signIn, type TestAccount } from '../../test/accounts.js';
import { hotelPayload, roomPayload } from '../../test/hotels.js';
import { ROUTES } from '../../test/route-table.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

interface ExpectedEntry {
  action: string;
  entityType: string;
  /** Whether the entry names the hotel (false: the change has none, like a user's role). */
  hotel: boolean;
  before: boolean;
  after: boolean;
}

const entry = (
  action: string,
  entityType: string,
  values: 'before' | 'after' | 'both',
  hotel = true,
): ExpectedEntry => ({
  action,
  entityType,
  hotel,
  before: values !== 'after',
  after: values !== 'before',
});

/** One row per audited route: a new admin write without a row fails the first test. */
const EXPECTED: Record<string, ExpectedEntry> = {
  'POST /api/hotels': entry('hotel.create', 'hotel', 'after'),
  'PUT /api/hotels/:id': entry('hotel.update', 'hotel', 'both'),
  'DELETE /api/hotels/:id': entry('hotel.delete', 'hotel', 'before'),
  'PUT /api/rooms/:id': entry('room.update', 'room', 'both'),
  'POST /api/admin/rooms/:roomId/rate-plans': entry('rate_plan.create', 'rate_plan', 'after'),
  'PATCH /api/admin/rate-plans/:id': entry('rate_plan.update', 'rate_plan', 'both'),
  'DELETE /api/admin/rate-plans/:id': entry('rate_plan.delete', 'rate_plan', 'before'),
  'POST /api/admin/hotels/:hotelId/rates/bulk': entry('rates.bulk_edit', 'rates', 'after'),
  'POST /api/admin/blocks': entry('block.create', 'block', 'after'),
  'DELETE /api/admin/blocks/:id': entry('block.delete', 'block', 'before'),
  'DELETE /api/admin/holds/:id': entry('hold.release', 'hold', 'both'),
  'POST /api/rooms/:id/calendar/rotate': entry('channel_export.rotate', 'room', 'both'),
  'POST /api/rooms/:id/calendar-feeds': entry('channel_feed.create', 'calendar_feed', 'after'),
  'DELETE /api/calendar-feeds/:id': entry('channel_feed.delete', 'calendar_feed', 'before'),
  'POST /api/calendar-feeds/:id/sync': entry('channel_feed.sync', 'calendar_feed', 'both'),
  'PUT /api/reviews/:id/reply': entry('review.reply', 'review', 'both'),
  'PUT /api/reviews/:id/hidden': entry('review.hide', 'review', 'both'),
  'PUT /api/users/:id/role': entry('user.role_change', 'user', 'both', false),
  'DELETE /api/users/:id': entry('user.delete', 'user', 'before', false),
  // insertBooking writes a booking without a hotel.
  'POST /api/bookings/:id/cancel': entry('booking.cancel', 'booking', 'both', false),
};

const AGENT = 'audit-test/1.0 (staff laptop)';

describe('the audit log of admin writes', () => {
  let t: TestApp;
  let admin: TestAccount;
  /** A guest: every audited call is refused to them. */
  let outsider: TestAccount;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await createAdmin(t.app);
    outsider = await createAccount(t.app);
  });
  afterAll(() => t.close());

  const lastId = async () =>
    (await t.app.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
  const entriesAfter = (id: number) =>
    t.app.db.select().from(auditLog).where(gt(auditLog.id, id)).orderBy(desc(auditLog.id));

  /**
   * Sends `request` as `sender` from the test's browser: answers the response and the entries
   * it left.
   */
  async function send(request: InjectOptions, sender: { headers: Record<string, string> }) {
    const before = await lastId();
    const response = await t.app.inject({
      ...request,
      headers: { ...request.headers, ...sender.headers, 'user-agent': AGENT },
    });
    return { response, entries: await entriesAfter(before) };
  }

  it('has an expected entry for every audited route, and every one has a request', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...t.app.auditedRoutes].sort());
    const named = new Set(ROUTES.map((route) => route.name));
    expect(t.app.auditedRoutes.filter((name) => !named.has(name))).toEqual([]);
  });

  // One request per route, built once (building is most of the cost: hotels, rooms, feeds):
  // another account's call is refused first and leaves nothing, then the admin's records one
  // entry. A refusal changes nothing, so the admin's call still finds what it needs.
  it.each(Object.entries(EXPECTED))(
    '%s: records one entry of the change, none when refused',
    async (name, expected) => {
      const route = ROUTES.find((candidate) => candidate.name === name);
      if (!route) throw new Error(`${name} has no request in route-table.ts`);
      const target = await createAccount(t.app);
      const request = await route.request({ app: t.app, admin, target });

      const refused = await send(request, outsider);
      expect(refused.response.statusCode, refused.response.body).toBeGreaterThanOrEqual(400);
      expect(refused.entries).toEqual([]);

      // A session of its own per route: the admin's other sessions stay as they are.
      const session = await signIn(t.app, admin.id, ROLE_ADMIN);
      const { response, entries } = await send(request, {
        headers: { authorization: `Bearer ${session}` },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(entries).toHaveLength(1);
      const [recorded] = entries;
      expect(recorded).toMatchObject({
        action: expected.action,
        entityType: expected.entityType,
        actorId: admin.id,
        actorEmail: admin.email,
        ip: '127.0.0.1',
        userAgent: AGENT,
      });
      expect(recorded!.entityId).toMatch(/\S/);
      expect(recorded!.hotelId !== null, 'hotel id').toBe(expected.hotel);
      expect(recorded!.before !== null, 'before').toBe(expected.before);
      expect(recorded!.after !== null, 'after').toBe(expected.after);
    },
  );

  it('records nothing when the admin’s change fails inside its transaction', async () => {
    const before = await lastId();
    const missingRoom = await t.app.inject({
      method: 'PUT',
      url: '/api/rooms/999999',
      headers: admin.headers,
      payload: roomPayload(),
    });
    expect(missingRoom.statusCode).toBe(404);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: admin.headers,
      payload: hotelPayload(),
    });
    const afterCreate = await lastId();
    // A plan of another hotel: the bulk edit is refused whole, its entry with it.
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/admin/hotels/${created.json().data.id}/rates/bulk`,
      headers: admin.headers,
      payload: {
        from: '2031-06-01',
        to: '2031-06-02',
        weekdays: [1],
        ratePlanIds: ['999999'],
        minStay: 2,
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await entriesAfter(afterCreate)).length).toBe(0);
    expect((await entriesAfter(before)).map((row) => row.action)).toEqual(['hotel.create']);
  });

  it('leaves a preview of a bulk edit unrecorded', async () => {
    const hotel = (
      await t.app.inject({
        method: 'POST',
        url: '/api/hotels',
        headers: admin.headers,
        payload: hotelPayload(),
      })
    ).json().data;
    const before = await lastId();
    const grid = await t.app.inject({
      method: 'GET',
      url: `/api/admin/hotels/${hotel.id}/rates?from=2031-06-01&days=7`,
      headers: admin.headers,
    });
    const planId = grid.json().data.roomTypes[0].plans[0].id;
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/admin/hotels/${hotel.id}/rates/bulk`,
      headers: admin.headers,
      payload: {
        ...{ from: '2031-06-01', to: '2031-06-07', weekdays: [0, 1, 2, 3, 4, 5, 6] },
        ...{ ratePlanIds: [planId], price: { set: 12_000 }, dryRun: true },
      },
    });
    expect(preview.json().data).toEqual({ nightsChanged: 7, dryRun: true });
    expect(await entriesAfter(before)).toEqual([]);
  });

  it('keeps no secret in any entry: passwords, hashes, tokens, card numbers, feed secrets', async () => {
    const tokens = (
      await t.app.db.select({ token: calendarExports.token }).from(calendarExports)
    ).map((row) => row.token);
    const everything = JSON.stringify(await t.app.db.select().from(auditLog));
    expect(everything).toContain('user.role_change');
    expect(everything).not.toMatch(/scrypt\$|password|channel-secret|"token"|4242 4242/i);
    for (const token of tokens) expect(everything).not.toContain(token);
  });
});
