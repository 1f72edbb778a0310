import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GALLERY_SEPARATOR, splitList } from '@staylane/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/accounts.js';
import { goodHotels, writeSampleImages } from '../../test/catalogue-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { UPLOADS_PREFIX } from '../../storage/storage.js';
import { exportCatalogue } from './export-catalogue.js';
import { importCatalogue, readCatalogueFile } from './import-catalogue.js';

interface FileRoom {
  id: unknown;
  RoomImg: string;
  /** Only in the operator's export. */
  RatePlans?: { name: string }[];
}
interface FileHotel {
  id: unknown;
  HotelId: string;
  FrontImg: string;
  Gallery: string;
  Rooms: FileRoom[];
  Reviews: { id: unknown }[];
}

/** Every image address of a hotel file, in order ('' where a hotel or room has none). */
const imageAddresses = (file: FileHotel[]) =>
  file.flatMap((hotel) => [
    hotel.FrontImg,
    ...splitList(hotel.Gallery, GALLERY_SEPARATOR),
    ...hotel.Rooms.map((room) => room.RoomImg),
  ]);

/** The file without its ids and image addresses, which differ between two databases. */
const comparable = (file: FileHotel[]) =>
  file.map(({ id: _id, FrontImg: _front, Gallery, Rooms, Reviews, ...hotel }) => ({
    ...hotel,
    galleryImages: splitList(Gallery, GALLERY_SEPARATOR).length,
    Rooms: Rooms.map(({ id: _room, RoomImg, ...room }) => ({ ...room, hasImage: RoomImg !== '' })),
    Reviews: Reviews.map(({ id: _review, ...review }) => review),
  }));

/** A file's path or an image's bytes. */
async function expectDecodes(image: string | Buffer) {
  const metadata = await sharp(image).metadata();
  expect(['png', 'jpeg']).toContain(metadata.format);
  expect(metadata.width).toBeGreaterThan(0);
}

describe.each(TEST_DRIVERS)('npm run export then import on %s', (driver) => {
  let source: TestApp;
  let target: TestApp;
  let folder: string;
  const hotelFile = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' })).json() as FileHotel[];
  // The app's own store: the disk on PGlite, the database on PostgreSQL.
  const uploads = (t: TestApp) => t.app.images;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-export-'));
    await writeSampleImages(folder);
    source = await createTestApp(driver);
    target = await createTestApp(driver);
    const summary = await importCatalogue(source.database.db, uploads(source), goodHotels(), {
      imagesDir: folder,
      fetchTimeoutMs: 2_000,
    });
    expect(summary.rejected).toEqual([]);
  });
  afterAll(async () => {
    await source.close();
    await target.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes the catalogue with its images as files beside it, named relatively', async () => {
    const exported = await exportCatalogue(
      source.database.db,
      uploads(source),
      path.join(folder, 'out'),
    );
    expect(exported).toMatchObject({ hotels: 2, rooms: 3, reviews: 3, images: 3 });
    expect(exported.missingImages).toEqual([]);
    const written = JSON.parse(await readFile(exported.file, 'utf8')) as FileHotel[];
    // Beside the public file's fields each room carries its plans: here the Standard plan
    // every room is made with.
    const rooms = written.flatMap((hotel) => hotel.Rooms);
    expect(rooms.map((room) => room.RatePlans?.map((plan) => plan.name))).toEqual(
      rooms.map(() => ['Standard']),
    );
    const withoutPlans = written.map((hotel) => ({
      ...hotel,
      Rooms: hotel.Rooms.map(({ RatePlans: _plans, ...room }) => room),
    }));
    expect(comparable(withoutPlans)).toEqual(comparable(await hotelFile(source)));
    const addresses = imageAddresses(written).filter(Boolean);
    expect(addresses).toHaveLength(4);
    for (const address of addresses) {
      expect(address).toMatch(/^images\/[0-9a-f]{32}\.(png|jpg)$/);
      await expectDecodes(path.join(folder, 'out', address));
    }
  });

  it('gives the same catalogue when its file is imported into a fresh database', async () => {
    const file = path.join(folder, 'out', 'HotelDataBase.json');
    const summary = await importCatalogue(
      target.database.db,
      uploads(target),
      await readCatalogueFile(file),
      { imagesDir: path.dirname(file), fetchTimeoutMs: 2_000 },
    );
    // The export carries every hotel's HotelId, Units and MaxGuests: nothing is left to choose.
    expect(summary).toEqual({
      imported: 2,
      updated: 0,
      rejected: [],
      givenIds: [],
      roomsWithoutUnits: 0,
      roomsWithoutMaxGuests: 0,
    });

    const before = await hotelFile(source);
    const after = await hotelFile(target);
    expect(comparable(after)).toEqual(comparable(before));
    expect(imageAddresses(after).map(Boolean)).toEqual(imageAddresses(before).map(Boolean));
    for (const address of imageAddresses(after).filter(Boolean)) {
      const stored = await uploads(target).read(address.slice(UPLOADS_PREFIX.length));
      expect(stored).toBeDefined();
      await expectDecodes(stored!.data);
      const served = await target.app.inject({ method: 'GET', url: address });
      expect(served.statusCode).toBe(200);
    }
  });

  it('carries hidden reviews with their reason, and an import of it restores them', async () => {
    const admin = await createAdmin(source.app);
    /** Casa Azul's reviews as its admin sees them, hidden ones too. */
    const adminReviews = async (t: TestApp) => {
      const casa = (await hotelFile(t)).find((hotel) => hotel.HotelId === 'CA-1')!;
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/hotels/${String(casa.id)}/reviews?pageSize=50`,
        headers: (await createAdmin(t.app)).headers,
      });
      expect(response.statusCode).toBe(200);
      return (
        response.json().data as {
          id: string;
          user: string;
          hidden: boolean;
          hiddenReason: string;
        }[]
      ).map(({ user, hidden, hiddenReason }) => ({ user, hidden, hiddenReason }));
    };
    const ben = (await adminReviews(source)).find((review) => review.user === 'Ben');
    expect(ben).toEqual({ user: 'Ben', hidden: false, hiddenReason: null });
    const casa = (await hotelFile(source)).find((hotel) => hotel.HotelId === 'CA-1')!;
    const listed = await source.app.inject({
      method: 'GET',
      url: `/api/hotels/${String(casa.id)}/reviews?pageSize=50`,
    });
    const benId = (listed.json().data as { id: string; user: string }[]).find(
      (review) => review.user === 'Ben',
    )!.id;
    const reason = 'Names a member of staff';
    const hide = await source.app.inject({
      method: 'PUT',
      url: `/api/reviews/${benId}/hidden`,
      headers: admin.headers,
      payload: { hidden: true, reason },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const hiddenBen = { user: 'Ben', hidden: true, hiddenReason: reason };

    const exported = await exportCatalogue(
      source.database.db,
      uploads(source),
      path.join(folder, 'with-hidden'),
    );
    const written = JSON.parse(await readFile(exported.file, 'utf8')) as {
      HotelId: string;
      Reviews: Record<string, unknown>[];
    }[];
    const writtenBen = written
      .find((hotel) => hotel.HotelId === 'CA-1')!
      .Reviews.find((review) => review.User === 'Ben');
    // Fields a client written to the spec does not read, beside the ones it does.
    expect(writtenBen).toMatchObject({
      User: 'Ben',
      Rating: 3,
      HotelReview: 'Fine',
      HiddenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      HiddenReason: reason,
    });
    // The served file still leaves it out.
    const served = (await hotelFile(source)).find((hotel) => hotel.HotelId === 'CA-1')!;
    expect(served.Reviews).toHaveLength(1);

    const entries = await readCatalogueFile(exported.file);
    const options = { imagesDir: path.dirname(exported.file), fetchTimeoutMs: 2_000 };
    // Back into the database it came from: the hidden review and its reason stay.
    const again = await importCatalogue(source.database.db, uploads(source), entries, options);
    expect(again).toMatchObject({ updated: 2, rejected: [] });
    expect(await adminReviews(source)).toContainEqual(hiddenBen);
    expect(await adminReviews(source)).toHaveLength(2);
    // Into one where the same review is shown: it becomes hidden, as in the file.
    const intoTarget = await importCatalogue(target.database.db, uploads(target), entries, options);
    expect(intoTarget).toMatchObject({ updated: 2, rejected: [] });
    expect(await adminReviews(target)).toContainEqual(hiddenBen);
    // Into an empty database: written hidden, with its reason; the public still sees one.
    const fresh = await createTestApp(driver);
    try {
      const intoFresh = await importCatalogue(fresh.database.db, uploads(fresh), entries, options);
      expect(intoFresh).toMatchObject({ imported: 2, rejected: [] });
      expect(await adminReviews(fresh)).toContainEqual(hiddenBen);
      const publicFile = (await hotelFile(fresh)).find((hotel) => hotel.HotelId === 'CA-1')!;
      expect(publicFile.Reviews).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
