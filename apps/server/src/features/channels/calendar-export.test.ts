/**
 * The room type's calendar for channels (decision 021): valid RFC 5545 read back by
 * the import's parser, the nights with no unit left and nothing about the guest, a cancelled
 * booking gone from it, ETag → 304, and a rotated address that answers 404 at once.
 */
import { CHANNEL_TEXTS } from '@staylane/domain';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
} from '../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const FEED_READS_PER_MINUTE = { max: 20, timeWindow: 60_000 };

describe.each(TEST_DRIVERS)('calendar export on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(driver, {}, { rateLimits: { calendarFeed: FEED_READS_PER_MINUTE } });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const addressOf = async (roomId: number) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomId}/calendar`,
      headers: admin.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { roomId: string; url: string; rotatedAt: string };
  };
  const read = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

  it('writes valid RFC 5545 with the nights no unit is left, and nothing about the guest', async () => {
    const { roomIds } = await insertHotelWithRooms(
      t.app.db,
      [
        {
          units: 2,
          name: 'Suite; sea, view \\ long name to fold the line past seventy-five octets',
        },
      ],
      { name: 'Casa Ção' },
    );
    const roomId = roomIds[0]!;
    const feed = await addressOf(roomId);
    expect(feed.url).toMatch(/^http:\/\/localhost(:\d+)?\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    // Asked again: the same address.
    expect((await addressOf(roomId)).url).toBe(feed.url);

    const guest = await signedInUser(t.app, { fullName: 'Amelia Zebrafinch' });
    const other = await signedInUser(t.app, { fullName: 'Bruno Quokka' });
    // Two bookings overlap on nights 11 and 12 only: those nights have no unit left.
    const first = await bookingRequest(
      t.app,
      guest,
      await heldAndPaid(t.app, guest, {
        roomId,
        checkIn: dateFromToday(10),
        checkOut: dateFromToday(13),
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const second = await bookingRequest(
      t.app,
      other,
      await heldAndPaid(t.app, other, {
        roomId,
        checkIn: dateFromToday(11),
        checkOut: dateFromToday(15),
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    // A hold alone leaves a unit: not in the calendar.
    expect(
      (
        await holdRequest(t.app, guest, {
          roomId,
          checkIn: dateFromToday(30),
          checkOut: dateFromToday(31),
        })
      ).statusCode,
    ).toBe(201);

    const answer = await read(feed.url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, max-age=300');
    const text = answer.body;
    // CRLF line ends, lines of at most 75 octets, text escaped.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n /g, '')).toContain(
      'X-WR-CALNAME:Casa Ção: Suite\\; sea\\, view \\\\ long name',
    );
    for (const personal of [
      guest.fullName,
      guest.email,
      other.fullName,
      other.email,
      '900 000 0000',
    ]) {
      expect(text).not.toContain(personal);
    }

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(
      events.map((event) => ({
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        allDay: event.startDate.isDate,
        summary: event.summary,
      })),
    ).toEqual([
      { start: dateFromToday(11), end: dateFromToday(13), allDay: true, summary: 'Not available' },
    ]);
    expect(events[0]!.uid).toBe(`room-${roomId}-${dateFromToday(11)}@localhost`);

    // Unchanged: 304 on its ETag.
    const etag = answer.headers.etag as string;
    const again = await read(feed.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // The first booking cancelled: the nights have a unit again and leave the calendar.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${first.json().data.id}/cancel`,
      headers: guest.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await read(feed.url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('BEGIN:VEVENT');
  });

  it('answers 404 at the old address as soon as the address is rotated', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const before = await addressOf(roomIds[0]!);
    expect((await read(before.url)).statusCode).toBe(200);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/rooms/${roomIds[0]}/calendar/rotate`,
      headers: admin.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const after = rotated.json().data;
    expect(after.url).not.toBe(before.url);
    expect((await read(before.url)).statusCode).toBe(404);
    expect((await read(before.url)).json()).toEqual({
      message: 'Calendar not found',
      code: 'NOT_FOUND',
    });
    expect((await read(after.url)).statusCode).toBe(200);
    expect((await read('http://localhost/ical/nope.ics')).statusCode).toBe(404);
    expect((await addressOf(roomIds[0]!)).url).toBe(after.url);
  });

  it('answers strangers 401 and users 403 on every admin call, bad input 400 and 404, and documents every call', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const roomId = roomIds[0]!;
    const user = await signedInUser(t.app);
    const calls: [string, string, object?][] = [
      ['GET', `/api/rooms/${roomId}/calendar`],
      ['POST', `/api/rooms/${roomId}/calendar/rotate`],
      ['GET', `/api/rooms/${roomId}/calendar-feeds`],
      [
        'POST',
        `/api/rooms/${roomId}/calendar-feeds`,
        { name: 'Airbnb', url: 'https://a.test/x.ics' },
      ],
      ['GET', '/api/calendar-feeds/1'],
      ['DELETE', '/api/calendar-feeds/1'],
      ['POST', '/api/calendar-feeds/1/sync'],
      ['GET', '/api/calendar-conflicts'],
    ];
    for (const [method, url, payload] of calls) {
      const as = (headers: Record<string, string>) =>
        t.app.inject({ method: method as 'GET', url, headers, ...(payload && { payload }) });
      expect({ method, url, status: (await as({})).statusCode }).toEqual({
        method,
        url,
        status: 401,
      });
      expect({ method, url, status: (await as(user.headers)).statusCode }).toEqual({
        method,
        url,
        status: 403,
      });
    }

    const addFeed = (body: object, room: number | string = roomId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/rooms/${room}/calendar-feeds`,
        headers: admin.headers,
        payload: body,
      });
    const bad: [object, number, string][] = [
      [{ name: ' ', url: 'https://a.test/x.ics' }, 400, CHANNEL_TEXTS.nameRequired],
      [{ name: 'A', url: 'ftp://a.test/x.ics' }, 400, CHANNEL_TEXTS.urlInvalid],
      [{ name: 'A', url: 'file:///etc/passwd' }, 400, CHANNEL_TEXTS.urlInvalid],
      [{ name: 'A', url: 'https://a.test/x.ics', extra: 1 }, 400, ''],
    ];
    for (const [body, status, message] of bad) {
      const answer = await addFeed(body);
      expect({ body, status: answer.statusCode }).toEqual({ body, status });
      expect(answer.body).toContain(message);
    }
    expect(
      (await addFeed({ name: 'A', url: 'https://a.test/x.ics' }, 2_000_000_000)).statusCode,
    ).toBe(404);
    expect((await addFeed({ name: 'A', url: 'https://a.test/x.ics' }, 'abc')).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/calendar-feeds/2000000000'],
      ['DELETE', '/api/calendar-feeds/2000000000'],
      ['POST', '/api/calendar-feeds/2000000000/sync'],
      ['GET', '/api/rooms/2000000000/calendar'],
      ['POST', '/api/rooms/2000000000/calendar/rotate'],
      ['GET', '/api/rooms/2000000000/calendar-feeds'],
    ] as const) {
      expect({
        url,
        status: (await t.app.inject({ method, url, headers: admin.headers })).statusCode,
      }).toEqual({ url, status: 404 });
    }

    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const documented = [
      ['get', '/api/rooms/{id}/calendar'],
      ['post', '/api/rooms/{id}/calendar/rotate'],
      ['get', '/api/rooms/{id}/calendar-feeds'],
      ['post', '/api/rooms/{id}/calendar-feeds'],
      ['get', '/api/calendar-feeds/{id}'],
      ['delete', '/api/calendar-feeds/{id}'],
      ['post', '/api/calendar-feeds/{id}/sync'],
      ['get', '/api/calendar-conflicts'],
      ['get', '/ical/{file}'],
    ];
    for (const [method, path] of documented) {
      expect(paths[path!]?.[method!]?.tags, `${method} ${path}`).toEqual(['channels']);
    }
  });

  it('slows down a caller reading feed addresses too often', async () => {
    let answer;
    for (let read = 0; read <= FEED_READS_PER_MINUTE.max; read += 1) {
      answer = await t.app.inject({ method: 'GET', url: `/ical/${'A'.repeat(43)}.ics` });
      if (answer.statusCode === 429) break;
      expect(answer.statusCode).toBe(404);
    }
    expect(answer!.statusCode).toBe(429);
    expect(answer!.headers['retry-after']).toBeDefined();
  });
});
