/**
 * The request log keeps addresses without their secrets: a channel feed's token (whoever has it
 * reads the room's calendar) and what people typed into a search (a guest's e-mail in the
 * admin's reservation search) never reach it; the path and the query's names do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './test/accounts.js';
import { insertHotelWithRooms } from './test/booking-fixtures.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('the request log', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void logLines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it("keeps a feed's path without its token and a search's names without what was typed", async () => {
    const admin = await createAdmin(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/rooms/${roomIds[0]}/calendar`,
      headers: admin.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const feedPath = new URL(exported.json().data.url as string).pathname;
    const token = feedPath.replace(/^\/ical\/|\.ics$/g, '');
    expect(token.length).toBeGreaterThan(20);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);

    const typed = 'secret-guest@example.com';
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/bookings?q=${encodeURIComponent(typed)}`,
      headers: admin.headers,
    });
    expect(search.statusCode, search.body).toBe(200);

    const log = logLines.join('\n');
    expect(log).toContain('/ical/[redacted]');
    expect(log).toContain('/api/admin/bookings?q=…');
    expect(log).not.toContain(token);
    expect(log).not.toContain('secret-guest');
  });
});
