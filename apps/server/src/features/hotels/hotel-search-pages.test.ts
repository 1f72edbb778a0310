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
    'gives the same pages in the %s order whether it walks to them or starts where they were seen to begin',
    async (filter) => {
      // Page 3 first: nothing is known of the search yet, so it walks past pages 1 and 2.
      const walked = [await page(filter, 3), await page(filter, 1), await page(filter, 2)];
      // Page 1 told where page 2 begins, page 2 where page 3 does: these start there.
      const started = [await page(filter, 3), await page(filter, 1), await page(filter, 2)];
      expect(started).toEqual(walked);
      const everyHotel = [walked[1], walked[2], walked[0]].flat();
      expect(everyHotel).toHaveLength(HOTELS);
      expect(new Set(everyHotel).size).toBe(HOTELS);
    },
  );

  it('begins a page where it began a moment ago, even when a hotel was added before it behind the server’s back', async () => {
    const before = await page('all', 2);
    // Written straight into the database (another process, say): no catalogue change here,
    // so this process's memory of where page 2 begins is kept for a few seconds.
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
      expect((response.json().data as { id: number }[]).map((hotel) => hotel.id)).toEqual(before);
    } finally {
      await t.app.db.delete(hotels).where(eq(hotels.id, -1));
    }
  });
});
