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
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, rooms } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { writeSampleImages } from '../../test/catalogue-files.js';
import { catalogueInTheWild } from '../../test/catalogue-in-the-wild.js';
import { hotelPayload, roomPayload } from '../../test/hotels.js';
import { rowCounts } from '../../test/row-counts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { ratePlansForFile } from '../rates/index.js';
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

/** Every room's plans and calendars, by HotelId and room name (ids differ between databases). */
async function plansByRoom(t: TestApp) {
  const found = await t.app.db
    .select({ id: rooms.id, name: rooms.name, code: hotels.hotelCode })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .orderBy(asc(hotels.hotelCode), asc(rooms.position));
  const plans = await ratePlansForFile(
    t.app.db,
    found.map((room) => room.id),
  );
  return Object.fromEntries(found.map((room) => [`${room.code}/${room.name}`, plans.get(room.id)]));
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
    await sellLoftByPlanAndNight();
    // Two apps and 13 hotels with their images: slow on a busy machine.
  }, 240_000);
  /**
   * The Loft of "Hotel Lists" gets a Non-refundable plan at −10 %, a breakfast plan of its own
   * with a length-of-stay discount, weekend prices with a two-night minimum, and a closed night.
   */
  async function sellLoftByPlanAndNight() {
    const call = async (method: 'POST', url: string, payload: object) => {
      const response = await source.app.inject({ method, url, headers: admin.headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json().data;
    };
    const [loft] = await source.app.db
      .select({ id: rooms.id, hotelId: rooms.hotelId })
      .from(rooms)
      .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
      .where(and(eq(rooms.name, 'Loft'), eq(hotels.name, 'Hotel Lists')));
    const url = `/api/admin/rooms/${loft!.id}/rate-plans`;
    const nonRefundable = await call('POST', url, {
      name: 'Non-refundable',
      refundable: false,
      pricing: 'percent',
      adjustmentBasisPoints: -1000,
    });
    await call('POST', url, {
      name: 'Bed & breakfast',
      description: 'Breakfast for two',
      refundable: true,
      breakfastIncluded: true,
      pricing: 'amount',
      adjustmentCents: 2_500,
      lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
      onSale: false,
    });
    const [standard] = (
      await source.app.inject({ method: 'GET', url, headers: admin.headers })
    ).json().data;
    const bulk = `/api/admin/hotels/${loft!.hotelId}/rates/bulk`;
    await call('POST', bulk, {
      ...{ from: '2031-06-01', to: '2031-08-31', weekdays: [5, 6] },
      ...{ ratePlanIds: [standard.id, nonRefundable.id], price: { set: 19_900 }, minStay: 2 },
    });
    await call('POST', bulk, {
      ...{ from: '2031-07-14', to: '2031-07-14', ratePlanIds: [standard.id] },
      ...{ closed: true, closedToDeparture: true },
    });
  }

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
    // The plans and their calendars came too: 26 weekend nights × 2 plans and a closed night.
    const plans = await plansByRoom(source);
    const [lists] = await source.app.db
      .select({ code: hotels.hotelCode })
      .from(hotels)
      .where(eq(hotels.name, 'Hotel Lists'));
    const loft = plans[`${lists!.code}/Loft`]!;
    expect(loft.map((plan) => [plan.kind, plan.name, plan.rates.length])).toEqual([
      ['standard', 'Standard', 27],
      ['non_refundable', 'Non-refundable', 26],
      ['custom', 'Bed & breakfast', 0],
    ]);
    expect(await plansByRoom(target)).toEqual(plans);

    // Found again by HotelId: nothing is added twice.
    const second = await importCatalogue(target.database.db, target.app.images, entries, options);
    expect(second).toMatchObject({ imported: 0, updated: 13, rejected: [] });
    expect(await rowCounts(target.database.db, ['hotels'])).toEqual({ hotels: 13 });
    expect(await plansByRoom(target)).toEqual(plans);
  });
});
