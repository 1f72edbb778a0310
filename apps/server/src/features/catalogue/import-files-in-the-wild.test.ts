import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, reviews } from '../../db/schema.js';
import { writeSampleImages } from '../../test/catalogue-files.js';
import {
  catalogueInTheWild,
  comparableHotel,
  expectedHotel,
  type WildRecord,
} from '../../test/catalogue-in-the-wild.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { describeImport, importCatalogue, type ImportSummary } from './import-catalogue.js';

type FileHotel = Parameters<typeof comparableHotel>[0] & {
  HotelId: string;
  HotelName: string;
  Reviews: unknown[];
};

const hasHotelId = (record: WildRecord) =>
  record.HotelId !== undefined && record.HotelId !== null && String(record.HotelId).trim() !== '';

describe.each(TEST_DRIVERS)('a catalogue file as written in the wild, on %s', (driver) => {
  let t: TestApp;
  let folder: string;
  let records: WildRecord[];
  let summary: ImportSummary;
  const run = (entries: unknown[]) =>
    importCatalogue(t.database.db, t.app.images, entries, {
      imagesDir: folder,
      fetchTimeoutMs: 2_000,
    });
  const hotelFile = async () =>
    (await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' })).json() as FileHotel[];

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-wild-'));
    await writeSampleImages(folder);
    t = await createTestApp(driver);
    records = await catalogueInTheWild();
    summary = await run(records);
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('imports every hotel of the file, whatever shape each of its fields takes', () => {
    expect(summary.rejected).toEqual([]);
    expect(summary.imported).toBe(records.length);
  });

  it('keeps every field as given: lists in either form, text numbers, decimal ratings, policies', async () => {
    const file = await hotelFile();
    expect(file).toHaveLength(records.length);
    for (const record of records) {
      const hotel = file.find((candidate) => candidate.HotelName === record.HotelName)!;
      expect(comparableHotel(hotel), String(record.HotelName)).toEqual(expectedHotel(record));
    }
    // Spelled out for the shapes that used to be lost.
    const rome = file.find((hotel) => hotel.HotelName === 'Albergo del Sole')!;
    // Its two listed reviews (4 and 4) are shown, but the file's figures sum up all of them.
    expect(rome.Reviews).toHaveLength(2);
    expect(rome).toMatchObject({
      StarRating: 4.3,
      ReviewNumber: 128,
      PublishedReviews: null,
      Tags: 'Swimming-/-Bar',
      loc_Lat: 41.8986,
      Policies: 'Check-in from 14:00-/-Check-out until 11:00-/-No pets',
    });
    expect(rome.Rooms[0]).toMatchObject({
      About: 'Quiet courtyard view-/-Marble bathroom',
      Amenities: 'Wifi-/-Air conditioning-/-Minibar',
      Units: 1,
      MaxGuests: 2,
    });
    expect(file.find((hotel) => hotel.HotelName === 'Hostal Mar Azul')).toMatchObject({
      StarRating: 2.7,
      Tags: 'Parking',
    });
  });

  it('stores a decimal star rating exactly as given, not rounded', async () => {
    for (const record of records) {
      const [row] = await t.database.db
        .select({ starRating: hotels.starRating })
        .from(hotels)
        .where(eq(hotels.name, String(record.HotelName)));
      // A real column keeps one decimal to within its precision; the wire rounds to it.
      expect(Math.round(row!.starRating * 10) / 10).toBe(Number(record.StarRating));
    }
  });

  it('gives each hotel without a HotelId a stable one, names it in the summary and finds the hotel by it next time', async () => {
    const without = records.filter((record) => !hasHotelId(record));
    expect(without.length).toBeGreaterThanOrEqual(3);
    expect(summary.givenIds.map(({ hotel }) => hotel)).toEqual(
      without.map((record) => `#${records.indexOf(record) + 1} "${String(record.HotelName)}"`),
    );
    const report = describeImport(summary);
    expect(report).toContain(`${without.length} hotels had no HotelId and were given one.`);
    const file = await hotelFile();
    for (const { hotel, hotelId } of summary.givenIds) {
      expect(hotelId).toMatch(/^[0-9a-f-]{36}$/);
      expect(report).toContain(`  ${hotel}: HotelId ${hotelId}`);
      expect(file.filter((entry) => entry.HotelId === hotelId)).toHaveLength(1);
    }
    for (const record of records.filter(hasHotelId)) {
      const hotel = file.find((entry) => entry.HotelName === record.HotelName)!;
      expect(hotel.HotelId).toBe(String(record.HotelId));
    }

    // The file with the given ids written in updates those hotels instead of adding them again.
    const withIds = records.map((record) => {
      const given = file.find((entry) => entry.HotelName === record.HotelName)!;
      return { ...record, HotelId: given.HotelId, HotelDescription: 'Renovated' };
    });
    const again = await run(withIds);
    expect(again).toMatchObject({ imported: 0, updated: records.length, givenIds: [] });
    // Read from the database: this process's hotel file is kept until its own routes write.
    const after = await t.database.db.select({ description: hotels.description }).from(hotels);
    expect(after.map((row) => row.description)).toEqual(records.map(() => 'Renovated'));
  });

  it('gives rooms without Units or MaxGuests one unit for two guests and says how many', () => {
    const rooms = records.flatMap((record) => record.Rooms);
    const withoutUnits = rooms.filter((room) => room.Units === undefined).length;
    const withoutGuests = rooms.filter((room) => room.MaxGuests === undefined).length;
    expect(withoutUnits).toBeGreaterThan(0);
    expect(summary).toMatchObject({
      roomsWithoutUnits: withoutUnits,
      roomsWithoutMaxGuests: withoutGuests,
    });
    const report = describeImport(summary);
    expect(report).toContain(`${withoutUnits} new rooms have no Units: 1 unit each`);
    expect(report).toContain(`${withoutGuests} new rooms have no MaxGuests: each sleeps 2 guests.`);
  });

  it('counts the reviews written on Staylane after the import in the published figures, not the imported ones', async () => {
    const figures = async () =>
      (
        await t.database.db
          .select({
            id: hotels.id,
            count: hotels.publishedReviewCount,
            sum: hotels.publishedRatingSum,
          })
          .from(hotels)
          .where(eq(hotels.name, 'Albergo del Sole'))
      )[0]!;
    const before = await figures();
    expect(before).toMatchObject({ count: 0, sum: 0 });
    await t.database.db
      .insert(reviews)
      .values({ hotelId: before.id, userName: 'Ana', rating: 5, body: 'Wonderful stay' });
    expect(await figures()).toMatchObject({ count: 1, sum: 5 });
  });
});
