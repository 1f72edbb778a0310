/**
 * GET /api/admin/reports against a small fixture whose every figure is worked out by hand
 * below (decision 022). Period: 2030-03-10 up to 2030-03-15, five nights (10 … 14) and five days.
 *
 * Hotel A (UTC), added 2030-01-01:
 *   R1: 2 units, added with the hotel.
 *   R2: 1 unit, added 2030-03-12 10:00 UTC: for sale from night 12 on.
 * Hotel B: one room of 4 units, added 2029; one booking. Only in the all-hotels report.
 *
 * Bookings of hotel A (amount = captured cents; made = booking and payment time, UTC):
 *   B1 R1 03-08 → 03-12, 10 003, made 03-01 (before the period). 4 nights: 10 003 = 4 × 2 500
 *      + 3, so nights 8, 9, 10 get 2 501 and night 11 gets 2 500; the period sees 10 and 11.
 *   B2 R1 03-14 → 03-17, 30 001, made 03-11 23:30. 3 nights: 10 000 each + 1 on the first:
 *      night 14 gets 10 001 (15 and 16 fall after the period).
 *   B3 R2 03-12 → 03-14, 20 000, made 03-12 12:00: nights 12 and 13, 10 000 each.
 *   B7 R1 03-12 → 03-13, 15 000, made 03-05: night 12, 15 000.
 *   B4 R1 03-11 → 03-13, 18 000, made 03-10 08:00, cancelled 03-13 15:00 with 9 000 refunded:
 *      no nights; captured on day 10, refunded on day 13.
 *   B6 R1 03-13 → 03-14, 7 000, made 03-13 01:00, cancelled 03-14 10:00, refund of 7 000 still
 *      owed (cancellation_pending): no nights; captured on day 13, no refund yet.
 *   B5 R1 03-12 → 03-13, 5 000, made 03-12, capture failed (cancelled, no cancellation time):
 *      counts nowhere.
 *
 * Blocks on R1: an admin's maintenance block of 1 unit on night 13, and a channel's block of
 *   2 units on night 10, where B1 had already taken one of R1's 2 units: only the one unit
 *   still free counts as blocked (the sold one stays sold).
 *
 * Available unit-nights of A: night 10: 2 − 1 blocked = 1; 11: 2 (R1); 12: 3 (R1 + R2);
 * 13: 3 − 1 blocked = 2; 14: 3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { insertBlock, insertHotel, insertRoom, insertStay } from '../../test/report-rows.js';

const PERIOD = 'from=2030-03-10&to=2030-03-15';

describe.each(TEST_DRIVERS)('occupancy and revenue report on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let hotelA: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
    const db = t.app.db;
    hotelA = await insertHotel(db, 'Hotel A', '2030-01-01T00:00:00Z');
    const r1 = await insertRoom(db, hotelA, 2, '2030-01-01T00:00:00Z');
    const r2 = await insertRoom(db, hotelA, 1, '2030-03-12T10:00:00Z');
    const a = { hotelId: hotelA, roomId: r1 };
    await insertStay(db, {
      ...a,
      checkIn: '2030-03-08',
      checkOut: '2030-03-12',
      amountCents: 10_003,
      madeAt: '2030-03-01T09:00:00Z',
    });
    await insertStay(db, {
      ...a,
      checkIn: '2030-03-14',
      checkOut: '2030-03-17',
      amountCents: 30_001,
      madeAt: '2030-03-11T23:30:00Z',
    });
    await insertStay(db, {
      ...a,
      roomId: r2,
      checkIn: '2030-03-12',
      checkOut: '2030-03-14',
      amountCents: 20_000,
      madeAt: '2030-03-12T12:00:00Z',
    });
    await insertStay(db, {
      ...a,
      checkIn: '2030-03-12',
      checkOut: '2030-03-13',
      amountCents: 15_000,
      madeAt: '2030-03-05T09:00:00Z',
    });
    await insertStay(db, {
      ...a,
      checkIn: '2030-03-11',
      checkOut: '2030-03-13',
      amountCents: 18_000,
      madeAt: '2030-03-10T08:00:00Z',
      status: 'cancelled',
      cancelledAt: '2030-03-13T15:00:00Z',
      refundCents: 9_000,
    });
    await insertStay(db, {
      ...a,
      checkIn: '2030-03-13',
      checkOut: '2030-03-14',
      amountCents: 7_000,
      madeAt: '2030-03-13T01:00:00Z',
      status: 'cancellation_pending',
      cancelledAt: '2030-03-14T10:00:00Z',
      refundCents: 7_000,
    });
    await insertStay(db, {
      ...a,
      checkIn: '2030-03-12',
      checkOut: '2030-03-13',
      amountCents: 5_000,
      madeAt: '2030-03-12T14:00:00Z',
      status: 'cancelled',
    });

    await insertBlock(
      db,
      { roomId: r1, checkIn: '2030-03-13', checkOut: '2030-03-14', units: 1 },
      'admin',
    );
    await insertBlock(
      db,
      { roomId: r1, checkIn: '2030-03-10', checkOut: '2030-03-11', units: 2 },
      'channel',
    );

    const hotelB = await insertHotel(db, 'Hotel B', '2029-06-01T00:00:00Z');
    const b1 = await insertRoom(db, hotelB, 4, '2029-06-01T00:00:00Z');
    await insertStay(db, {
      hotelId: hotelB,
      roomId: b1,
      checkIn: '2030-03-10',
      checkOut: '2030-03-11',
      amountCents: 9_999,
      madeAt: '2030-03-10T12:00:00Z',
    });
  });
  afterAll(() => t.close());

  const report = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/reports?${query}`, headers: admin.headers });

  it('adds up one hotel night by night and day by day', async () => {
    const response = await report(`hotelId=${hotelA}&${PERIOD}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.hotelId).toBe(String(hotelA));
    // [night, available, booked, revenue, occupancy, ADR, RevPAR]; RevPAR and ADR round half up.
    expect(
      data.nights.map((n: Record<string, unknown>) => [
        n.night,
        n.availableUnitNights,
        n.bookedUnitNights,
        n.roomRevenueCents,
        n.occupancy,
        n.adrCents,
        n.revparCents,
      ]),
    ).toEqual([
      ['2030-03-10', 1, 1, 2_501, 1, 2_501, 2_501], // B1; the channel block took the other unit
      ['2030-03-11', 2, 1, 2_500, 0.5, 2_500, 1_250], // B1 (B4 cancelled: released)
      ['2030-03-12', 3, 2, 25_000, 0.6667, 12_500, 8_333], // B3 + B7; R2 added this day
      ['2030-03-13', 2, 1, 10_000, 0.5, 10_000, 5_000], // B3 (B6 cancelled); 1 unit blocked
      ['2030-03-14', 3, 1, 10_001, 0.3333, 10_001, 3_334], // B2's first night, 3 333.67 → 3 334
    ]);
    // [day, made, captured, refunded, net]
    expect(
      data.days.map((d: Record<string, unknown>) => [
        d.day,
        d.bookingsCreated,
        d.capturedCents,
        d.refundedCents,
        d.netCents,
      ]),
    ).toEqual([
      ['2030-03-10', 1, 18_000, 0, 18_000], // B4 made
      ['2030-03-11', 1, 30_001, 0, 30_001], // B2 made at 23:30 UTC
      ['2030-03-12', 1, 20_000, 0, 20_000], // B3 (B5's capture failed)
      ['2030-03-13', 1, 7_000, 9_000, -2_000], // B6 made; B4's refund
      ['2030-03-14', 0, 0, 0, 0], // B6's refund is still owed
    ]);
    // 11 available, 6 booked (6 / 11 = 0.54545), 50 002 revenue: ADR 50 002 / 6 = 8 333.67,
    // RevPAR 50 002 / 11 = 4 545.6.
    expect(data.totals).toEqual({
      availableUnitNights: 11,
      bookedUnitNights: 6,
      roomRevenueCents: 50_002,
      occupancy: 0.5455,
      adrCents: 8_334,
      revparCents: 4_546,
      bookingsCreated: 4,
      capturedCents: 75_001,
      refundedCents: 9_000,
      netCents: 66_001,
    });
  });

  it('adds every hotel together when no hotel is named', async () => {
    const { data } = (await report(PERIOD)).json();
    expect(data.hotelId).toBeNull();
    // Hotel B adds 4 units each night and its one booking (night 10, made on day 10).
    expect(data.nights[0]).toMatchObject({
      availableUnitNights: 5,
      bookedUnitNights: 2,
      roomRevenueCents: 12_500,
    });
    expect(data.totals).toMatchObject({
      availableUnitNights: 31,
      bookedUnitNights: 7,
      roomRevenueCents: 60_001,
      bookingsCreated: 5,
      capturedCents: 85_000,
      netCents: 76_000,
    });
  });

  it('counts a booking’s nights to the cent however the period cuts it', async () => {
    // B2 alone: 30 001 over nights 14, 15, 16 = 10 001 + 10 000 + 10 000.
    const { data } = (await report(`hotelId=${hotelA}&from=2030-03-14&to=2030-03-20`)).json();
    expect(data.totals.roomRevenueCents).toBe(30_001);
  });

  it('refuses a period that ends first, lasts over two years, or names no hotel', async () => {
    const backwards = await report('from=2030-03-10&to=2030-03-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: 'The period must end after it starts' });
    const long = await report('from=2030-01-01&to=2032-01-03');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ to: 'A report covers at most 731 days (two years)' });
    expect((await report('from=2030-01-01&to=2032-01-02')).statusCode).toBe(200);
    expect((await report(`hotelId=abc&${PERIOD}`)).statusCode).toBe(400);
    expect((await report('from=2030-02-30&to=2030-03-01')).json().fields).toEqual({
      from: 'Enter the first day as YYYY-MM-DD',
    });
  });

  it('earns each night what it was booked for (the calendar’s prices), to the cent', async () => {
    const db = t.app.db;
    const hotelC = await insertHotel(db, 'Hotel C', '2031-01-01T00:00:00Z');
    const c1 = await insertRoom(db, hotelC, 1, '2031-01-01T00:00:00Z');
    // A weekday, then Friday and Saturday at weekend prices; the coupon took some off the
    // total, shared in proportion: 36 001 × 10/45, × 25/45 less that, the rest.
    await insertStay(db, {
      hotelId: hotelC,
      roomId: c1,
      checkIn: '2031-03-06',
      checkOut: '2031-03-09',
      amountCents: 36_001,
      madeAt: '2031-03-01T09:00:00Z',
      nightPrices: [10_000, 15_000, 20_000],
    });
    const { data } = (await report(`hotelId=${hotelC}&from=2031-03-07&to=2031-03-10`)).json();
    expect(
      data.nights.map((n: Record<string, unknown>) => [n.night, n.roomRevenueCents, n.adrCents]),
    ).toEqual([
      ['2031-03-07', 12_000, 12_000],
      ['2031-03-08', 16_001, 16_001],
      ['2031-03-09', 0, null],
    ]);
    const whole = (await report(`hotelId=${hotelC}&from=2031-03-06&to=2031-03-09`)).json().data;
    expect(whole.totals).toMatchObject({ roomRevenueCents: 36_001, adrCents: 12_000 });
  });
});
