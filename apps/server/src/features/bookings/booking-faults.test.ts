import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, holds, paymentIntents, payments, roomNights } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { reconcile } from '../reconciliation/index.js';
import {
  bookingRequest,
  CARDS,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

/** Every captured authorization has a confirmed booking and every confirmed booking one. */
async function expectMoneyAndRoomsTogether(t: TestApp) {
  const rows = await t.app.db
    .select({ intent: paymentIntents.status, booking: bookings.status })
    .from(paymentIntents)
    .leftJoin(payments, eq(payments.paymentIntentId, paymentIntents.id))
    .leftJoin(bookings, eq(bookings.id, payments.bookingId));
  for (const row of rows) {
    if (row.intent === 'captured') expect(row.booking).toBe('confirmed');
    if (row.booking === 'confirmed') expect(row.intent).toBe('captured');
  }
}

describe.each(TEST_DRIVERS)('booking faults on %s', (driver) => {
  let t: TestApp;
  let user: SignedInUser;
  let roomId: number;
  let day = 100;
  const nextStay = () => {
    day += 5;
    return { roomId, checkIn: dateFromToday(day), checkOut: dateFromToday(day + 2) };
  };
  const intentStatus = async (id: string) =>
    (await t.app.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]?.status;

  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await signedInUser(t.app);
    roomId = (await insertHotelWithRooms(t.app.db, [{ units: 1 }])).roomIds[0]!;
  });
  afterAll(async () => {
    await expectMoneyAndRoomsTogether(t);
    await t.close();
  });

  it('voids the authorization and keeps no booking when the capture fails', async () => {
    const stay = nextStay();
    const paid = await heldAndPaid(t.app, user, stay, { card: CARDS.captureFails });
    const response = await bookingRequest(t.app, user, paid);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'CAPTURE_FAILED' });
    expect(await intentStatus(paid.paymentId)).toBe('voided');
    const [booking] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.holdId, paid.holdId));
    expect(booking?.status).toBe('cancelled');
    const nights = await t.app.db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
    expect(nights.every((n) => n.booked === 0)).toBe(true);
    // The room is free again for someone else.
    const other = await signedInUser(t.app);
    expect((await holdRequest(t.app, other, stay)).statusCode).toBe(201);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: user.headers,
    });
    expect(mine.json().data).toEqual([]);
  });

  it('declines a declined card at checkout with 422 and authorizes nothing', async () => {
    const hold = await holdRequest(t.app, user, nextStay());
    const pm = await t.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: user.headers,
      payload: { number: CARDS.decline, expMonth: 12, expYear: 2039, cvc: '123' },
    });
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: user.headers,
      payload: {
        paymentMethod: pm.json().data.id,
        amount: hold.json().data.price.amountCents,
        source: 'card',
        holdId: hold.json().data.id,
      },
    });
    expect(checkout.statusCode).toBe(422);
    expect(checkout.json()).toEqual({
      message: 'Your card was declined. Please try another card.',
      code: 'CARD_DECLINED',
    });
    const intents = await t.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.holdId, hold.json().data.id));
    expect(intents).toEqual([]);
  });

  it('voids the authorization when the database fails after it', async () => {
    const paid = await heldAndPaid(t.app, user, nextStay());
    // A real database error in the booking transaction: inserting the payment row fails.
    await t.app.db.execute(sql`create or replace function staylane_test_fail() returns trigger
      language plpgsql as $$ begin raise exception 'disk on fire'; end $$`);
    await t.app.db.execute(sql`create trigger staylane_test_fail before insert on payments
      for each row execute function staylane_test_fail()`);
    try {
      const response = await bookingRequest(t.app, user, paid);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'BOOKING_FAILED' });
    } finally {
      await t.app.db.execute(sql`drop trigger staylane_test_fail on payments`);
    }
    expect(await intentStatus(paid.paymentId)).toBe('voided');
    expect(await t.app.db.select().from(bookings).where(eq(bookings.holdId, paid.holdId))).toEqual(
      [],
    );
    const [hold] = await t.app.db.select().from(holds).where(eq(holds.id, paid.holdId));
    expect(hold?.status).toBe('active');
  });

  it('voids, on the next reconciliation after the hold expired, an authorization a crash left behind', async () => {
    const paid = await heldAndPaid(t.app, user, nextStay());
    // The process "dies" here: no booking request ever comes.
    const soon = await reconcile({ db: t.app.db, provider: t.app.paymentProvider, log: t.app.log });
    expect(soon.voided).toBe(0);
    expect(await intentStatus(paid.paymentId)).toBe('authorized');
    const later = new Date(Date.now() + 15 * 60_000);
    const counts = await reconcile({
      db: t.app.db,
      provider: t.app.paymentProvider,
      log: t.app.log,
      now: later,
    });
    expect(counts.voided).toBeGreaterThanOrEqual(1);
    expect(await intentStatus(paid.paymentId)).toBe('voided');
    // A booking attempted afterwards cannot use it.
    const response = await bookingRequest(t.app, user, paid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_USED' });
  });

  it('captures and confirms a booking a crash left capture_pending', async () => {
    const paid = await heldAndPaid(t.app, user, nextStay());
    const response = await bookingRequest(t.app, user, paid);
    const bookingId = Number(response.json().data.id);
    // Put it back as a crash right after the booking transaction would have left it.
    await t.app.db
      .update(bookings)
      .set({ status: 'capture_pending' })
      .where(eq(bookings.id, bookingId));
    await t.app.db
      .update(paymentIntents)
      .set({ status: 'authorized' })
      .where(eq(paymentIntents.id, paid.paymentId));
    const counts = await reconcile({
      db: t.app.db,
      provider: t.app.paymentProvider,
      log: t.app.log,
      now: new Date(Date.now() + 5 * 60_000),
    });
    expect(counts.captured).toBe(1);
    const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.status).toBe('confirmed');
    expect(await intentStatus(paid.paymentId)).toBe('captured');
  });
});
