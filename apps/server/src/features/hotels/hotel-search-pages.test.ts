import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel } from '../../test/hotels.js';

const PAGE_SIZE = 5;
const HOTELS = 13;

describe.each(TEST_DRIVERS)('deep search pages on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const admin = await createAdmin(t.app);
    for (let i = 0; i < HOTELS; i += 1) {
      // Ties in every order, so a page may begin inside a run of equal values.
      const hotel = await createHotel(t.app, admin.headers, {
        HotelName: `Braga ${i}`,
        loc_City: 'Braga',
        PopularityNumber: 70 + (i % 3),
        TrendingNumber: 10 + (i % 4),
      });
      // Timestamps with microseconds, several equal: a page's start must survive both.
      await t.app.db
        .update(hotels)
        .set({
          dateAdded: sql`'2026-01-01 10:00:00.123456+00'::timestamptz + ${i % 5} * interval '1 microsecond'`,
        })
        .where(eq(hotels.id, Number(hotel.id)));
    }
  });
  afterAll(() => t.close());

  const page = async (filter: string, n: number) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotels?city=braga&filter=${filter}&pageSize=${PAGE_SIZE}&page=${n}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta.total).toBe(HOTELS);
    return (body.data as { id: number }[]).map((hotel) => hotel.id);
  };

  it.each(['all', 'popular', 'trending', 'latest'])(
    'gives the same pages in the %s order whichever page is read first',
    async (filter) => {
      const walked = [await page(filter, 3), await page(filter, 1), await page(filter, 2)];
      const started = [await page(filter, 1), await page(filter, 2), await page(filter, 3)];
      started.unshift(started.pop()!);
      expect(started).toEqual(walked);
      const everyHotel = [walked[1], walked[2], walked[0]].flat();
      expect(everyHotel).toHaveLength(HOTELS);
      expect(new Set(everyHotel).size).toBe(HOTELS);
    },
  );

  it('shows a hotel added behind the server’s back on the very next page read: every page is read whole', async () => {
    const [first, second] = [await page('all', 1), await page('all', 2)];
    // Written straight into the database (another process, say), first in the 'all' order.
    await t.app.db.insert(hotels).values({
      id: -1,
      name: 'Braga first',
      city: 'Braga',
      country: 'Portugal',
      searchKey: 'braga||portugal',
    });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/hotels?city=braga&pageSize=${PAGE_SIZE}&page=2`,
      });
      const body = response.json();
      expect(body.meta.total).toBe(HOTELS + 1);
      expect((body.data as { id: number }[]).map((hotel) => hotel.id)).toEqual([
        first.at(-1),
        ...second.slice(0, -1),
      ]);
    } finally {
      await t.app.db.delete(hotels).where(eq(hotels.id, -1));
    }
  });
});
