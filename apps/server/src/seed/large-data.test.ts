import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { hotels, reviews, roomNights, rooms } from '../db/schema.js';
import { DiskImageStore } from '../storage/storage.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { fillLargeData, type LargeDataCounts } from './large-data.js';
import { hotelsArgument, runLargeSeed } from './large-seed-run.js';
import { seedDemoData } from './seed.js';

describe.each(TEST_DRIVERS)('large data set on %s', (driver) => {
  let database: TestDatabase;
  let directory: string;
  let demoHotels: number;
  let made: LargeDataCounts;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'staylane-large-'));
    database = await createTestDatabase(driver);
    const store = new DiskImageStore(path.join(directory, 'uploads'));
    await seedDemoData(database.db, store);
    demoHotels = (await database.db.select({ n: count() }).from(hotels))[0]!.n;
    made = await fillLargeData(database.db, store, { hotels: 50 });
  }, 60_000);
  afterAll(async () => {
    await database?.destroy();
    await rm(directory, { recursive: true, force: true });
  });

  it('adds the hotels asked for beside the demo data', async () => {
    expect(made.hotels).toBe(50);
    const [total] = await database.db.select({ n: count() }).from(hotels);
    expect(total!.n).toBe(demoHotels + 50);
  });

  it('gives each new hotel 4 to 6 rooms and four booked nights per room', async () => {
    const perHotel = await database.db
      .select({ hotelId: rooms.hotelId, n: count() })
      .from(rooms)
      .where(gt(rooms.hotelId, demoHotels))
      .groupBy(rooms.hotelId);
    expect(perHotel).toHaveLength(50);
    for (const { n } of perHotel) expect(n).toBeGreaterThanOrEqual(4);
    for (const { n } of perHotel) expect(n).toBeLessThanOrEqual(6);
    expect(made.rooms).toBe(perHotel.reduce((sum, { n }) => sum + n, 0));
    expect(made.roomNights).toBe(made.rooms * 4);
  });

  it('never books more units than a room has', async () => {
    const nights = await database.db.select().from(roomNights);
    // The demo guest's stays (seed/demo-stays.ts) booked nights of demo hotels too.
    const newRoomNights = await database.db
      .select({ n: count() })
      .from(roomNights)
      .innerJoin(rooms, sql`${rooms.id} = ${roomNights.roomId}`)
      .where(gt(rooms.hotelId, demoHotels));
    expect(newRoomNights[0]!.n).toBe(made.roomNights);
    for (const night of nights) {
      expect(night.booked).toBeGreaterThanOrEqual(1);
      expect(night.booked).toBeLessThanOrEqual(night.units);
    }
    const [mismatched] = await database.db
      .select({ n: count() })
      .from(roomNights)
      .innerJoin(rooms, sql`${rooms.id} = ${roomNights.roomId}`)
      .where(sql`${rooms.units} <> ${roomNights.units}`);
    expect(mismatched!.n).toBe(0);
  });

  it('keeps star ratings and review counts in step with the reviews', async () => {
    const rows = await database.db.execute(sql`
      select count(*)::int as wrong from hotels h
      join (select hotel_id, count(*)::int as n, round(avg(rating), 1) as average,
                   count(*) filter (where booking_id is null)::int as generated,
                   round(avg(rating) filter (where booking_id is null), 1) as generated_average,
                   sum(rating)::int as rating_sum
            from reviews group by hotel_id) r on r.hotel_id = h.id
      where h.review_count <> r.generated or abs(h.star_rating - r.generated_average) > 0.001
         or h.published_review_count <> r.n or h.published_rating_sum <> r.rating_sum`);
    expect((rows as unknown as { rows: { wrong: number }[] }).rows[0]!.wrong).toBe(0);
    const [added] = await database.db
      .select({ n: count() })
      .from(reviews)
      .where(gt(reviews.hotelId, demoHotels));
    expect(added!.n).toBe(made.reviews);
  });
});

describe('npm run seed:large', () => {
  it('reads --hotels and refuses anything but a positive whole number', () => {
    expect(hotelsArgument(['--hotels', '10000'])).toBe(10_000);
    expect(hotelsArgument([])).toBe(10_000);
    expect(() => hotelsArgument(['--hotels', 'many'])).toThrow(/--hotels must be/);
    expect(() => hotelsArgument(['--hotels', '0'])).toThrow(/--hotels must be/);
  });

  it('fills the PGlite database under DATA_DIR (with --rates, a year of rates), analyses and vacuums it and says what it made', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'staylane-large-cli-'));
    try {
      const summary = await runLargeSeed(['--hotels', '12', '--rates'], { DATA_DIR: dataDir });
      expect(summary).toMatch(
        /^Added 12 hotels, \d+ rooms, \d+ reviews and \d+ booked room nights, \d+ rate plans and \d+ calendar rows to the pglite database in [\d.]+ s$/,
      );
      // --rates: two plans a room type, Standard priced every night of the year.
      const [, rooms, plans, rows] = summary.match(
        /(\d+) rooms.* (\d+) rate plans and (\d+) calendar/,
      )!;
      expect(Number(plans)).toBe(2 * Number(rooms));
      expect(Number(rows)).toBeGreaterThan(365 * Number(rooms));
      const database = await openDatabase({ dataDir });
      try {
        const [total] = await database.db.select({ n: count() }).from(hotels);
        expect(total!.n).toBe(12);
        // Analysed as it is filled: a copy of this database must plan with real statistics.
        const analysed = await database.db.execute(
          sql`select count(*)::int as n from pg_stats where tablename = 'room_nights'`,
        );
        expect((analysed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
        // Vacuumed: searches read the rooms from an index alone only on all-visible pages.
        const visible = await database.db.execute(
          sql`select relallvisible::int as n from pg_class where relname = 'rooms'`,
        );
        expect((visible as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // A process that migrates, seeds a year of rates and vacuums: 15–30 s on a loaded machine.
  }, 90_000);
});
