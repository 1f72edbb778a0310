import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GALLERY_SEPARATOR, splitList } from '@staylane/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodHotels, writeSampleImages } from '../../test/catalogue-files.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { UPLOADS_PREFIX } from '../../storage/storage.js';
import { exportCatalogue } from './export-catalogue.js';
import { importCatalogue, readCatalogueFile } from './import-catalogue.js';

interface FileRoom {
  id: unknown;
  RoomImg: string;
}
interface FileHotel {
  id: unknown;
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
    expect(comparable(written)).toEqual(comparable(await hotelFile(source)));
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
});
