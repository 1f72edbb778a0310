import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, hotels, rooms } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  insertCoupon,
  insertHotelWithRooms,
  signedInUser,
  tokeniseCard,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

describe.each(TEST_DRIVERS)('stay rules and hold ownership on %s', (driver) => {
  let t: TestApp;
  let user: SignedInUser;
  let roomIds: number[];

  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await signedInUser(t.app);
    ({ roomIds } = await insertHotelWithRooms(t.app.db, [
      { units: 2, priceCents: 10_000 },
      { units: 2, available: false },
      { units: 0 },
      { units: 1 },
    ]));
  });
  afterAll(() => t.close());

  const cases: [string, Record<string, unknown>, number, string][] = [
    [
      'a stay in the past',
      { checkIn: dateFromToday(-3), checkOut: dateFromToday(-1) },
      400,
      'The check-in date cannot be in the past',
    ],
    [
      'a check-out before the check-in',
      { checkIn: dateFromToday(10), checkOut: dateFromToday(9) },
      400,
      'The check-out date must be at least one day after the check-in date',
    ],
    [
      'a check-out on the check-in day',
      { checkIn: dateFromToday(10), checkOut: dateFromToday(10) },
      400,
      'The check-out date must be at least one day after the check-in date',
    ],
    [
      '31 nights',
      { checkIn: dateFromToday(10), checkOut: dateFromToday(41) },
      400,
      'A stay cannot be longer than 30 nights',
    ],
    ['0 guests', { guests: 0 }, 400, 'Guests must be a whole number from 1 to 4'],
    ['5 guests', { guests: 5 }, 400, 'Guests must be a whole number from 1 to 4'],
    [
      'a date that does not exist',
      { checkIn: '2031-02-30', checkOut: '2031-03-02' },
      400,
      'Enter the check-in date as yyyy-mm-dd',
    ],
    ['an unknown room', { roomId: 999_999 }, 404, 'This room does not exist'],
  ];
  it.each(cases)('refuses %s', async (_name, stay, status, message) => {
    const response = await holdRequest(t.app, user, { roomId: roomIds[0]!, ...stay });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
  });

  it('accepts 30 nights starting today', async () => {
    const response = await holdRequest(t.app, user, {
      roomId: roomIds[0]!,
      checkIn: dateFromToday(0),
      checkOut: dateFromToday(30),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.price).toMatchObject({
      nights: 30,
      basePrice: 3000,
      finalPrice: 3000,
    });
  });

  it('refuses a room that is not Available or has no units with 409', async () => {
    for (const roomId of [roomIds[1]!, roomIds[2]!]) {
      const response = await holdRequest(t.app, user, { roomId });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'This room is not available for booking',
        code: 'ROOM_NOT_AVAILABLE',
      });
    }
  });

  it('refuses a room of a deleted hotel with 404', async () => {
    const { hotelId, roomIds: gone } = await insertHotelWithRooms(t.app.db, [{}]);
    await t.app.db.delete(hotels).where(eq(hotels.id, hotelId));
    const response = await holdRequest(t.app, user, { roomId: gone[0]! });
    expect(response.statusCode).toBe(404);
  });

  it('asks for a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/holds', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it("answers 404 to someone else's hold for reading, releasing, paying and booking", async () => {
    const paid = await heldAndPaid(t.app, user, {
      roomId: roomIds[3]!,
      checkIn: dateFromToday(70),
      checkOut: dateFromToday(71),
    });
    const stranger = await signedInUser(t.app);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/holds/${paid.holdId}`,
      headers: stranger.headers,
    });
    const release = await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${paid.holdId}`,
      headers: stranger.headers,
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: stranger.headers,
      payload: {
        paymentMethod: await tokeniseCard(t.app, stranger),
        amount: paid.amount,
        source: 'x',
        holdId: paid.holdId,
      },
    });
    const booking = await bookingRequest(t.app, stranger, paid);
    for (const response of [read, release, checkout, booking]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const [hold] = await t.app.db.select().from(holds).where(eq(holds.id, paid.holdId));
    expect(hold?.status).toBe('active');
  });

  it('releases an own hold so the unit is free again', async () => {
    const stay = { roomId: roomIds[3]!, checkIn: dateFromToday(80), checkOut: dateFromToday(82) };
    const first = await holdRequest(t.app, user, stay);
    const other = await signedInUser(t.app);
    expect((await holdRequest(t.app, other, stay)).statusCode).toBe(409);
    const release = await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${first.json().data.id}`,
      headers: user.headers,
    });
    expect(release.statusCode).toBe(200);
    expect((await holdRequest(t.app, other, stay)).statusCode).toBe(201);
  });

  it('counts only the room’s own holds: a full room next door does not take its last unit', async () => {
    const nights = { checkIn: dateFromToday(160), checkOut: dateFromToday(162) };
    const neighbour = await signedInUser(t.app);
    // Room 0 (2 units) is held twice, so it is full; room 3 (1 unit) is untouched.
    expect(
      (await holdRequest(t.app, neighbour, { roomId: roomIds[0]!, ...nights })).statusCode,
    ).toBe(201);
    expect(
      (await holdRequest(t.app, neighbour, { roomId: roomIds[0]!, ...nights })).statusCode,
    ).toBe(201);
    const paid = await heldAndPaid(t.app, user, { roomId: roomIds[3]!, ...nights });
    expect((await bookingRequest(t.app, user, paid)).statusCode).toBe(201);
  });

  it('refuses a tampered amount at checkout with PRICE_CHANGED', async () => {
    const hold = await holdRequest(t.app, user, {
      roomId: roomIds[0]!,
      checkIn: dateFromToday(90),
      checkOut: dateFromToday(92),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: user.headers,
      payload: {
        paymentMethod: await tokeniseCard(t.app, user),
        amount: 100,
        source: 'x',
        holdId: hold.json().data.id,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'The price has changed, please review your booking',
      code: 'PRICE_CHANGED',
    });
  });

  it('books at the held quote, not the new room price, when the price changed after checkout', async () => {
    const paid = await heldAndPaid(t.app, user, {
      roomId: roomIds[0]!,
      checkIn: dateFromToday(95),
      checkOut: dateFromToday(96),
    });
    await t.app.db.update(rooms).set({ priceCents: 12_000 }).where(eq(rooms.id, roomIds[0]!));
    try {
      const response = await bookingRequest(t.app, user, paid);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.payment.FinalPrice * 100).toBe(paid.amount);
    } finally {
      await t.app.db.update(rooms).set({ priceCents: 10_000 }).where(eq(rooms.id, roomIds[0]!));
    }
  });

  it('books an expired hold when the room is still free, and refuses it with 409 once taken', async () => {
    const stay = { roomId: roomIds[3]!, checkIn: dateFromToday(100), checkOut: dateFromToday(102) };
    const stillFree = await heldAndPaid(t.app, user, stay);
    await t.app.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(holds.id, stillFree.holdId));
    expect((await bookingRequest(t.app, user, stillFree)).statusCode).toBe(201);

    const later = { ...stay, checkIn: dateFromToday(110), checkOut: dateFromToday(112) };
    const lapsed = await heldAndPaid(t.app, user, later);
    await t.app.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(holds.id, lapsed.holdId));
    const other = await signedInUser(t.app);
    expect((await holdRequest(t.app, other, later)).statusCode).toBe(201);
    const response = await bookingRequest(t.app, user, lapsed);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This room is no longer available for these dates',
      code: 'ROOM_TAKEN',
    });
  });

  it('validates coupons from the coupons table', async () => {
    await insertCoupon(t.app.db, 'SUMMER15', 15);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      payload: { code: 'summer15' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({
      message: 'Coupon received. enjoy your discount!',
      data: { code: 'SUMMER15', percent: 15 },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      payload: { code: 'NOPE' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({
      message: 'This coupon code does not seem correct, try again!',
      code: 'COUPON_WRONG',
    });
  });
});
