/**
 * The room's price and its rates calendar change while a guest holds it (decisions 044, 045):
 * the hold keeps its quote to the end, checkout authorizes it, the booking records it with its
 * nights, and the refund reads what was booked. A hold made after the old one lapsed is quoted
 * and judged again; a bulk edit racing holds never prices a stay half old, half new.
 * Conformance subset: the change races the guest's requests on separate connections.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingNights,
  bookings,
  holds,
  hotels,
  ratePlans,
  roomRates,
  rooms,
} from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  holdRequest,
  insertCoupon,
  insertHotelWithRooms,
  signedInUser,
  tokeniseCard,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

describe.each(TEST_DRIVERS)('a price change while a guest holds, on %s', (driver) => {
  let t: TestApp;
  let guest: SignedInUser;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp(driver);
    guest = await signedInUser(t.app, { fullName: 'Rita Neves' });
    admin = await createAdmin(t.app);
    await insertCoupon(t.app.db, 'STAY15', 15);
  });
  afterAll(() => t.close());

  /** A one-unit room of $100 a night with 10 % off, in a hotel whose free window has closed. */
  async function room() {
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [
      { units: 1, priceCents: 10_000, discountPercent: 10 },
    ]);
    // Free until 60 days before check-in: cancelling these stays costs the first night.
    await t.app.db
      .update(hotels)
      .set({ freeCancellationDays: 60, cancellationPenalty: 'FirstNight' })
      .where(eq(hotels.id, hotelId));
    return roomIds[0]!;
  }

  const changeRoom = (roomId: number, values: Partial<typeof rooms.$inferInsert>) =>
    t.app.db.update(rooms).set(values).where(eq(rooms.id, roomId));

  async function standardPlanOf(roomId: number) {
    const [plan] = await t.app.db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(and(eq(ratePlans.roomId, roomId), eq(ratePlans.kind, 'standard')));
    return plan!.id;
  }

  /** The admin's bulk edit of Standard's nights from `from` to `to` (both included). */
  async function bulkEdit(roomId: number, from: string, to: string, change: object) {
    const [room] = await t.app.db
      .select({ hotelId: rooms.hotelId })
      .from(rooms)
      .where(eq(rooms.id, roomId));
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/hotels/${room!.hotelId}/rates/bulk`,
      headers: admin.headers,
      payload: { from, to, ratePlanIds: [await standardPlanOf(roomId)], ...change },
    });
  }

  async function checkout(holdId: string, amount: number, coupon?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: guest.headers,
      payload: {
        paymentMethod: await tokeniseCard(t.app, guest),
        amount,
        source: 'card',
        holdId,
        coupon: coupon ?? null,
      },
    });
  }

  it('keeps the held quote through checkout and the booking, and refunds from the booked nights', async () => {
    const roomId = await room();
    const stay = { roomId, checkIn: dateFromToday(30), checkOut: dateFromToday(33) };
    const hold = await holdRequest(t.app, guest, stay, 'stay15');
    expect(hold.statusCode, hold.body).toBe(201);
    const held = hold.json().data;
    // $300 − floor(30) + floor(5.7) − 15 % of 300 = 230.
    expect(held.quote).toMatchObject({
      ratePlan: { name: 'Standard', refundable: true },
      lines: [
        { date: stay.checkIn, ratePlan: 'Standard', priceCents: 10_000 },
        { date: dateFromToday(31), ratePlan: 'Standard', priceCents: 10_000 },
        { date: dateFromToday(32), ratePlan: 'Standard', priceCents: 10_000 },
      ],
      baseCents: 30_000,
      couponCode: 'STAY15',
      finalCents: 23_000,
    });
    expect(held.price).toMatchObject({ finalPrice: 230, amountCents: 23_000, PromoCode: 'STAY15' });

    // The admin doubles the price, makes the room non-refundable and raises the calendar's
    // nights and closes them to arrival as the guest pays.
    const [, raised, paid] = await Promise.all([
      changeRoom(roomId, { priceCents: 20_000, nonRefundable: true }),
      bulkEdit(roomId, stay.checkIn, dateFromToday(32), {
        price: { set: 50_000 },
        closedToArrival: true,
      }),
      checkout(held.id, held.quote.finalCents, 'STAY15'),
    ]);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.amount).toBe(23_000);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/holds/${held.id}`,
      headers: guest.headers,
    });
    expect(again.json().data.quote).toEqual(held.quote);

    const booked = await bookingRequest(t.app, guest, {
      holdId: held.id,
      paymentId: paid.json().payment.id,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data;
    expect(booking.payment).toMatchObject({ BasePrice: 300, FinalPrice: 230, PromoCode: 'STAY15' });
    const nights = await t.app.db
      .select({
        night: bookingNights.night,
        plan: bookingNights.ratePlan,
        cents: bookingNights.priceCents,
      })
      .from(bookingNights)
      .where(eq(bookingNights.bookingId, Number(booking.id)))
      .orderBy(bookingNights.night);
    expect(nights).toEqual(
      held.quote.lines.map((line: { date: string; ratePlan: string; priceCents: number }) => ({
        night: line.date,
        plan: line.ratePlan,
        cents: line.priceCents,
      })),
    );
    const [row] = await t.app.db
      .select({ nonRefundable: bookings.cancelNonRefundable })
      .from(bookings)
      .where(eq(bookings.id, Number(booking.id)));
    // The held plan was refundable: the room's new flag does not reach the booking.
    expect(row!.nonRefundable).toBe(false);

    const refund = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking.id}/cancellation`,
      headers: guest.headers,
    });
    // The first of three booked nights of $100: a third of the $230 paid.
    expect(refund.json().data).toMatchObject({ Paid: 230, Penalty: 76.66, Refund: 153.34 });
  });

  it('takes the first night’s penalty from the booked nights’ own prices', async () => {
    const roomId = await room();
    const stay = { roomId, checkIn: dateFromToday(40), checkOut: dateFromToday(42) };
    const held = (await holdRequest(t.app, guest, stay)).json().data;
    const paid = await checkout(held.id, held.quote.finalCents);
    const booked = await bookingRequest(t.app, guest, {
      holdId: held.id,
      paymentId: paid.json().payment.id,
    });
    const bookingId = Number(booked.json().data.id);
    // As a rates calendar will book them: a first night dearer than the second.
    await t.app.db
      .update(bookingNights)
      .set({ priceCents: 30_000 })
      .where(and(eq(bookingNights.bookingId, bookingId), eq(bookingNights.night, stay.checkIn)));
    const refund = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookingId}/cancellation`,
      headers: guest.headers,
    });
    // $200 − 20 + 3 = $183 paid; the first night is 300 of the 400 booked: floor(137.25).
    expect(refund.json().data).toMatchObject({ Paid: 183, Penalty: 137.25, Refund: 45.75 });
  });

  it('quotes and judges again from the calendar once the hold has lapsed', async () => {
    const roomId = await room();
    const stay = { roomId, checkIn: dateFromToday(50), checkOut: dateFromToday(51) };
    const first = (await holdRequest(t.app, guest, stay)).json().data;
    expect(first.quote.finalCents).toBe(9_100);
    await t.app.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(holds.id, first.id));
    // Saturday's price is now $200, for stays of two nights or more.
    const standard = await standardPlanOf(roomId);
    await t.app.db
      .insert(roomRates)
      .values({ ratePlanId: standard, night: stay.checkIn, priceCents: 20_000, minStay: 2 });

    const lapsed = await checkout(first.id, first.quote.finalCents);
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().code).toBe('HOLD_EXPIRED');

    const refused = await holdRequest(t.app, guest, stay);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STAY_RULES' });
    expect(refused.json().message).toMatch(/^Minimum 2 nights for arrivals on /);

    await t.app.db
      .update(roomRates)
      .set({ minStay: null })
      .where(eq(roomRates.ratePlanId, standard));
    const renewed = await holdRequest(t.app, guest, stay);
    expect(renewed.statusCode, renewed.body).toBe(201);
    const second = renewed.json().data;
    // A calendar price is the price: the room's 10 % Discount does not touch it.
    expect(second.quote.lines).toEqual([
      { date: stay.checkIn, ratePlan: 'Standard', priceCents: 20_000, discounted: false },
    ]);
    expect(second.quote.finalCents).toBe(20_000);
    const stale = await checkout(second.id, first.quote.finalCents);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('PRICE_CHANGED');
    expect((await checkout(second.id, second.quote.finalCents)).statusCode).toBe(200);
  });

  it('never prices a stay half old, half new when a bulk edit races the holds', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 6, priceCents: 10_000 }]);
    const roomId = roomIds[0]!;
    const stay = { roomId, checkIn: dateFromToday(60), checkOut: dateFromToday(64) };
    const guests = await Promise.all([1, 2, 3, 4, 5].map(() => signedInUser(t.app)));
    const [edited, ...held] = await Promise.all([
      bulkEdit(roomId, stay.checkIn, dateFromToday(63), { price: { set: 20_000 } }),
      ...guests.map((someone) => holdRequest(t.app, someone, stay)),
    ]);
    expect(edited!.statusCode, edited!.body).toBe(200);
    for (const hold of held) {
      expect(hold.statusCode, hold.body).toBe(201);
      const prices = hold
        .json()
        .data.quote.lines.map((line: { priceCents: number }) => line.priceCents);
      expect([
        [10_000, 10_000, 10_000, 10_000],
        [20_000, 20_000, 20_000, 20_000],
      ]).toContainEqual(prices);
    }
  });
});
