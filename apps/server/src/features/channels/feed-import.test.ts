/**
 * Importing channel calendars from real http servers on 127.0.0.1 (decision 021):
 * blocks that search and holds see, nights given back when an event goes, 304 keeping them,
 * feeds that hang, answer HTML, 50 MB or 10 000 events each with a clear health while the
 * others sync, a race of an import with a booking of the last unit, and a round trip from one
 * install's export into another's import.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, roomNights } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
} from '../../test/booking-fixtures.js';
import { freeUnitsForRooms } from '../../test/free-units.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { startCalendarSync } from './calendar-sync-worker.js';

const compact = (date: string) => date.replaceAll('-', '');
const calendar = (events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Channel//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const allDay = (uid: string, from: string, to: string) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${compact(from)}`,
    `DTEND;VALUE=DATE:${compact(to)}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
  ].join('\r\n');

/** A channel: answers each path's calendar with an ETag, and a few misbehaving paths. */
interface Channel {
  base: string;
  calendars: Map<string, string>;
  requests: { path: string; ifNoneMatch?: string }[];
  close(): Promise<void>;
}

async function startChannel(): Promise<Channel> {
  const calendars = new Map<string, string>();
  const requests: Channel['requests'] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, ifNoneMatch: request.headers['if-none-match'] });
    if (path === '/hang') {
      // Headers and the start of a calendar, then nothing: only the time-out ends it.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.write('BEGIN:VCALENDAR\r\n');
      hanging.push(response);
      return;
    }
    if (path.startsWith('/redirect?to=')) {
      response.writeHead(302, { location: decodeURIComponent(path.slice('/redirect?to='.length)) });
      response.end();
      return;
    }
    if (path === '/html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Log in</title>');
      return;
    }
    if (path === '/huge') {
      // 50 MB streamed without a length, a chunk at a time while the client reads.
      response.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 'X');
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end();
      };
      response.on('error', () => undefined);
      pump();
      return;
    }
    const text = calendars.get(path);
    if (text === undefined) {
      response.writeHead(404).end('missing');
      return;
    }
    const etag = `"${text.length}-${Buffer.from(text).toString('base64').slice(-12)}"`;
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calendars,
    requests,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(TEST_DRIVERS)('importing channel calendars on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let channel: Channel;
  beforeAll(async () => {
    [t, channel] = await Promise.all([
      createTestApp(driver, {}, { channelFetch: { timeoutMs: 1_500 } }),
      startChannel(),
    ]);
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await channel.close();
    await t.close();
  });

  const addFeed = async (roomId: number, path: string, name = 'Airbnb') => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/calendar-feeds`,
      headers: admin.headers,
      payload: { name, url: `${channel.base}${path}` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.id as string;
  };
  const sync = async (feedId: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/calendar-feeds/${feedId}/sync`,
      headers: admin.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const free = async (roomId: number, from: string, to: string) =>
    (await freeUnitsForRooms(t.app.db, [roomId], from, to)).get(roomId);

  it('reads a calendar once as soon as it is added: the answer carries its health and its nights are blocked', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const roomId = roomIds[0]!;
    const path = `/added-${roomId}.ics`;
    channel.calendars.set(
      path,
      calendar([allDay('added-1@channel', dateFromToday(50), dateFromToday(52))]),
    );
    const asked = channel.requests.length;
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/calendar-feeds`,
      headers: admin.headers,
      payload: { name: 'Vrbo', url: `${channel.base}${path}` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({
      state: 'ok',
      eventsRead: 1,
      blocksActive: 1,
      lastError: null,
    });
    expect(channel.requests.slice(asked).map((request) => request.path)).toEqual([path]);
    expect(await free(roomId, dateFromToday(50), dateFromToday(52))).toBe(0);

    // A feed that fails its first read is still added, with the fault as its health.
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomId}/calendar-feeds`,
      headers: admin.headers,
      payload: { name: 'Gone', url: `${channel.base}/gone-${roomId}.ics` },
    });
    expect(broken.statusCode, broken.body).toBe(201);
    expect(broken.json().data).toMatchObject({
      state: 'error',
      lastError: 'The address answered HTTP 404',
    });
  });

  it('blocks the nights of the events, gives them back when an event goes, and keeps them on 304', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const roomId = roomIds[0]!;
    const path = `/room-${roomId}.ics`;
    channel.calendars.set(
      path,
      calendar([
        allDay('stay-1@airbnb', dateFromToday(20), dateFromToday(23)),
        allDay('stay-2@airbnb', dateFromToday(30), dateFromToday(31)),
      ]),
    );
    const feedId = await addFeed(roomId, path);
    const first = await sync(feedId);
    expect(first).toMatchObject({ state: 'ok', eventsRead: 2, blocksActive: 2, lastError: null });
    expect(await free(roomId, dateFromToday(21), dateFromToday(22))).toBe(0);
    expect(await free(roomId, dateFromToday(23), dateFromToday(24))).toBe(1);
    const guest = await signedInUser(t.app);
    const refused = await holdRequest(t.app, guest, {
      roomId,
      checkIn: dateFromToday(22),
      checkOut: dateFromToday(24),
    });
    expect(refused.statusCode).toBe(409);

    // While another process holds the feed's lease, a sync reads nothing and answers as is.
    const asked = channel.requests.length;
    await t.app.db
      .update(calendarFeeds)
      .set({ syncLeaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(calendarFeeds.id, Number(feedId)));
    expect(await sync(feedId)).toMatchObject({ lastSuccessAt: first.lastSuccessAt });
    expect(channel.requests.length).toBe(asked);
    await t.app.db
      .update(calendarFeeds)
      .set({ syncLeaseUntil: null })
      .where(eq(calendarFeeds.id, Number(feedId)));

    // Unchanged: the channel answers 304 and the blocks stay.
    const unchanged = await sync(feedId);
    expect(channel.requests.at(-1)!.ifNoneMatch).toBeDefined();
    expect(unchanged).toMatchObject({ state: 'ok', blocksActive: 2 });
    expect(Date.parse(unchanged.lastSuccessAt)).toBeGreaterThanOrEqual(
      Date.parse(first.lastSuccessAt),
    );

    // The first stay cancelled on the channel (gone from the feed): its nights are free again.
    channel.calendars.set(
      path,
      calendar([allDay('stay-2@airbnb', dateFromToday(30), dateFromToday(31))]),
    );
    expect(await sync(feedId)).toMatchObject({ state: 'ok', eventsRead: 1, blocksActive: 1 });
    expect(await free(roomId, dateFromToday(20), dateFromToday(23))).toBe(1);
    expect(
      (
        await holdRequest(t.app, guest, {
          roomId,
          checkIn: dateFromToday(22),
          checkOut: dateFromToday(24),
        })
      ).statusCode,
    ).toBe(201);

    // Deleting the feed gives its nights back too.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${feedId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await free(roomId, dateFromToday(30), dateFromToday(31))).toBe(1);
    const nights = await t.app.db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
    expect(nights.every((night) => night.blocked === 0)).toBe(true);
  });

  it('gives each bad feed a clear health while the good one syncs and the server answers', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const roomId = roomIds[0]!;
    const past = Array.from({ length: 9_990 }, (_, i) =>
      allDay(
        `old-${i}@channel`,
        dateFromToday(-4000 + (i % 3000)),
        dateFromToday(-3999 + (i % 3000)),
      ),
    );
    const future = Array.from({ length: 10 }, (_, i) =>
      allDay(`new-${i}@channel`, dateFromToday(40 + 2 * i), dateFromToday(41 + 2 * i)),
    );
    channel.calendars.set('/many.ics', calendar([...past, ...future]));
    channel.calendars.set(
      '/good.ics',
      calendar([allDay('one@channel', dateFromToday(60), dateFromToday(62))]),
    );
    const feeds = {
      hang: await addFeed(roomId, '/hang', 'Hangs'),
      html: await addFeed(roomId, '/html', 'Login page'),
      huge: await addFeed(roomId, '/huge', 'Huge'),
      many: await addFeed(roomId, '/many.ics', 'Long history'),
      missing: await addFeed(roomId, '/missing.ics', 'Moved'),
      unreachable: await addFeed(roomId, '/x', 'Closed port'),
      good: await addFeed(roomId, '/good.ics', 'Good'),
      moved: await addFeed(roomId, `/redirect?to=${encodeURIComponent('/good.ics')}`, 'Moved on'),
      toFile: await addFeed(roomId, `/redirect?to=${encodeURIComponent('file:///etc/passwd')}`),
      loop: await addFeed(
        roomId,
        `/redirect?to=${encodeURIComponent('/redirect?to=%2Fredirect%3Fto%3D%252Fredirect%253Fto%253D%25252Fgood.ics')}`,
      ),
    };
    // A port nobody listens on.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/calendar-feeds/${feeds.unreachable}`,
      headers: admin.headers,
    });
    feeds.unreachable = (
      await t.app.inject({
        method: 'POST',
        url: `/api/rooms/${roomId}/calendar-feeds`,
        headers: admin.headers,
        payload: { name: 'Closed port', url: 'http://127.0.0.1:9/feed.ics' },
      })
    ).json().data.id;

    // Each feed was read once when it was added; the worker's round reads them all again.
    await t.app.db.update(calendarFeeds).set({ lastAttemptAt: null });
    const worker = startCalendarSync({
      db: t.app.db,
      log: t.app.log,
      intervalMs: 60_000,
      // Long enough for 5 MB to stream in while the 10 000 events are parsed beside it.
      fetch: { timeoutMs: 3_000, guard: t.app.outbound },
    });
    const started = Date.now();
    const run = worker.runOnce();
    // The server answers while feeds are read.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(await run).toBeGreaterThanOrEqual(10);
    await worker.stop();
    expect(Date.now() - started).toBeLessThan(10_000);

    const health = async (id: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/calendar-feeds/${id}`,
          headers: admin.headers,
        })
      ).json().data;
    expect(await health(feeds.hang)).toMatchObject({
      state: 'error',
      lastError: 'The address took longer than 3 s',
    });
    expect(await health(feeds.html)).toMatchObject({
      state: 'error',
      lastError: 'The address did not answer with a calendar',
    });
    expect(await health(feeds.huge)).toMatchObject({
      state: 'error',
      lastError: 'The calendar is larger than 5 MB',
    });
    expect(await health(feeds.missing)).toMatchObject({
      state: 'error',
      lastError: 'The address answered HTTP 404',
    });
    expect(await health(feeds.unreachable)).toMatchObject({
      state: 'error',
      lastError: 'Could not reach the address',
    });
    expect(await health(feeds.many)).toMatchObject({
      state: 'ok',
      eventsRead: 10_000,
      blocksActive: 10,
    });
    expect(await health(feeds.good)).toMatchObject({
      state: 'ok',
      eventsRead: 1,
      blocksActive: 1,
      lastError: null,
    });
    expect(await health(feeds.moved)).toMatchObject({ state: 'ok', blocksActive: 1 });
    expect(await health(feeds.toFile)).toMatchObject({
      state: 'error',
      lastError: 'The address must be an http or https address',
    });
    expect(await health(feeds.loop)).toMatchObject({
      state: 'error',
      lastError: 'The address redirected more than 3 times',
    });
    // An hour without success: failing, also for a feed that never succeeded.
    const hoursAgo = new Date(Date.now() - 61 * 60_000);
    await t.app.db
      .update(calendarFeeds)
      .set({ createdAt: hoursAgo, lastSuccessAt: hoursAgo })
      .where(eq(calendarFeeds.id, Number(feeds.good)));
    await t.app.db
      .update(calendarFeeds)
      .set({ createdAt: hoursAgo })
      .where(eq(calendarFeeds.id, Number(feeds.html)));
    expect(await health(feeds.good)).toMatchObject({ state: 'failing', lastError: null });
    expect(await health(feeds.html)).toMatchObject({ state: 'failing' });
    // The good feed and the one moved to it each block a unit: two channels, one night each.
    expect(await free(roomId, dateFromToday(60), dateFromToday(62))).toBe(0);
  });

  it('never books more than the units when an import races guests for the last unit, and lists the conflict when the booking wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
      const roomId = roomIds[0]!;
      const path = `/race-${roomId}.ics`;
      const [checkIn, checkOut] = [dateFromToday(70), dateFromToday(73)];
      // Empty when added (the first read happens then); the stay appears for the raced sync.
      channel.calendars.set(path, calendar([]));
      const feedId = await addFeed(roomId, path, 'Booking.com');
      channel.calendars.set(path, calendar([allDay(`race-${roomId}@channel`, checkIn, checkOut)]));
      const guest = await signedInUser(t.app);
      const book = async () => {
        try {
          const paid = await heldAndPaid(t.app, guest, { roomId, checkIn, checkOut });
          return (await bookingRequest(t.app, guest, paid)).statusCode;
        } catch {
          return 409;
        }
      };
      // Round 0: the booking first; then both at once.
      const booked = round === 0 ? await book() : undefined;
      const [raced] = await Promise.all([round === 0 ? booked : book(), sync(feedId)]);
      const nights = await t.app.db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
      expect(nights.every((night) => night.booked <= night.units)).toBe(true);
      const conflicts = (
        await t.app.inject({
          method: 'GET',
          url: '/api/calendar-conflicts',
          headers: admin.headers,
        })
      ).json().data as {
        roomId: string;
        feedId: string;
        from: string;
        to: string;
        bookingId: string;
      }[];
      const mine = conflicts.filter((conflict) => conflict.roomId === String(roomId));
      if (raced === 201) {
        expect(mine).toEqual([
          expect.objectContaining({ feedId, from: checkIn, to: checkOut, feedName: 'Booking.com' }),
        ]);
        // Cancelling the booking resolves it.
        await t.app.inject({
          method: 'POST',
          url: `/api/bookings/${mine[0]!.bookingId}/cancel`,
          headers: guest.headers,
          payload: {},
        });
        const after = (
          await t.app.inject({
            method: 'GET',
            url: '/api/calendar-conflicts',
            headers: admin.headers,
          })
        ).json().data as { roomId: string }[];
        expect(after.filter((conflict) => conflict.roomId === String(roomId))).toEqual([]);
      } else {
        expect(mine).toEqual([]);
      }
      if (round === 0) expect(raced).toBe(201);
    }
  });

  // Once per run (on PostgreSQL when there is one): a second install costs a fresh database.
  it.runIf(driver === TEST_DRIVERS.at(-1))(
    "blocks in a second install the nights of the first install's export (round trip)",
    async () => {
      const other = await createTestApp(driver);
      try {
        const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
        const roomA = roomIds[0]!;
        const blocked = await t.app.inject({
          method: 'POST',
          url: '/api/admin/blocks',
          headers: admin.headers,
          payload: {
            roomId: roomA,
            from: dateFromToday(80),
            to: dateFromToday(83),
            units: 1,
            reason: 'Paint',
          },
        });
        expect(blocked.statusCode, blocked.body).toBe(201);
        const guest = await signedInUser(t.app);
        const paid = await heldAndPaid(t.app, guest, {
          roomId: roomA,
          checkIn: dateFromToday(90),
          checkOut: dateFromToday(92),
        });
        expect((await bookingRequest(t.app, guest, paid)).statusCode).toBe(201);
        const addressA = await t.app.listen({ port: 0, host: '127.0.0.1' });
        const exported = await fetch(`${addressA}/api/rooms/${roomA}/calendar`, {
          headers: admin.headers,
        });
        const feedUrl = ((await exported.json()) as { data: { url: string } }).data.url;
        expect(feedUrl.startsWith(`${addressA}/ical/`)).toBe(true);

        const adminB = await createAdmin(other.app);
        const roomB = (await insertHotelWithRooms(other.app.db, [{ units: 1 }])).roomIds[0]!;
        await other.app.listen({ port: 0, host: '127.0.0.1' });
        const added = await other.app.inject({
          method: 'POST',
          url: `/api/rooms/${roomB}/calendar-feeds`,
          headers: adminB.headers,
          payload: { name: 'Staylane A', url: feedUrl },
        });
        const synced = await other.app.inject({
          method: 'POST',
          url: `/api/calendar-feeds/${added.json().data.id}/sync`,
          headers: adminB.headers,
        });
        expect(synced.json().data).toMatchObject({ state: 'ok', eventsRead: 2, blocksActive: 2 });
        const freeB = async (from: number, to: number) =>
          (
            await freeUnitsForRooms(other.app.db, [roomB], dateFromToday(from), dateFromToday(to))
          ).get(roomB);
        expect(await freeB(80, 83)).toBe(0);
        expect(await freeB(90, 92)).toBe(0);
        expect(await freeB(83, 90)).toBe(1);
        expect(await freeB(79, 80)).toBe(1);
      } finally {
        await other.close();
      }
    },
  );
});
