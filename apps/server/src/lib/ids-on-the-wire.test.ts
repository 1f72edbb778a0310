/**
 * Ids travel (design §3, decision 014) as text, so a client written to the spec can compare
 * `?id=12` from its address bar with `hotel.id`; every call that takes an id reads '12' and 12
 * alike and refuses anything else with 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema.js';
import { createAccount, createAdmin, type TestAccount } from '../test/accounts.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  signedInUser,
  type SignedInUser,
} from '../test/booking-fixtures.js';
import { createHotel, hotelPayload, roomPayload } from '../test/hotels.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

/** Where an answer holds an id (`id`, `hotelId`, `roomId`…) that is not text. */
function idsNotText(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, at) => idsNotText(item, `${path}[${at}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const at = `${path}.${key}`;
    // The role's id is the spec's role number (1 User, 2 Admin), not a row's id.
    const isId = (key === 'id' || /^[a-z]+Id$/.test(key)) && !at.endsWith('.role.id');
    const wrong = isId && field !== null && typeof field !== 'string' ? [`${at} = ${field}`] : [];
    return [...wrong, ...idsNotText(field, at)];
  });
}

/** How many ids an answer holds, so a walk that finds no id at all cannot pass. */
function idCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + idCount(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  return Object.entries(value).reduce(
    (sum, [key, field]) => sum + (key === 'id' ? 1 : 0) + idCount(field),
    0,
  );
}

describe.each(TEST_DRIVERS)('ids on the wire on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let guest: TestAccount;
  let traveller: SignedInUser;
  let hotel: Awaited<ReturnType<typeof createHotel>>;
  let holdId: string;
  let booked: unknown;

  beforeAll(async () => {
    t = await createTestApp(
      driver,
      {},
      { rateLimits: { login: { max: 100, timeWindow: 60_000 } } },
    );
    admin = await createAdmin(t.app);
    guest = await createAccount(t.app);
    traveller = await signedInUser(t.app);
    hotel = await createHotel(t.app, admin.headers, {
      loc_City: 'Quito',
      Rooms: { create: [roomPayload({ Units: 3 })] },
    });
    await t.app.db
      .insert(reviews)
      .values({ hotelId: Number(hotel.id), userName: 'Ana', rating: 5, body: 'Lovely' });
    const paid = await heldAndPaid(t.app, traveller, {
      roomId: hotel.Rooms[0]!.id,
      checkIn: dateFromToday(30),
      checkOut: dateFromToday(32),
    });
    holdId = paid.holdId;
    const booking = await bookingRequest(t.app, traveller, paid);
    expect(booking.statusCode).toBe(201);
    booked = booking.json();
  });
  afterAll(() => t.close());

  const get = (url: string, headers?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers every id as text in the main read calls', async () => {
    const stay = `checkInDate=${dateFromToday(40)}&checkOutDate=${dateFromToday(42)}`;
    const answers: Record<string, unknown> = {
      'POST /api/bookings': booked,
      'POST /auth/local/login': (
        await t.app.inject({
          method: 'POST',
          url: '/auth/local/login',
          payload: { email: guest.email, password: guest.password },
        })
      ).json(),
    };
    const reads: [string, Record<string, string>?][] = [
      ['/api/hotels'],
      [`/api/hotels?city=quito&${stay}`],
      [`/api/hotels/${hotel.id}?${stay}`],
      ['/DB/HotelDataBase.json'],
      ['/api/reviews'],
      ['/api/bookings', admin.headers],
      ['/api/bookings?page=1&pageSize=5', admin.headers],
      ['/api/bookings/mine', traveller.headers],
      ['/api/users', admin.headers],
      ['/api/users/me', traveller.headers],
      [`/api/users/${traveller.id}`, admin.headers],
      [`/api/holds/${holdId}`, traveller.headers],
    ];
    for (const [url, headers] of reads) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      answers[`GET ${url}`] = response.json();
    }
    for (const [call, answer] of Object.entries(answers)) {
      expect(idsNotText(answer), call).toEqual([]);
    }
    for (const call of ['GET /api/hotels', 'GET /DB/HotelDataBase.json', 'GET /api/bookings']) {
      expect(idCount(answers[call]), call).toBeGreaterThan(1);
    }
  });

  it("answers the rates API's ids as text and reads them as text or numbers", async () => {
    const roomId = hotel.Rooms[0]!.id;
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/admin/rooms/${roomId}/rate-plans`,
      headers: admin.headers,
      payload: { name: 'Breakfast', refundable: true, breakfastIncluded: true },
    });
    expect(created.statusCode).toBe(201);
    const planId: string = created.json().data.id;
    const from = dateFromToday(70);
    const answers: Record<string, unknown> = { 'POST rate-plans': created.json() };
    answers['PATCH rate-plans/:id'] = (
      await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/rate-plans/${planId}`,
        headers: admin.headers,
        payload: { description: 'With breakfast' },
      })
    ).json();
    for (const url of [
      `/api/admin/rooms/${roomId}/rate-plans`,
      `/api/admin/hotels/${hotel.id}/rates?from=${from}&days=2`,
    ]) {
      const response = await get(url, admin.headers);
      expect(response.statusCode, url).toBe(200);
      answers[`GET ${url}`] = response.json();
    }
    for (const ratePlanIds of [[planId], [Number(planId)]]) {
      const edit = await t.app.inject({
        method: 'POST',
        url: `/api/admin/hotels/${Number(hotel.id)}/rates/bulk`,
        headers: admin.headers,
        payload: { from, to: from, ratePlanIds, minStay: 2, dryRun: true },
      });
      expect(edit.statusCode, JSON.stringify(ratePlanIds)).toBe(200);
      answers[`POST bulk ${typeof ratePlanIds[0]}`] = edit.json();
    }
    for (const [call, answer] of Object.entries(answers)) {
      expect(idsNotText(answer), call).toEqual([]);
    }
    const grid = answers[`GET /api/admin/hotels/${hotel.id}/rates?from=${from}&days=2`] as {
      data: {
        roomTypes: { id: string; plans: { id: string }[] }[];
        cells: { ratePlanId: string }[];
      };
    };
    expect(grid.data.roomTypes[0]!.id).toBe(roomId);
    expect(grid.data.roomTypes[0]!.plans.map((plan) => plan.id)).toContain(planId);
    expect(grid.data.cells.map((cell) => cell.ratePlanId)).toContain(planId);
  });

  it('names the same hotel, room and user in every answer', async () => {
    const list = (await get('/api/hotels')).json().data as { id: string }[];
    expect(list.map((entry) => entry.id)).toContain(hotel.id);
    expect(hotel.id).toMatch(/^[1-9]\d*$/);
    const mine = (await get('/api/bookings/mine', traveller.headers)).json().data;
    expect(mine[0]).toMatchObject({ hotelId: hotel.id, roomId: hotel.Rooms[0]!.id });
    const me = (await get('/api/users/me', traveller.headers)).json().data;
    expect(me.id).toBe(String(traveller.id));
    const hold = (await get(`/api/holds/${holdId}`, traveller.headers)).json().data;
    expect(hold).toMatchObject({ roomId: hotel.Rooms[0]!.id, hotelId: hotel.id });
  });

  it('describes ids as text in the OpenAPI document', async () => {
    const document = (await get('/api/docs/json')).json();
    const hotelAnswer =
      document.paths['/api/hotels/{id}'].get.responses['200'].content['application/json'].schema;
    const hotelSchema = hotelAnswer.properties.data;
    expect(hotelSchema.properties.id.type).toBe('string');
    expect(hotelSchema.properties.Rooms.items.properties.id.type).toBe('string');
  });

  it('reads an id given as digits or as a number alike', async () => {
    const room = hotel.Rooms[0]!.id;
    for (const roomId of [room, Number(room)]) {
      const hold = await holdRequest(t.app, traveller, {
        roomId,
        checkIn: dateFromToday(50),
        checkOut: dateFromToday(51),
      });
      expect(hold.statusCode, `roomId ${JSON.stringify(roomId)}`).toBe(201);
      expect(hold.json().data.roomId).toBe(room);
    }
    for (const hotelId of [hotel.id, Number(hotel.id)]) {
      const listed = await get(`/api/reviews?hotelId=${hotelId}`);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toHaveLength(1);
    }
    for (const id of [room, Number(room)]) {
      const update = await t.app.inject({
        method: 'PUT',
        url: `/api/hotels/${hotel.id}`,
        headers: admin.headers,
        payload: hotelPayload({
          loc_City: 'Quito',
          Rooms: { create: [roomPayload({ id, RoomName: `Kept ${typeof id}`, Units: 3 })] },
        }),
      });
      expect(update.statusCode, `room id ${JSON.stringify(id)}`).toBe(200);
      expect(update.json().data.Rooms).toEqual([
        expect.objectContaining({ id: room, RoomName: `Kept ${typeof id}` }),
      ]);
    }
    for (const userId of [guest.id, String(guest.id)]) {
      const change = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${guest.id}/role`,
        headers: admin.headers,
        payload: { userId, newRole: 1 },
      });
      expect(change.statusCode, `userId ${JSON.stringify(userId)}`).toBe(200);
      expect(change.json().data.id).toBe(String(guest.id));
    }
  });

  it.each(['12abc', '-1', '1.5'])('refuses %s as an id with 400', async (bad) => {
    for (const url of [`/api/hotels/${bad}`, `/api/users/${bad}`]) {
      const headers = admin.headers;
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const room = await t.app.inject({
      method: 'PUT',
      url: `/api/rooms/${bad}`,
      headers: admin.headers,
      payload: roomPayload(),
    });
    expect(room.statusCode).toBe(400);
    for (const roomId of [bad, Number(bad)]) {
      if (Number.isNaN(roomId)) continue;
      const hold = await t.app.inject({
        method: 'POST',
        url: '/api/holds',
        headers: traveller.headers,
        payload: {
          roomId,
          checkInDate: dateFromToday(60),
          checkOutDate: dateFromToday(61),
          guests: 1,
        },
      });
      expect(hold.statusCode, `roomId ${JSON.stringify(roomId)}`).toBe(400);
      expect(hold.json().fields).toEqual({ roomId: 'roomId must be a room id' });
    }
    const reviewsOf = await get(`/api/reviews?hotelId=${bad}`);
    expect(reviewsOf.statusCode).toBe(400);
    const role = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${guest.id}/role`,
      headers: admin.headers,
      payload: { userId: bad, newRole: 1 },
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().fields).toEqual({ userId: 'userId must be a user id' });
  });

  it('answers 404 for a well-formed id that names nothing', async () => {
    expect((await get('/api/hotels/999999')).statusCode).toBe(404);
    const hold = await holdRequest(t.app, traveller, { roomId: '999999' });
    expect(hold.statusCode).toBe(404);
  });
});
