/**
 * Feed addresses cannot reach inside (decision 035): loopback in every spelling, private,
 * link-local and metadata addresses are refused before any connection, redirects to them too,
 * and the feed's health says only that the address is not public. The operator's allowance
 * (OUTBOUND_ALLOW) is what lets the other tests read their local channels.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundGuard } from '../../lib/outbound-guard.js';
import { createAdmin } from '../../test/accounts.js';
import { insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { FETCH_TEXTS, fetchFeed } from './feed-fetch.js';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\nEND:VCALENDAR\r\n';
const NO_VALIDATORS = { etag: null, lastModified: null };

/** A local server that answers a calendar, or redirects where `?to=` says; counts requests. */
async function startLocalServer() {
  let requests = 0;
  const server: Server = createServer((request, response) => {
    requests += 1;
    const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
    if (to) response.writeHead(302, { location: to }).end();
    else response.writeHead(200, { 'content-type': 'text/calendar' }).end(CALENDAR);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('what a feed address may reach', () => {
  let local: Awaited<ReturnType<typeof startLocalServer>>;
  beforeAll(async () => {
    local = await startLocalServer();
  });
  afterAll(() => local.close());

  it('refuses loopback in every spelling before connecting', async () => {
    const spellings = [
      `http://127.0.0.1:${local.port}/`,
      `http://127.1:${local.port}/`,
      `http://2130706433:${local.port}/`,
      `http://0x7f.0.0.1:${local.port}/`,
      `http://[::1]:${local.port}/`,
      `http://[::ffff:127.0.0.1]:${local.port}/`,
      `http://localhost:${local.port}/`,
    ];
    for (const address of spellings) {
      expect(await fetchFeed(address, NO_VALIDATORS), address).toEqual({
        kind: 'failed',
        error: FETCH_TEXTS.notPublic,
      });
    }
    expect(local.requests()).toBe(0);
  });

  it('refuses private, link-local and metadata addresses, and allows public ones', () => {
    const guard = new OutboundGuard();
    for (const address of ['10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0']) {
      expect(guard.mayReach(address, address), address).toBe(false);
    }
    for (const address of [
      'fd00:ec2::254',
      'fe80::1',
      'fc00::1',
      '::ffff:a01:203',
      '::ffff:7f00:1',
    ]) {
      expect(guard.mayReach(address, address), address).toBe(false);
    }
    expect(guard.mayReach('calendar.example.com', '93.184.216.34')).toBe(true);
    expect(guard.mayReach('calendar.example.com', '2606:2800:220:1::248')).toBe(true);
  });

  it('reaches what the operator allows, by name or by range, and nothing beside it', async () => {
    const byRange = new OutboundGuard(['127.0.0.0/8']);
    expect(
      await fetchFeed(`http://127.0.0.1:${local.port}/`, NO_VALIDATORS, { guard: byRange }),
    ).toMatchObject({ kind: 'calendar' });
    const byName = new OutboundGuard(['localhost']);
    expect(
      await fetchFeed(`http://localhost:${local.port}/`, NO_VALIDATORS, { guard: byName }),
    ).toMatchObject({ kind: 'calendar' });
    // The name is allowed, not the address it stands for.
    expect(
      await fetchFeed(`http://127.0.0.1:${local.port}/`, NO_VALIDATORS, { guard: byName }),
    ).toEqual({ kind: 'failed', error: FETCH_TEXTS.notPublic });
  });

  it('checks every redirect: an allowed host cannot send the fetch to loopback', async () => {
    const byName = new OutboundGuard(['localhost']);
    const before = local.requests();
    const inside = encodeURIComponent(`http://[::1]:${local.port}/`);
    const answer = await fetchFeed(`http://localhost:${local.port}/?to=${inside}`, NO_VALIDATORS, {
      guard: byName,
    });
    expect(answer).toEqual({ kind: 'failed', error: FETCH_TEXTS.notPublic });
    // The allowed first hop was asked; the loopback it pointed at was not.
    expect(local.requests()).toBe(before + 1);
  });
});

describe.each(TEST_DRIVERS)('a feed at an inside address on %s', (driver) => {
  it("is never fetched without the operator's allowance, and its health says why", async () => {
    const [t, local] = await Promise.all([
      createTestApp(driver, { OUTBOUND_ALLOW: '' }),
      startLocalServer(),
    ]);
    try {
      const admin = await createAdmin(t.app);
      const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/rooms/${roomIds[0]}/calendar-feeds`,
        headers: admin.headers,
        payload: { name: 'Inside', url: `http://127.0.0.1:${local.port}/room.ics` },
      });
      expect(added.statusCode, added.body).toBe(201);
      const synced = await t.app.inject({
        method: 'POST',
        url: `/api/calendar-feeds/${added.json().data.id}/sync`,
        headers: admin.headers,
      });
      expect(synced.statusCode, synced.body).toBe(200);
      expect(synced.json().data).toMatchObject({ lastError: FETCH_TEXTS.notPublic });
      expect(local.requests()).toBe(0);
    } finally {
      await Promise.all([t.close(), local.close()]);
    }
  });
});
