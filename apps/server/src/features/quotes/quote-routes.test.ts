import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, rooms } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  dateFromToday,
  holdRequest,
  insertCoupon,
  insertHotelWithRooms,
  signedInUser,
  tokeniseCard,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

describe('GET /api/quote: the server’s quote before anything is held', () => {
  let t: TestApp;
  let guest: SignedInUser;
  let roomId: number;
  let smallRoomId: number;
  let closedRoomId: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    guest = await signedInUser(t.app);
    await insertCoupon(t.app.db, 'STAY15', 15);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [
      { priceCents: 12_050, discountPercent: 12.5, units: 2 },
      { maxGuests: 1 },
      { available: false },
    ]);
    [roomId, smallRoomId, closedRoomId] = roomIds as [number, number, number];
  });
  afterAll(() => t.close());

  const stay = { checkInDate: dateFromToday(20), checkOutDate: dateFromToday(23) };
  const quote = (query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/quote',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });

  it('answers a line per night and the spec’s totals, with and without the coupon', async () => {
    const plain = await quote({ roomId, ...stay, guests: 2 });
    expect(plain.statusCode, plain.body).toBe(200);
    // base 361.50, discount floor(45.1875) = 45, tax floor(8.55) = 8, final floor(324.5).
    expect(plain.json().data).toEqual({
      checkIn: stay.checkInDate,
      checkOut: stay.checkOutDate,
      ratePlan: { name: 'Standard', refundable: true },
      lines: [20, 21, 22].map((day) => ({
        date: dateFromToday(day),
        ratePlan: 'Standard',
        priceCents: 12_050,
      })),
      discountBasisPoints: 1_250,
      lengthOfStay: null,
      nights: 3,
      baseCents: 36_150,
      discountCents: 4_500,
      taxCents: 800,
      couponPercent: 0,
      couponCode: null,
      lengthOfStayCents: 0,
      finalCents: 32_400,
    });
    const withCoupon = await quote({ roomId, ...stay, guests: '2', coupon: 'stay15' });
    expect(withCoupon.json().data).toMatchObject({
      couponCode: 'STAY15',
      couponPercent: 15,
      finalCents: 27_000,
    });
  });

  it('is the quote the hold then keeps', async () => {
    const before = (await quote({ roomId, ...stay, guests: 2, coupon: 'STAY15' })).json().data;
    const hold = await holdRequest(
      t.app,
      guest,
      { roomId, checkIn: stay.checkInDate, checkOut: stay.checkOutDate, guests: 2 },
      'STAY15',
    );
    expect(hold.json().data.quote).toEqual(before);
  });

  it('quotes the held nights with a coupon applied after the hold, as checkout then charges', async () => {
    const later = { checkIn: dateFromToday(40), checkOut: dateFromToday(42) };
    const held = (await holdRequest(t.app, guest, { roomId, ...later, guests: 2 })).json().data;
    await t.app.db.update(rooms).set({ priceCents: 30_000 }).where(eq(rooms.id, roomId));
    try {
      const asked = await t.app.inject({
        method: 'GET',
        url: `/api/holds/${held.id}?coupon=stay15`,
        headers: guest.headers,
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const quote = asked.json().data.quote;
      // The held nights at $120.50, not the new $300: 241 − 30 + 5 − 36.15 = 179.85.
      expect(quote).toMatchObject({ lines: held.quote.lines, couponCode: 'STAY15' });
      expect(quote.finalCents).toBe(17_900);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: guest.headers,
        payload: {
          paymentMethod: await tokeniseCard(t.app, guest),
          amount: quote.finalCents,
          source: 'card',
          holdId: held.id,
          coupon: 'STAY15',
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().payment.amount).toBe(17_900);
    } finally {
      await t.app.db.update(rooms).set({ priceCents: 12_050 }).where(eq(rooms.id, roomId));
    }
  });

  it('prices a hold made before quotes were kept (no stored quote) from its room, as then', async () => {
    const older = { checkIn: dateFromToday(50), checkOut: dateFromToday(51) };
    const held = (await holdRequest(t.app, guest, { roomId, ...older, guests: 1 })).json().data;
    await t.app.db.update(holds).set({ quote: null }).where(eq(holds.id, held.id));
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/holds/${held.id}`,
      headers: guest.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.quote).toEqual(held.quote);
  });

  it('follows the room’s price until a hold is made: it holds nothing', async () => {
    await t.app.db.update(rooms).set({ priceCents: 20_000 }).where(eq(rooms.id, roomId));
    try {
      const after = (await quote({ roomId, ...stay, guests: 1 })).json().data;
      expect(after.lines[0].priceCents).toBe(20_000);
    } finally {
      await t.app.db.update(rooms).set({ priceCents: 12_050 }).where(eq(rooms.id, roomId));
    }
  });

  it.each([
    [
      'a stay in the past',
      { checkInDate: dateFromToday(-3), checkOutDate: dateFromToday(-1) },
      400,
      'The check-in date cannot be in the past',
    ],
    [
      'a check-out before the check-in',
      { checkOutDate: dateFromToday(19) },
      400,
      'The check-out date must be at least one day after the check-in date',
    ],
    ['5 guests', { guests: 5 }, 400, 'Guests must be a whole number from 1 to 4'],
    [
      'a wrong coupon',
      { coupon: 'NOPE' },
      404,
      'This coupon code does not seem correct, try again!',
    ],
    ['a NUL in the coupon', { coupon: 'A\u0000' }, 400, 'Coupon'],
    ['an unknown room', { roomId: 999_999 }, 404, 'This room does not exist'],
    ['a room not for sale', { roomId: 'closed' }, 409, 'This room is not available for booking'],
    ['a room too small', { roomId: 'small', guests: 2 }, 409, 'This room sleeps at most 1 guest'],
  ])('refuses %s (%o) with %i: %s', async (_name, change, status, message) => {
    const ids: Record<string, number> = { closed: closedRoomId, small: smallRoomId };
    const query: Record<string, string | number> = { roomId, ...stay, guests: 1, ...change };
    query.roomId = ids[String(query.roomId)] ?? query.roomId!;
    const response = await quote(query);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(message);
  });
});
