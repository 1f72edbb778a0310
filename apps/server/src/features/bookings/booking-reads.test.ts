/**
 * Bookings read as the spec reads them. Each booking carries its payment under the
 * spec's name `payments` (the record the client sent as `payments.create`, as stored), and
 * the admin's GET /api/bookings without paging answers every booking, as the spec's
 * reservations list pages on the client.
 */
import { centsToDollars } from '@staylane/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { insertBooking } from '../../test/stored-bookings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

describe.each(TEST_DRIVERS)('bookings as the spec reads them on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let user: SignedInUser;
  let created: { id: string; payments: Record<string, unknown>; payment: unknown };

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
    user = await signedInUser(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 2, priceCents: 12_345 }]);
    const paid = await heldAndPaid(t.app, user, {
      roomId: roomIds[0]!,
      checkIn: dateFromToday(20),
      checkOut: dateFromToday(23),
    });
    const response = await bookingRequest(t.app, user, paid);
    expect(response.statusCode).toBe(201);
    created = response.json().data;
    // More bookings than the admin list's default page of 5.
    for (let i = 0; i < 6; i += 1) await insertBooking(t.app.db, { userId: user.id });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the booked payment under payments, with the stored figures in dollars', async () => {
    const [stored] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, Number(created.id)));
    expect(created.payments).toEqual({
      id: String(stored!.id),
      CardFirstName: stored!.cardFirstName,
      CardSecondName: stored!.cardBrand,
      CardBankEntity: stored!.cardBankEntity,
      CardNumber: '**** 4242',
      CardType: stored!.cardType,
      BasePrice: centsToDollars(stored!.baseCents),
      Discount: centsToDollars(stored!.discountCents),
      Tax: centsToDollars(stored!.taxCents),
      FinalPrice: centsToDollars(stored!.finalCents),
      PromoCode: stored!.promoCode,
      Status: 'Successful',
    });
    expect(created.payments.BasePrice).toBe(370.35);
    // The field we sent before stays, with the same record.
    expect(created.payment).toEqual(created.payments);
  });

  it('carries payments in the user’s bookings, the user record and the admin list', async () => {
    const reads = [
      (await get('/api/bookings/mine', user.headers)).json().data,
      (await get('/api/users/me', user.headers)).json().data.bookings,
      (await get('/api/bookings', admin.headers)).json().data,
    ] as { id: string; payments: unknown }[][];
    for (const list of reads) {
      expect(list.find((booking) => booking.id === created.id)?.payments).toEqual(created.payments);
    }
    const page = (await get('/api/bookings?page=1', admin.headers)).json().data;
    for (const booking of [...reads.flat(), ...page]) {
      expect(booking.payments).toMatchObject({ CardNumber: '**** 4242', Status: 'Successful' });
    }
  });

  it('answers every booking, newest first and without meta, when no page is asked for', async () => {
    const [{ total }] = (await t.app.db.select({ total: count() }).from(bookings)) as [
      { total: number },
    ];
    expect(total).toBeGreaterThan(5);
    const response = await get('/api/bookings', admin.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toHaveLength(total);
    expect(body).not.toHaveProperty('meta');
    const created = body.data.map((booking: { createdAt: string }) => booking.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('pages as before with page or pageSize, with meta', async () => {
    const first = (await get('/api/bookings?page=1&pageSize=5', admin.headers)).json();
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({ page: 1, pageSize: 5, total: 7, pageCount: 2 });
    const second = (await get('/api/bookings?page=2', admin.headers)).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta).toMatchObject({ page: 2, pageSize: 5 });
    const sized = (await get('/api/bookings?pageSize=3', admin.headers)).json();
    expect(sized.data).toHaveLength(3);
    expect(sized.meta).toMatchObject({ page: 1, pageSize: 3, pageCount: 3 });
    const refused = await get('/api/bookings?page=0', admin.headers);
    expect(refused.statusCode).toBe(400);
  });
});
