/**
 * The catalogue's hot reads are sent without a per-response schema check (hotel-routes.ts,
 * serialiseWithoutCheck): these tests hold them to the wire schemas instead, in every shape
 * they take.
 */
import { dataEnvelope, errorEnvelopeSchema, hotelWireSchema, listEnvelope } from '@staylane/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel, roomPayload } from '../../test/hotels.js';

const hotelList = listEnvelope(hotelWireSchema);
const oneHotel = dataEnvelope(hotelWireSchema);

/**
 * The body parsed by `schema`, which must equal the body itself: zod drops keys its objects
 * do not name, so a field outside the wire schema anywhere in the answer fails here (the
 * per-response check this replaces stripped such fields before sending).
 */
function exactly<T>(schema: { parse(value: unknown): T }, body: unknown): T {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}
const stay = 'checkInDate=2031-05-01&checkOutDate=2031-05-03';

describe.each(TEST_DRIVERS)('hotel answers against the wire schemas on %s', (driver) => {
  let t: TestApp;
  let adminHeaders: { authorization: string };
  let hotelId: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    adminHeaders = (await createAdmin(t.app)).headers;
    const hotel = await createHotel(t.app, adminHeaders, {
      loc_City: 'Valparaíso',
      Rooms: { create: [roomPayload({ Units: 2 }), roomPayload({ RoomName: 'Suite' })] },
    });
    hotelId = hotel.id;
    await t.app.db.execute(
      sql`insert into room_nights (room_id, night, units, booked) values (${hotel.Rooms[0]!.id}, '2031-05-01', 2, 2)`,
    );
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['a city search', '/api/hotels?city=valparaiso'],
    ['a search with a stay', `/api/hotels?city=valparaiso&${stay}&guests=2`],
    ['a filtered search', '/api/hotels?city=valparaiso&filter=latest&page=1'],
    ['the admin list', '/api/admin/hotels?q=a&field=name&page=1'],
    ['a page past the last', '/api/hotels?city=valparaiso&page=9'],
  ])('answers %s as a list envelope of hotels', async (_case, url) => {
    const response = await get(url, adminHeaders);
    expect(response.statusCode).toBe(200);
    exactly(hotelList, response.json());
  });

  it('gives every room its FreeUnits only when a stay is asked', async () => {
    const withStay = exactly(hotelList, (await get(`/api/hotels?city=valparaiso&${stay}`)).json());
    expect(withStay.data[0]!.Rooms.map((room) => room.FreeUnits)).toEqual([0, 2]);
    const without = exactly(hotelList, (await get('/api/hotels?city=valparaiso')).json());
    expect(without.data[0]!.Rooms.every((room) => room.FreeUnits === undefined)).toBe(true);
  });

  it('answers a hotel, with or without a stay, as a data envelope of a hotel', async () => {
    for (const url of [`/api/hotels/${hotelId}`, `/api/hotels/${hotelId}?${stay}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(exactly(oneHotel, response.json()).data.id).toBe(hotelId);
    }
  });

  it.each([
    ['an unknown hotel', '/api/hotels/999999', 404],
    ['an id that is no number', '/api/hotels/abc', 400],
    ['a page that is no number', '/api/hotels?city=x&page=zero', 400],
  ])('answers %s with the error envelope', async (_case, url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    exactly(errorEnvelopeSchema, response.json());
  });
});
