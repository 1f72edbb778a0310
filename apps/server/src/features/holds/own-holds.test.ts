/**
 * A user's own live hold is theirs: GET /api/holds finds it again (for the booking page after
 * a reload or in a second tab) and gives the free units of its room as its owner sees them,
 * while everyone else, and the shared search, still sees the unit taken.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  dateFromToday,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

const STAY = { checkIn: dateFromToday(30), checkOut: dateFromToday(33) };

describe.each(TEST_DRIVERS)('own holds on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const ownHolds = (
    user: SignedInUser | undefined,
    hotelId: number | string,
    stay: { checkIn: string; checkOut: string } = STAY,
  ) =>
    t.app.inject({
      method: 'GET',
      url: `/api/holds?hotelId=${hotelId}&checkInDate=${stay.checkIn}&checkOutDate=${stay.checkOut}`,
      headers: user?.headers,
    });

  const hotelFreeUnits = async (
    user: SignedInUser | undefined,
    hotelId: number,
  ): Promise<Record<string, number>> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotelId}?checkInDate=${STAY.checkIn}&checkOutDate=${STAY.checkOut}`,
      headers: user?.headers,
    });
    const rooms = response.json().data.Rooms as { id: string; FreeUnits: number }[];
    return Object.fromEntries(rooms.map((room) => [room.id, room.FreeUnits]));
  };

  it('finds the caller’s live hold of the last unit and shows that room free to them alone', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }, {}]);
    const [last, spare] = roomIds as [number, number];
    const held = (await holdRequest(t.app, owner, { roomId: last, ...STAY, guests: 2 })).json()
      .data;

    const answer = await ownHolds(owner, hotelId);
    expect(answer.statusCode).toBe(200);
    const [found, ...more] = answer.json().data;
    expect(more).toEqual([]);
    expect(found).toMatchObject({
      id: held.id,
      roomId: String(last),
      hotelId: String(hotelId),
      checkInDate: STAY.checkIn,
      checkOutDate: STAY.checkOut,
      guests: 2,
      expiresAt: held.expiresAt,
      price: held.price,
      FreeUnits: 1,
    });
    expect(found.secondsLeft).toBeGreaterThan(590);
    expect(found.secondsLeft).toBeLessThanOrEqual(600);

    // Everyone else, and the shared hotel answer, still sees the last unit taken.
    expect((await ownHolds(other, hotelId)).json().data).toEqual([]);
    expect((await hotelFreeUnits(other, hotelId))[String(last)]).toBe(0);
    expect((await hotelFreeUnits(undefined, hotelId))[String(spare)]).toBe(1);
    // And it really is the owner's to take: holding it again replaces the hold.
    const again = await holdRequest(t.app, owner, { roomId: last, ...STAY, guests: 2 });
    expect(again.statusCode).toBe(201);
    const taken = await holdRequest(t.app, other, { roomId: last, ...STAY });
    expect(taken.statusCode).toBe(409);
  });

  it('counts another guest’s hold of the same room against the owner too', async () => {
    const owner = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 2 }]);
    const room = roomIds[0]!;
    await holdRequest(t.app, owner, { roomId: room, ...STAY });
    await holdRequest(t.app, other, { roomId: room, ...STAY });

    const [found] = (await ownHolds(owner, hotelId)).json().data;
    expect(found.FreeUnits).toBe(1);
  });

  it('finds a hold that shares only some nights with the stay, and not one of other dates', async () => {
    const owner = await signedInUser(t.app);
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const room = roomIds[0]!;
    await holdRequest(t.app, owner, {
      roomId: room,
      checkIn: dateFromToday(32),
      checkOut: dateFromToday(35),
    });

    const overlapping = (await ownHolds(owner, hotelId)).json().data;
    expect(overlapping).toHaveLength(1);
    expect(overlapping[0].FreeUnits).toBe(1);
    const later = { checkIn: dateFromToday(35), checkOut: dateFromToday(36) };
    expect((await ownHolds(owner, hotelId, later)).json().data).toEqual([]);
  });

  it('leaves out holds that lapsed, were released or became bookings', async () => {
    const owner = await signedInUser(t.app);
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{}, {}]);
    const [a, b] = roomIds as [number, number];
    const lapsed = (await holdRequest(t.app, owner, { roomId: a, ...STAY })).json().data;
    await t.app.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, lapsed.id));
    const released = (await holdRequest(t.app, owner, { roomId: b, ...STAY })).json().data;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${released.id}`,
      headers: owner.headers,
    });

    expect((await ownHolds(owner, hotelId)).json().data).toEqual([]);
  });

  it('answers 401 without a session and 400 with the error envelope for a bad query', async () => {
    const owner = await signedInUser(t.app);
    const { hotelId } = await insertHotelWithRooms(t.app.db);
    expect((await ownHolds(undefined, hotelId)).statusCode).toBe(401);

    const backwards = await ownHolds(owner, hotelId, {
      checkIn: STAY.checkOut,
      checkOut: STAY.checkIn,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: expect.any(String) });
    const notAnId = await ownHolds(owner, 'x1');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().message).toBe('hotelId must be a hotel id');
  });
});
