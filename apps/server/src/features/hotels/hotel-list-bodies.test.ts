/**
 * Hotel bodies as other systems send them (decision 030): lists as arrays of texts as well as
 * the spec's joined texts, policies, a missing or null HotelId, coordinates and a one-decimal
 * rating as text. POST and PUT /api/hotels share the payload schema with the catalogue import.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { hotelPayload, roomPayload } from '../../test/hotels.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const { HotelId: _code, ...withoutHotelId } = hotelPayload();

/** The payload with every list as an array, as files and clients in the wild write them. */
const arraysBody = {
  ...withoutHotelId,
  HotelId: null,
  Tags: ['Swimming', 'Bar', 'Swimming'],
  Gallery: ['/uploads/a.jpg', '/uploads/b.jpg'],
  Policies: ['No pets', 'Check-in from 15:00'],
  loc_Lat: '41.9028',
  loc_Lng: '12.4964',
  StarRating: '4.3',
  Rooms: {
    create: [
      {
        RoomName: 'Garden Double',
        OriginalPricePerNight: '99.5',
        RoomImg: '/uploads/room.jpg',
        About: ['Ground floor', 'Opens onto the garden'],
        Facility: ['Floor 00'],
        Amenities: ['Wifi', 'Desk'],
        Inclusions: ['Breakfast'],
      },
    ],
  },
};

describe.each(TEST_DRIVERS)('hotel bodies with lists as arrays, on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: admin.headers, payload: payload as object });
  const read = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/hotels/${id}` })).json().data as Record<
      string,
      unknown
    > & { Rooms: Record<string, unknown>[] };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a hotel from arrays, storing what the joined texts would have stored', async () => {
    const created = await send('POST', '/api/hotels', arraysBody);
    expect(created.statusCode, created.body).toBe(201);
    const hotel = await read(created.json().data.id);
    expect(hotel).toMatchObject({
      Tags: 'Swimming-/-Bar',
      Gallery: '/uploads/a.jpg-//-/uploads/b.jpg',
      Policies: 'No pets-/-Check-in from 15:00',
      loc_Lat: 41.9028,
      loc_Lng: 12.4964,
      StarRating: 4.3,
    });
    expect(hotel.Rooms[0]).toMatchObject({
      About: 'Ground floor-/-Opens onto the garden',
      Facility: 'Floor 00',
      Amenities: 'Wifi-/-Desk',
      Inclusions: 'Breakfast',
      Units: 1,
      MaxGuests: 2,
    });
  });

  it('gives a hotel created without a HotelId a stable one, which an update without one keeps', async () => {
    const created = await send('POST', '/api/hotels', withoutHotelId);
    expect(created.statusCode, created.body).toBe(201);
    const { id, HotelId } = created.json().data as { id: string; HotelId: string };
    expect(HotelId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const updated = await send('PUT', `/api/hotels/${id}`, {
      ...arraysBody,
      HotelName: 'Renamed',
      HotelId: '',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await read(id)).toMatchObject({ HotelName: 'Renamed', HotelId });
    const [row] = await t.database.db
      .select({ code: hotels.hotelCode })
      .from(hotels)
      .where(eq(hotels.id, Number(id)));
    expect(row!.code).toBe(HotelId);
  });

  it('updates a hotel from arrays, and keeps its policies when an update leaves them out', async () => {
    const created = await send('POST', '/api/hotels', hotelPayload({ HotelId: 'LIST-2' }));
    const { id } = created.json().data as { id: string };
    const updated = await send('PUT', `/api/hotels/${id}`, {
      ...arraysBody,
      HotelId: 'LIST-2',
      Tags: ['Breakfast', 'Dinner'],
      Policies: ['Quiet after 22:00'],
      StarRating: 2.7,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await read(id)).toMatchObject({
      HotelId: 'LIST-2',
      Tags: 'Breakfast-/-Dinner',
      Policies: 'Quiet after 22:00',
      StarRating: 2.7,
    });

    // The admin's wizard sends no Policies: they stay.
    const wizard = await send('PUT', `/api/hotels/${id}`, hotelPayload({ HotelId: 'LIST-2' }));
    expect(wizard.statusCode, wizard.body).toBe(200);
    expect(await read(id)).toMatchObject({ Tags: 'Swimming-/-Bar', Policies: 'Quiet after 22:00' });
  });

  it('updates a room through PUT /api/rooms/{id} from arrays, keeping its units when left out', async () => {
    const created = await send('POST', '/api/hotels', hotelPayload({ HotelId: 'LIST-3' }));
    const { id, Rooms } = created.json().data as { id: string; Rooms: { id: string }[] };
    const room = Rooms[0]!.id;
    const { Units: _units, ...withoutUnits } = roomPayload();
    const updated = await send('PUT', `/api/rooms/${room}`, {
      ...withoutUnits,
      Amenities: ['Wifi', 'Kettle'],
      Inclusions: ['Breakfast', 'Parking'],
      About: ['Street side'],
      Facility: ['Floors 02 - 03'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await read(id)).Rooms[0]).toMatchObject({
      Amenities: 'Wifi-/-Kettle',
      Inclusions: 'Breakfast-/-Parking',
      About: 'Street side',
      Facility: 'Floors 02 - 03',
      Units: 2,
    });
  });

  it('refuses a list holding something other than text with a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ ...arraysBody, Tags: ['Bar', 7] }, 'Tags'],
      [{ ...arraysBody, Policies: { first: 'No pets' } }, 'Policies'],
      [
        { ...arraysBody, Rooms: { create: [roomPayload({ Amenities: [null] as never })] } },
        'Rooms.create.0.Amenities',
      ],
    ] as const) {
      const response = await send('POST', '/api/hotels', body);
      expect(response.statusCode).toBe(400);
      const label = field.split('.').pop()!;
      expect(response.json().fields?.[field], response.body).toBe(
        `${label} must be text or a list of texts`,
      );
    }
  });
});
