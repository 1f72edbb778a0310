import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, reviews, rooms } from '../../db/schema.js';
import { DiskImageStore } from '../../storage/storage.js';
import {
  badHotels,
  goodHotels,
  sampleCatalogue,
  solidImage,
  writeSampleImages,
} from '../../test/catalogue-files.js';
import { startImageServer, type ImageServer } from '../../test/image-server.js';
import { LOCAL_SERVERS_GUARD } from '../../test/outbound.js';
import { rowCounts } from '../../test/row-counts.js';
import { insertBooking } from '../../test/stored-bookings.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';
import { importCatalogue, type ImportSummary } from './import-catalogue.js';

const TABLES = ['hotels', 'rooms', 'reviews', 'room_nights', 'bookings'];

describe.each(TEST_DRIVERS)('npm run import on %s', (driver) => {
  let database: TestDatabase;
  let folder: string;
  let store: DiskImageStore;
  const run = (entries: unknown[]) =>
    importCatalogue(database.db, store, entries, {
      imagesDir: folder,
      fetchTimeoutMs: 2_000,
      guard: LOCAL_SERVERS_GUARD,
    });
  const hotelByCode = async (code: string) =>
    (await database.db.select().from(hotels).where(eq(hotels.hotelCode, code)))[0]!;
  const roomsOf = (hotelId: number) =>
    database.db.select().from(rooms).where(eq(rooms.hotelId, hotelId)).orderBy(asc(rooms.position));
  const reviewsOf = (hotelId: number) =>
    database.db.select().from(reviews).where(eq(reviews.hotelId, hotelId)).orderBy(asc(reviews.id));

  let first: ImportSummary;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-import-'));
    await writeSampleImages(folder);
    store = new DiskImageStore(path.join(folder, 'uploads'));
    first = await run(sampleCatalogue());
  });
  afterAll(async () => {
    await database.destroy();
    await rm(folder, { recursive: true, force: true });
  });

  it('imports the good hotels and rejects each bad record with the hotel and the reason', async () => {
    expect(first.imported).toBe(2);
    expect(first.updated).toBe(0);
    const expected = badHotels();
    expect(first.rejected).toHaveLength(expected.length);
    for (const [index, bad] of expected.entries()) {
      const rejected = first.rejected[index]!;
      expect(rejected.hotel).toBe(`#${index + 2}${bad.hotel ? ` ${bad.hotel}` : ''}`);
      expect(rejected.reason).toContain(bad.reason);
    }
    // Nothing of a rejected hotel is stored: only the two good ones and their rooms and reviews.
    expect(await rowCounts(database.db, TABLES)).toEqual({
      hotels: 2,
      rooms: 3,
      reviews: 3,
      room_nights: 0,
      bookings: 0,
    });
  });

  it('keeps the numbers given as text, the ratings, counts, dates and reviews as given', async () => {
    const casa = await hotelByCode('CA-1');
    expect(casa).toMatchObject({
      name: 'Casa Azul',
      starRating: 4.5,
      reviewCount: 12,
      popularity: 7,
      trending: 3,
      lat: -12.05,
      countryCode: '51',
      checkInHour: 15,
      tags: ['Beach', 'Family'],
    });
    expect(casa.dateAdded.toISOString()).toBe('2025-05-06T07:08:09.000Z');
    const [double, suite] = await roomsOf(casa.id);
    expect(double).toMatchObject({
      name: 'Double',
      priceCents: 12_050,
      discountBasisPoints: 1000,
      units: 3,
      amenities: ['Wifi', 'TV'],
      available: true,
    });
    expect(suite).toMatchObject({ name: 'Suite', priceCents: 30_000, maxGuests: 4, img: '' });
    const stored = (await reviewsOf(casa.id)).map((review) => ({
      user: review.userName,
      rating: review.rating,
      body: review.body,
      date: review.date.toISOString(),
    }));
    expect(stored).toEqual([
      { user: 'Ana', rating: 5, body: 'Lovely', date: '2025-06-01T10:00:00.000Z' },
      { user: 'Ben', rating: 3, body: 'Fine', date: '2025-07-01T10:00:00.000Z' },
    ]);
    const sol = await hotelByCode('42');
    expect(sol).toMatchObject({ name: 'Hotel Sol', starRating: 4, reviewCount: 1 });
    expect(sol.dateAdded.toISOString()).toBe('2024-01-02T03:04:05.000Z');
  });

  it('stores every image through the upload pipeline: re-encoded, under /uploads/', async () => {
    const casa = await hotelByCode('CA-1');
    const [double] = await roomsOf(casa.id);
    const addresses = [casa.frontImg, ...casa.gallery, double!.img];
    expect(addresses).toHaveLength(4);
    for (const address of addresses) {
      expect(address).toMatch(/^\/uploads\/[0-9a-f]{32}\.(png|jpg)$/);
      const file = store.fileFor(address)!;
      expect((await sharp(file).metadata()).width).toBe(24);
    }
    // room.jpg is named twice (gallery and room) and stored once; fake.png never.
    expect(casa.gallery[1]).toBe(double!.img);
    expect((await readdir(store.directory)).sort()).toHaveLength(3);
  });

  it('updates the hotels it matches by HotelId on a second import instead of adding them', async () => {
    const before = await rowCounts(database.db, TABLES);
    const casa = await hotelByCode('CA-1');
    const roomIds = (await roomsOf(casa.id)).map((room) => room.id);
    const reviewIds = (await reviewsOf(casa.id)).map((review) => review.id);

    const again = await run(sampleCatalogue());

    expect(again.imported).toBe(0);
    expect(again.updated).toBe(2);
    expect(again.rejected.map((rejected) => rejected.reason)).toEqual(
      first.rejected.map((rejected) => rejected.reason),
    );
    expect(await rowCounts(database.db, TABLES)).toEqual(before);
    expect((await hotelByCode('CA-1')).id).toBe(casa.id);
    expect((await roomsOf(casa.id)).map((room) => room.id)).toEqual(roomIds);
    expect((await reviewsOf(casa.id)).map((review) => review.id)).toEqual(reviewIds);
  });

  it('applies a changed file to the hotel it matches: fields, rooms and reviews', async () => {
    const [casa] = goodHotels();
    const changed = {
      ...casa,
      HotelName: 'Casa Azul Renewed',
      StarRating: '3.5',
      Rooms: [{ ...(casa!.Rooms as object[])[0], OriginalPricePerNight: '99.99' }],
      Reviews: [(casa!.Reviews as object[])[1]],
    };
    const summary = await run([changed]);
    expect(summary).toMatchObject({ imported: 0, updated: 1, rejected: [], givenIds: [] });
    const stored = await hotelByCode('CA-1');
    expect(stored).toMatchObject({ name: 'Casa Azul Renewed', starRating: 3.5 });
    expect((await roomsOf(stored.id)).map((room) => [room.name, room.priceCents])).toEqual([
      ['Double', 9_999],
    ]);
    expect((await reviewsOf(stored.id)).map((review) => review.userName)).toEqual(['Ben']);
  });

  it('rejects an update that would remove a booked room and leaves that hotel as it was', async () => {
    const sol = await hotelByCode('42');
    const [single] = await roomsOf(sol.id);
    await insertBooking(database.db, { userId: null, hotelId: sol.id, roomId: single!.id });
    const before = await rowCounts(database.db, TABLES);
    const [, solRecord] = goodHotels();
    const withoutTheRoom = {
      ...solRecord,
      HotelName: 'Sol Renamed',
      Rooms: [{ RoomName: 'Other', OriginalPricePerNight: 60 }],
      Reviews: [],
    };

    const summary = await run([withoutTheRoom]);

    expect(summary.rejected).toEqual([
      {
        hotel: '#1 "Sol Renamed" (42)',
        reason: 'A room you removed has upcoming bookings and cannot be deleted',
      },
    ]);
    expect(await rowCounts(database.db, TABLES)).toEqual(before);
    expect(await hotelByCode('42')).toMatchObject({ name: 'Hotel Sol', reviewCount: 1 });
    expect((await roomsOf(sol.id)).map((room) => room.name)).toEqual(['Single']);
  });
});

describe('npm run import with images at http addresses', () => {
  let database: TestDatabase;
  let folder: string;
  let server: ImageServer;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-import-web-'));
    server = await startImageServer({
      '/front.png': await solidImage('png', '#d35400'),
      '/slow.jpg': 'stall',
    });
  });
  afterAll(async () => {
    await server.close();
    await database.destroy();
    await rm(folder, { recursive: true, force: true });
  });

  it('fetches each address once and rejects the hotel whose image does not arrive in time', async () => {
    const hotel = (code: string, frontImg: string) => ({
      HotelName: `Hotel ${code}`,
      HotelId: code,
      loc_City: 'Quito',
      loc_Country: 'Ecuador',
      FrontImg: frontImg,
      Rooms: [{ RoomName: 'Double', OriginalPricePerNight: 70, RoomImg: frontImg }],
    });
    const store = new DiskImageStore(path.join(folder, 'uploads'));
    const summary = await importCatalogue(
      database.db,
      store,
      [
        hotel('W-1', `${server.base}/front.png`),
        hotel('W-2', `${server.base}/slow.jpg`),
        hotel('W-3', `${server.base}/front.png`),
      ],
      { imagesDir: folder, fetchTimeoutMs: 300, guard: LOCAL_SERVERS_GUARD },
    );

    expect(summary).toMatchObject({
      imported: 2,
      updated: 0,
      roomsWithoutUnits: 2,
      roomsWithoutMaxGuests: 2,
      rejected: [
        {
          hotel: '#2 "Hotel W-2" (W-2)',
          reason: `FrontImg "${server.base}/slow.jpg": no answer within 0.3 s`,
        },
      ],
    });
    expect(server.requests.filter((url) => url === '/front.png')).toHaveLength(1);
    expect(await rowCounts(database.db, ['hotels', 'rooms'])).toEqual({ hotels: 2, rooms: 2 });
    const stored = await database.db.select().from(hotels).orderBy(asc(hotels.id));
    expect(stored.map((row) => row.frontImg)).toEqual([stored[0]!.frontImg, stored[0]!.frontImg]);
    expect(stored[0]!.frontImg).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });
});
