/**
 * Search answers kept until the inventory changes (decision 028), through the real route on
 * both drivers: a repeated search is answered from memory, and a change committed anywhere
 * (this process, another connection) reaches the next search.
 */
import { hotelSearchKey } from '@staylane/domain';
import { eq, sql } from 'drizzle-orm';
import { hotels } from '../../db/schema.js';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { dateFromToday, insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { commitElsewhere } from '../../test/commit-elsewhere.js';
import { ANSWER_KEPT_MS } from './kept-answers.js';

const checkIn = dateFromToday(20);
const checkOut = dateFromToday(22);

describe.each(TEST_DRIVERS)('kept search answers (%s)', (driver) => {
  let testApp: TestApp;
  let city = '';
  let roomId = 0;

  beforeAll(async () => {
    testApp = await createTestApp(driver);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** A fresh hotel in a city of its own, its first room of 3 units. */
  async function freshHotel(rooms = [{ units: 3 }]) {
    city = `Keptville${Math.random().toString(36).slice(2, 8)}`;
    const fixture = await insertHotelWithRooms(testApp.app.db, rooms, { city });
    await testApp.app.db
      .update(hotels)
      .set({ searchKey: hotelSearchKey({ city, state: '', country: 'Portugal' }) })
      .where(eq(hotels.id, fixture.hotelId));
    roomId = fixture.roomIds[0]!;
    await notificationsHeard();
  }

  /**
   * On PostgreSQL the notifications of the set-up's own writes arrive a moment after this
   * process already counted them (own-writes.ts), and each moves the version again: wait until
   * it stops moving, so a kept answer is not forgotten by a set-up write.
   */
  async function notificationsHeard() {
    let version = testApp.app.inventory.current;
    for (let quiet = 0; quiet < 5;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const now = testApp.app.inventory.current;
      quiet = now === version ? quiet + 1 : 0;
      version = now;
    }
  }

  async function freeUnits(): Promise<number> {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/hotels?city=${city}&checkInDate=${checkIn}&checkOutDate=${checkOut}&guests=1`,
    });
    expect(response.statusCode).toBe(200);
    const [hotel] = response.json<{ data: Array<{ Rooms: Array<{ FreeUnits: number }> }> }>().data;
    return hotel!.Rooms[0]!.FreeUnits;
  }

  /** Books `booked` units of the stay's nights as another process would: not through this pool. */
  async function bookElsewhere(booked: number, options: { silently?: boolean } = {}) {
    const nights = `insert into room_nights (room_id, night, units, booked)
         select ${roomId}, night::date, 3, ${booked}
         from generate_series('${checkIn}'::date, '${checkOut}'::date - 1, interval '1 day') night
       on conflict (room_id, night) do update set booked = excluded.booked`;
    await commitElsewhere(testApp.database, [nights], options);
  }

  async function eventually(expected: number): Promise<number> {
    const deadline = Date.now() + ANSWER_KEPT_MS / 2;
    let seen = await freeUnits();
    while (seen !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await freeUnits();
    }
    return seen;
  }

  it('answers a repeated search from memory until the inventory changes', async () => {
    await freshHotel();
    expect(await freeUnits()).toBe(3);
    await bookElsewhere(2, { silently: true });
    // Nobody was told: the kept answer stands.
    expect(await freeUnits()).toBe(3);
    testApp.app.inventory.changed();
    expect(await freeUnits()).toBe(1);
  });

  it("shows a change another connection committed in the next searches, well before the answer's age runs out", async () => {
    await freshHotel();
    expect(await freeUnits()).toBe(3);
    await bookElsewhere(1);
    expect(await eventually(2)).toBe(2);
  });

  it("shows this process's own committed write in the very next search", async () => {
    await freshHotel();
    expect(await freeUnits()).toBe(3);
    await testApp.app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into room_nights (room_id, night, units, booked)
        values (${roomId}, ${checkIn}::date, 3, 2)`);
    });
    expect(await freeUnits()).toBe(1);
  });

  it('sends a kept answer brotli-compressed to a browser: the same JSON a plain client gets', async () => {
    // Three rooms: an answer over the 1 KB below which nothing is compressed.
    await freshHotel([{ units: 3 }, { units: 2 }, { units: 1 }]);
    const url = `/api/hotels?city=${city}&checkInDate=${checkIn}&checkOutDate=${checkOut}&guests=1`;
    const plain = await testApp.app.inject({ method: 'GET', url });
    const asBrowser = () =>
      testApp.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
    const [first, again] = [await asBrowser(), await asBrowser()];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('reads every search afresh while changes could go unheard, and keeps again once listening', async () => {
    await freshHotel();
    expect(await freeUnits()).toBe(3);
    testApp.app.inventory.lost();
    await bookElsewhere(1, { silently: true });
    expect(await freeUnits()).toBe(2);
    testApp.app.inventory.listening();
    expect(await freeUnits()).toBe(2);
    await bookElsewhere(2, { silently: true });
    expect(await freeUnits()).toBe(2);
  });
});
