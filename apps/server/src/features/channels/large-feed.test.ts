/**
 * A channel calendar of 1 990 future events (just under the 2 000 a feed may block) applied and
 * then deleted while other visitors ask the server (docs/decisions/040-large-feeds-in-batches.md):
 * their answers keep coming, within a bound the statement-per-event writes clearly failed, on
 * both drivers. The feed comes from a real HTTP server on 127.0.0.1 and the probes go to the
 * server's real socket, as a visitor's would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBlocks, roomNights } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { dateFromToday, insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { freeUnitsForRooms } from '../../test/free-units.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const EVENTS = 1_990;
/** Events on one night: the room has this many units, so every unit of a night is taken. */
const PER_NIGHT = 4;
/**
 * The longest any probe may wait. Generous for a loaded shared machine: with a statement per
 * event PGlite kept the probes waiting 11–32 s while the feed was applied (load average
 * 14–28), and the delete answered none until it ended; batched and paced, the slowest waited
 * 0.5–1.2 s applying and 0.1–1.6 s deleting (load 19–38, other test runs beside it).
 */
const SLOWEST_ANSWER_MS = 5_000;

const compact = (date: string) => date.replaceAll('-', '');
function largeCalendar(): string {
  const events = Array.from({ length: EVENTS }, (_, i) => {
    const night = 2 + Math.floor(i / PER_NIGHT);
    return [
      'BEGIN:VEVENT',
      `UID:large-${i}@channel`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${compact(dateFromToday(night))}`,
      `DTEND;VALUE=DATE:${compact(dateFromToday(night + 1))}`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ].join('\r\n');
  });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Channel//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/**
 * Asks the server one request after another until `work` settles, and answers the slowest
 * answer's time and how many were asked: a stalled server shows as one long wait.
 */
async function probeWhile<T>(urls: string[], work: Promise<T>) {
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  let slowestMs = 0;
  let asked = 0;
  const statuses = new Set<number>();
  while (!done) {
    const started = performance.now();
    const response = await fetch(urls[asked % urls.length]!);
    await response.arrayBuffer();
    statuses.add(response.status);
    slowestMs = Math.max(slowestMs, performance.now() - started);
    asked += 1;
  }
  return { result: await settled, slowestMs, asked, statuses: [...statuses] };
}

describe.each(TEST_DRIVERS)('a large channel calendar on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let feedServer: Server;
  let address: string;
  /** Whether /later.ics answers the large calendar yet (it answers an empty one before). */
  let later = false;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
    const large = largeCalendar();
    const empty = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'END:VCALENDAR', ''].join('\r\n');
    feedServer = createServer((request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' })
        .end(
          request.url === '/empty.ics' || (request.url === '/later.ics' && !later) ? empty : large,
        );
    });
    await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
    address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
    await t.close();
  });

  // Its own time limit: paced batches on a loaded shared machine may take minutes.
  it('keeps answering other requests while 1 990 events are applied and while they are deleted', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: PER_NIGHT }], {
      city: 'Porto',
    });
    const roomId = roomIds[0]!;
    const lastNight = 2 + Math.floor((EVENTS - 1) / PER_NIGHT);
    const probes = [
      `${address}/healthz`,
      `${address}/api/hotels?city=Porto&checkInDate=${dateFromToday(30)}&checkOutDate=${dateFromToday(32)}`,
      `${address}/api/hotels?city=Lisbon&checkInDate=${dateFromToday(5)}&checkOutDate=${dateFromToday(9)}`,
    ];
    const feedPort = (feedServer.address() as AddressInfo).port;
    // Each probe once before: a route's first answer (its statements prepared) is not the feed's.
    for (const url of probes) expect((await fetch(url)).status).toBe(200);

    // Adding the feed reads and applies it before answering.
    const added = await probeWhile(
      probes,
      t.app.inject({
        method: 'POST',
        url: `/api/rooms/${roomId}/calendar-feeds`,
        headers: admin.headers,
        payload: { name: 'Large channel', url: `http://127.0.0.1:${feedPort}/large.ics` },
      }),
    );
    expect(added.result.statusCode, added.result.body).toBe(201);
    expect(added.result.json().data).toMatchObject({
      state: 'ok',
      eventsRead: EVENTS,
      blocksActive: EVENTS,
      lastError: null,
    });
    expect(added.statuses).toEqual([200]);
    expect(added.asked).toBeGreaterThan(3);
    expect(added.slowestMs).toBeLessThan(SLOWEST_ANSWER_MS);
    // Every night the calendar fills is taken (the last has two events), the night after is free.
    const free = async (from: number, to: number) =>
      (await freeUnitsForRooms(t.app.db, [roomId], dateFromToday(from), dateFromToday(to))).get(
        roomId,
      );
    expect(await free(2, lastNight)).toBe(0);
    expect(await free(lastNight + 1, lastNight + 2)).toBe(PER_NIGHT);
    const [blocked] = await t.app.db
      .select({ total: sql<number>`sum(${roomNights.blocked})::int` })
      .from(roomNights)
      .where(eq(roomNights.roomId, roomId));
    expect(blocked!.total).toBe(EVENTS);

    const feedId = added.result.json().data.id as string;
    const deleted = await probeWhile(
      probes,
      t.app.inject({
        method: 'DELETE',
        url: `/api/calendar-feeds/${feedId}`,
        headers: admin.headers,
      }),
    );
    expect(deleted.result.statusCode, deleted.result.body).toBe(200);
    expect(deleted.statuses).toEqual([200]);
    expect(deleted.asked).toBeGreaterThan(3);
    expect(deleted.slowestMs).toBeLessThan(SLOWEST_ANSWER_MS);
    // Every night given back, no block left behind.
    expect(await free(2, lastNight + 2)).toBe(PER_NIGHT);
    const nights = await t.app.db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
    expect(nights.every((night) => night.blocked === 0)).toBe(true);
    expect(await t.app.db.select().from(roomBlocks).where(eq(roomBlocks.roomId, roomId))).toEqual(
      [],
    );
    console.info(
      `${driver}: apply ${added.asked} probes, slowest ${Math.round(added.slowestMs)} ms; ` +
        `delete ${deleted.asked} probes, slowest ${Math.round(deleted.slowestMs)} ms`,
    );
  }, 240_000);

  it('deletes a feed while its sync is adding blocks, leaving no block and every night given back', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: PER_NIGHT }]);
    const roomId = roomIds[0]!;
    const feedPort = (feedServer.address() as AddressInfo).port;
    // Empty when added; the sync then reads the 1 990 events and adds them a batch at a time.
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/calendar-feeds`,
      headers: admin.headers,
      payload: { name: 'Racing channel', url: `http://127.0.0.1:${feedPort}/later.ics` },
    });
    expect(added.statusCode, added.body).toBe(201);
    const feedId = added.json().data.id as string;
    later = true;
    const sync = t.app.inject({
      method: 'POST',
      url: `/api/calendar-feeds/${feedId}/sync`,
      headers: admin.headers,
    });
    const blocks = async () =>
      (await t.app.db.select().from(roomBlocks).where(eq(roomBlocks.roomId, roomId))).length;
    await expect.poll(blocks, { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    // The delete starts while the sync is half-way through.
    expect(await blocks()).toBeLessThan(EVENTS);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${feedId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The sync stops at its first batch after the feed is gone; whatever it added went with it.
    expect([200, 404]).toContain((await sync).statusCode);
    expect(await blocks()).toBe(0);
    const nights = await t.app.db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
    expect(nights.length).toBeGreaterThan(0);
    expect(nights.filter((night) => night.blocked !== 0)).toEqual([]);
  });
});
