/**
 * A client written to the spec (decision 011): its hotel body carries the numbers its form holds as
 * text, and the figures the spec's client fixes itself (StarRating 5, ReviewNumber 0, a fixed
 * DateAdded). Numeric text is read as numbers, a two-decimal discount is kept exactly, and the
 * server-kept figures are stored as sent, never silently dropped (decision 011).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, rooms } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { dateFromToday, holdRequest, signedInUser } from '../../test/booking-fixtures.js';
import { hotelPayload } from '../../test/hotels.js';
import { rowCounts } from '../../test/row-counts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const SPEC_DATE_ADDED = '2022-11-25T17:36:39.000Z';

/** The spec client's room: price and discount as its form's text, no Units nor MaxGuests. */
const specRoom = {
  Available: true,
  RoomImg: '/uploads/room.jpg',
  RoomName: 'Harbour Double',
  OriginalPricePerNight: '120.5',
  Discount: '12.5',
  About: 'Over the harbour',
  Facility: 'Floors 00 - 20',
  Amenities: 'Wifi-/-Desk',
  Inclusions: 'Breakfast-/-Parking',
};

/** The spec client's hotel: every field of product §3, its own fixed figures, numbers as text. */
function specHotel(overrides: Record<string, unknown> = {}) {
  const { CheckInHour: _in, CheckOutHour: _out, ...fields } = hotelPayload();
  return {
    ...fields,
    CountryCode: 57,
    SpecialTags: 'Recommended',
    StarRating: 5,
    ReviewNumber: 0,
    PopularityNumber: '100',
    TrendingNumber: '0',
    DateAdded: SPEC_DATE_ADDED,
    loc_Lat: '41.9',
    loc_Lng: '12.5',
    Rooms: { create: [specRoom] },
    ...overrides,
  };
}

describe.each(TEST_DRIVERS)('the spec client’s hotel body on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });
  const hotelRow = async (id: number) =>
    (await t.app.db.select().from(hotels).where(eq(hotels.id, id)))[0]!;

  it('creates the hotel with its numeric text read as numbers and the discount exact', async () => {
    const response = await send('POST', '/api/hotels', specHotel());
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      loc_Lat: 41.9,
      loc_Lng: 12.5,
      PopularityNumber: 100,
      TrendingNumber: 0,
      CountryCode: '57',
      SpecialTags: 'Recommended',
    });
    expect(data.Rooms[0]).toMatchObject({
      OriginalPricePerNight: 120.5,
      Discount: 12.5,
      Units: 1,
      MaxGuests: 2,
    });
    const [room] = await t.app.db.select().from(rooms).where(eq(rooms.hotelId, data.id));
    expect(room).toMatchObject({ priceCents: 12_050, discountBasisPoints: 1_250 });
    expect((await hotelRow(data.id)).lat).toBe(41.9);
  });

  it('prices a stay in the two-decimal-discount room exactly (design §5)', async () => {
    const created = (await send('POST', '/api/hotels', specHotel())).json().data;
    const user = await signedInUser(t.app);
    const response = await holdRequest(t.app, user, {
      roomId: created.Rooms[0].id,
      checkIn: dateFromToday(30),
      checkOut: dateFromToday(33),
      guests: 2,
    });
    expect(response.statusCode).toBe(201);
    // base 3 × 120.50 = 361.50; discount floor(45.1875) = 45; tax floor(8.55) = 8;
    // final floor(361.50 − 45 + 8) = 324.
    expect(response.json().data.price).toMatchObject({
      nights: 3,
      basePrice: 361.5,
      discount: 45,
      tax: 8,
      finalPrice: 324,
      amountCents: 32_400,
      couponPercent: 0,
    });
  });

  it('updates the hotel and a room from bodies with numeric text', async () => {
    const created = (await send('POST', '/api/hotels', specHotel())).json().data;
    const roomId = created.Rooms[0].id;
    const updated = await send(
      'PUT',
      `/api/hotels/${created.id}`,
      specHotel({
        loc_Lat: '-33.87',
        CheckInHour: '15',
        Rooms: { create: [{ ...specRoom, id: roomId, Units: '3', MaxGuests: '4' }] },
      }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ loc_Lat: -33.87, CheckInHour: 15 });
    expect(updated.json().data.Rooms[0]).toMatchObject({ id: roomId, Units: 3, MaxGuests: 4 });

    const room = await send('PUT', `/api/rooms/${roomId}`, {
      ...specRoom,
      OriginalPricePerNight: '99.99',
      Discount: '33.33',
    });
    expect(room.statusCode).toBe(200);
    // The spec's room body has no Units nor MaxGuests: the room keeps its 3 units sleeping 4.
    expect(room.json().data).toMatchObject({
      OriginalPricePerNight: 99.99,
      Discount: 33.33,
      Units: 3,
      MaxGuests: 4,
    });
    const [row] = await t.app.db.select().from(rooms).where(eq(rooms.id, roomId));
    expect(row).toMatchObject({ priceCents: 9_999, discountBasisPoints: 3_333 });
  });

  it.each(['', ' ', '12abc', 'Infinity'])(
    'refuses %j where a number belongs with the field’s message, storing nothing',
    async (text) => {
      const before = await rowCounts(t.app.db, ['hotels', 'rooms']);
      const hotel = await send('POST', '/api/hotels', specHotel({ loc_Lat: text }));
      expect(hotel.statusCode).toBe(400);
      expect(hotel.json().fields).toEqual({ loc_Lat: 'loc_Lat must be a number' });
      const room = await send(
        'POST',
        '/api/hotels',
        specHotel({ Rooms: { create: [{ ...specRoom, Discount: text }] } }),
      );
      expect(room.statusCode).toBe(400);
      expect(room.json().fields).toEqual({
        'Rooms.create.0.Discount': 'Discount must be a number',
      });
      expect(await rowCounts(t.app.db, ['hotels', 'rooms'])).toEqual(before);
    },
  );

  describe('the figures the server keeps when left out', () => {
    it('stores StarRating, ReviewNumber and DateAdded as the admin sends them', async () => {
      const created = await send(
        'POST',
        '/api/hotels',
        specHotel({ StarRating: '4.5', ReviewNumber: '12' }),
      );
      expect(created.statusCode).toBe(201);
      const { data } = created.json();
      expect(data).toMatchObject({ StarRating: 4.5, ReviewNumber: 12, DateAdded: SPEC_DATE_ADDED });
      const row = await hotelRow(data.id);
      expect(row).toMatchObject({ starRating: 4.5, reviewCount: 12 });
      expect(row.dateAdded.toISOString()).toBe(SPEC_DATE_ADDED);

      const updated = await send(
        'PUT',
        `/api/hotels/${data.id}`,
        specHotel({ StarRating: 3, ReviewNumber: 40, DateAdded: '2024-02-29' }),
      );
      expect(updated.json().data).toMatchObject({
        StarRating: 3,
        ReviewNumber: 40,
        DateAdded: '2024-02-29T00:00:00.000Z',
      });
    });

    it('sets them on create and keeps them on update when left out', async () => {
      const { StarRating: _s, ReviewNumber: _r, DateAdded: _d, ...withoutThem } = specHotel();
      const before = Date.now();
      const created = (await send('POST', '/api/hotels', withoutThem)).json().data;
      expect(created).toMatchObject({ StarRating: 0, ReviewNumber: 0 });
      expect(Date.parse(created.DateAdded)).toBeGreaterThanOrEqual(before - 1000);

      await send('PUT', `/api/hotels/${created.id}`, specHotel({ StarRating: 4, ReviewNumber: 7 }));
      const updated = await send('PUT', `/api/hotels/${created.id}`, {
        ...withoutThem,
        HotelName: 'Renamed',
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().data).toMatchObject({
        HotelName: 'Renamed',
        StarRating: 4,
        ReviewNumber: 7,
        DateAdded: SPEC_DATE_ADDED,
      });
    });

    it.each([
      ['StarRating', 6, 'StarRating must be from 0 to 5'],
      ['StarRating', 4.25, 'StarRating must have at most one decimal'],
      ['ReviewNumber', -1, 'ReviewNumber must be from 0 to 1000000'],
      ['DateAdded', '2999-01-01', 'DateAdded must be a date from 1900-01-01 to today'],
      ['DateAdded', 'last week', 'DateAdded must be a date (yyyy-mm-dd) or an ISO timestamp'],
    ])('refuses %s %j with a 400 naming it, changing nothing', async (field, value, message) => {
      const created = (await send('POST', '/api/hotels', specHotel())).json().data;
      const response = await send(
        'PUT',
        `/api/hotels/${created.id}`,
        specHotel({ HotelName: 'Changed', [field]: value }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
      expect((await hotelRow(created.id)).name).toBe('Hotel Aurora');
    });
  });
});
