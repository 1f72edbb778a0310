import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox, paymentIntents, payments, roomNights } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertCoupon,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

describe.each(TEST_DRIVERS)('POST /api/bookings on %s', (driver) => {
  let t: TestApp;
  let user: SignedInUser;
  let roomIds: number[];
  let hotelId: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await signedInUser(t.app, { fullName: 'Ana Sousa' });
    ({ hotelId, roomIds } = await insertHotelWithRooms(
      t.app.db,
      [
        { name: 'Deluxe', priceCents: 12_999, discountPercent: 10, units: 2 },
        { name: 'Suite', priceCents: 20_000, units: 1 },
      ],
      { name: 'Casa Azul', city: 'Lisbon', country: 'Portugal' },
    ));
    await insertCoupon(t.app.db, 'STAY15', 15);
  });
  afterAll(() => t.close());

  it('books the held room, records a masked payment with the server figures and answers 201', async () => {
    const checkIn = dateFromToday(20);
    const checkOut = dateFromToday(23);
    const paid = await heldAndPaid(t.app, user, {
      roomId: roomIds[0]!,
      checkIn,
      checkOut,
      guests: 3,
    });
    const response = await bookingRequest(t.app, user, paid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Booking created');
    // 129.99 × 3 = 389.97; discount floor(38.997) = 38; tax floor(7.22) = 7; final floor(358.97) = 358.
    expect(body.data).toMatchObject({
      hotelId: String(hotelId),
      roomId: String(roomIds[0]),
      HotelName: 'Casa Azul',
      RoomType: 'Deluxe',
      CheckInDate: checkIn,
      CheckOutDate: checkOut,
      SpecialReqs: 'Late arrival',
      HotelCity: 'Lisbon',
      HotelCountry: 'Portugal',
      NumberOfGuest: 3,
      nights: 3,
      status: 'confirmed',
      payment: {
        CardFirstName: 'Ana',
        CardSecondName: 'visa',
        CardBankEntity: 'Staylane Sandbox Bank',
        CardNumber: '**** 4242',
        CardType: 2,
        BasePrice: 389.97,
        Discount: 38,
        Tax: 7,
        FinalPrice: 358,
        PromoCode: null,
        Status: 'Successful',
      },
    });
    expect(paid.amount).toBe(35_800);
    const [intent] = await t.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paid.paymentId));
    expect(intent).toMatchObject({ status: 'captured', amountCents: 35_800 });
    const nights = await t.app.db
      .select()
      .from(roomNights)
      .where(eq(roomNights.roomId, roomIds[0]!));
    expect(nights.map((n) => [n.night, n.booked])).toEqual([
      [checkIn, 1],
      [dateFromToday(21), 1],
      [dateFromToday(22), 1],
    ]);
    const mails = await t.app.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.toAddress === user.email)).toHaveLength(1);
  });

  it('applies a coupon from the coupons table and records its code', async () => {
    const paid = await heldAndPaid(
      t.app,
      user,
      { roomId: roomIds[1]!, checkIn: dateFromToday(30), checkOut: dateFromToday(32) },
      { coupon: 'stay15' },
    );
    // 400 − 0 + 0 − 60 = 340.
    expect(paid.amount).toBe(34_000);
    const response = await bookingRequest(t.app, user, paid);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.payment).toMatchObject({ PromoCode: 'STAY15', FinalPrice: 340 });
  });

  it('answers a replay with the same key with the same booking, 200 and no second charge', async () => {
    const paid = await heldAndPaid(t.app, user, {
      roomId: roomIds[0]!,
      checkIn: dateFromToday(40),
      checkOut: dateFromToday(41),
    });
    const first = await bookingRequest(t.app, user, paid, 'replay-key');
    const again = await bookingRequest(t.app, user, paid, 'replay-key');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const rows = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, paid.paymentId));
    expect(rows).toHaveLength(1);
    const booked = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.idempotencyKey, 'replay-key'));
    expect(booked).toHaveLength(1);
    // The booking keeps the amount charged, as the report sums it (decision 022).
    expect(booked[0]!.amountCents).toBe(rows[0]!.finalCents);
    // …written in one transaction with its payment: the booking's time is the capture's.
    expect(booked[0]!.createdAt).toEqual(rows[0]!.createdAt);
  });

  it('answers concurrent requests with one key with one booking', async () => {
    const paid = await heldAndPaid(t.app, user, {
      roomId: roomIds[0]!,
      checkIn: dateFromToday(50),
      checkOut: dateFromToday(51),
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => bookingRequest(t.app, user, paid, 'same-key-together')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
  });

  it('refuses a booking without an Idempotency-Key header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: user.headers,
      payload: {
        holdId: '6f1c1f9e-1d7a-4a53-9d1e-3f6e1b2c4d5e',
        paymentId: 'pi_x',
        fullName: 'Ana Sousa',
        email: 'ana@example.test',
        phoneNumber: '9000000000',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Send an Idempotency-Key header with the booking',
    });
  });

  it('lists the own bookings newest first and all bookings for an admin only', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: user.headers,
    });
    expect(mine.statusCode).toBe(200);
    const own = mine.json().data as { id: number }[];
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.map((b) => b.id)).toEqual([...own.map((b) => b.id)].sort((a, b) => b - a));

    const other = await signedInUser(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: other.headers,
    });
    expect(theirs.json().data).toEqual([]);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/bookings',
      headers: other.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/bookings' });
    expect(anonymous.statusCode).toBe(401);

    const admin = await signedInUser(t.app, { role: 2 });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/bookings?page=2&pageSize=2',
      headers: admin.headers,
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.meta).toEqual({
      total: own.length,
      page: 2,
      pageSize: 2,
      pageCount: Math.ceil(own.length / 2),
    });
    expect(body.data.map((b: { id: number }) => b.id)).toEqual(own.slice(2, 4).map((b) => b.id));
  });
});
