import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GALLERY_SEPARATOR,
  hotelBasicsSchema,
  hotelGallerySchemaFor,
  hotelLocationSchema,
  hotelPayloadFromForm,
  hotelSocialSchema,
  roomFormSchema,
  splitList,
  type HotelPayloadInput,
} from '@staylane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { writeSampleImages } from '../../test/catalogue-files.js';
import { catalogueInTheWild } from '../../test/catalogue-in-the-wild.js';
import { hotelPayload, roomPayload } from '../../test/hotels.js';
import { rowCounts } from '../../test/row-counts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { exportCatalogue } from './export-catalogue.js';
import { importCatalogue, readCatalogueFile } from './import-catalogue.js';

interface FileHotel {
  id: unknown;
  HotelId: string;
  HotelName: string;
  FrontImg: string;
  Gallery: string;
  Rooms: { id: unknown; RoomImg: string }[];
  Reviews: { id: unknown }[];
}

/** The file without its database ids and image addresses, which differ between databases. */
const comparable = (file: FileHotel[]) =>
  file.map(({ id: _id, FrontImg, Gallery, Rooms, Reviews, ...hotel }) => ({
    ...hotel,
    hasFrontImg: FrontImg !== '',
    galleryImages: splitList(Gallery, GALLERY_SEPARATOR).length,
    Rooms: Rooms.map(({ id: _room, RoomImg, ...room }) => ({ ...room, hasImage: RoomImg !== '' })),
    Reviews: Reviews.map(({ id: _review, ...review }) => review),
  }));

/** What the admin's five-step wizard sends for a new hotel (it has no HotelId field). */
function wizardPayload(front: string, room: string): HotelPayloadInput {
  return hotelPayloadFromForm({
    basics: hotelBasicsSchema.parse({
      name: 'Wizard Lodge',
      website: 'wizardlodge.example',
      phone: '5551234',
      email: 'desk@wizardlodge.pe',
      description: 'Made in the admin area',
      tags: ['Parking', 'Dinner'],
      frontImg: front,
      specialTag: '',
    }),
    location: hotelLocationSchema.parse({
      address: 'Main street 1',
      city: 'Cusco',
      state: 'Cusco',
      country: 'Peru',
      latitude: '-13.5319',
      longitude: '-71.9675',
    }),
    social: hotelSocialSchema.parse({
      popularity: '40',
      trending: '10',
      facebook: 'fb/wl',
      instagram: 'ig/wl',
      twitter: 'x/wl',
      pinterest: 'pin/wl',
    }),
    gallery: hotelGallerySchemaFor('create').parse({ gallery: [front, room] }),
    rooms: [
      roomFormSchema.parse({
        name: 'Andes Double',
        amenities: 'Heating, Wifi',
        inclusions: 'Breakfast',
        price: '88.5',
        discount: '5',
        description: 'Warm room',
        image: room,
        units: '3',
      }),
    ],
  });
}

describe.each(TEST_DRIVERS)('export then import round-trips every hotel, on %s', (driver) => {
  let source: TestApp;
  let target: TestApp;
  let admin: TestAccount;
  let folder: string;
  const hotelFile = async (t: TestApp) =>
    (await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' })).json() as FileHotel[];
  const post = async (payload: HotelPayloadInput) => {
    const response = await source.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: admin.headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'staylane-round-trip-'));
    await writeSampleImages(folder);
    source = await createTestApp(driver);
    target = await createTestApp(driver);
    admin = await createAdmin(source.app);
    const imported = await importCatalogue(
      source.database.db,
      source.app.images,
      await catalogueInTheWild(),
      { imagesDir: folder, fetchTimeoutMs: 2_000 },
    );
    expect(imported.rejected).toEqual([]);
    // Images the API's hotels can name: stored in this installation's /uploads/.
    const [stored] = await hotelFile(source);
    const front = stored!.FrontImg;
    const room = stored!.Rooms[0]!.RoomImg;
    // Through the API without a HotelId: one with the spec's joined texts, one with arrays.
    const { HotelId: _none, ...withoutId } = hotelPayload({
      FrontImg: front,
      Gallery: [front, room].join(GALLERY_SEPARATOR),
      Rooms: { create: [roomPayload({ RoomImg: room })] },
    });
    await post(withoutId);
    await post({
      ...withoutId,
      HotelName: 'Hotel Lists',
      HotelId: null,
      Tags: ['Bar', 'Swimming'],
      Gallery: [room],
      StarRating: '4.6',
      Policies: ['No parties', 'Pets on request'],
      Rooms: {
        create: [
          {
            RoomName: 'Loft',
            OriginalPricePerNight: '140',
            RoomImg: room,
            Amenities: ['Wifi', 'Kitchen'],
            Inclusions: ['Cleaning'],
            About: ['Top floor', 'Skylight'],
          },
        ],
      },
    });
    await post(wizardPayload(front, room));
    // Two apps and 13 hotels with their images: slow on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await source?.close();
    await target?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('gives hotels made through the API and the wizard a HotelId the export writes', async () => {
    const made = (await hotelFile(source)).slice(-3);
    expect(made.map((hotel) => hotel.HotelName)).toEqual([
      'Hotel Aurora',
      'Hotel Lists',
      'Wizard Lodge',
    ]);
    for (const hotel of made) expect(hotel.HotelId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(made.map((hotel) => hotel.HotelId)).size).toBe(3);
  });

  it('imports the export into a fresh database as identical hotels, and updates them on a second import', async () => {
    const exported = await exportCatalogue(
      source.database.db,
      source.app.images,
      path.join(folder, 'out'),
    );
    expect(exported.missingImages).toEqual([]);
    const entries = await readCatalogueFile(exported.file);
    const options = { imagesDir: path.dirname(exported.file), fetchTimeoutMs: 2_000 };

    const first = await importCatalogue(target.database.db, target.app.images, entries, options);
    expect(first).toMatchObject({ imported: 13, updated: 0, rejected: [], givenIds: [] });
    const before = comparable(await hotelFile(source));
    expect(comparable(await hotelFile(target))).toEqual(before);

    // Found again by HotelId: nothing is added twice.
    const second = await importCatalogue(target.database.db, target.app.images, entries, options);
    expect(second).toMatchObject({ imported: 0, updated: 13, rejected: [] });
    expect(await rowCounts(target.database.db, ['hotels'])).toEqual({ hotels: 13 });
  });
});
