/**
 * Browser Back after paying showed the booking page again. The page now says the
 * booking is complete; the server makes sure a hold that became a booking is never paid twice.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentIntents, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  tokeniseCard,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

describe.each(TEST_DRIVERS)('a paid hold on %s', (driver) => {
  let t: TestApp;
  let user: SignedInUser;
  let roomId: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await signedInUser(t.app);
    roomId = (await insertHotelWithRooms(t.app.db, [{ units: 3 }])).roomIds[0]!;
  });
  afterAll(() => t.close());

  const checkout = (holdId: string, paymentMethod: string, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: user.headers,
      payload: { paymentMethod, amount, source: 'card', holdId },
    });
  const intentsOf = (holdId: string) =>
    t.app.db.select().from(paymentIntents).where(eq(paymentIntents.holdId, holdId));

  it('refuses a second checkout once the hold became a booking, and authorizes nothing', async () => {
    const paid = await heldAndPaid(t.app, user, {
      roomId,
      checkIn: dateFromToday(60),
      checkOut: dateFromToday(62),
    });
    expect((await bookingRequest(t.app, user, paid)).statusCode).toBe(201);

    const again = await checkout(paid.holdId, await tokeniseCard(t.app, user), paid.amount);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'HOLD_CONVERTED',
      message: 'This hold has already become a booking',
    });
    expect(await intentsOf(paid.holdId)).toHaveLength(1);
  });

  it('books a hold once when two payments were authorized for it, and voids the other', async () => {
    const hold = await holdRequest(t.app, user, {
      roomId,
      checkIn: dateFromToday(70),
      checkOut: dateFromToday(71),
    });
    const { id: holdId, price } = hold.json().data as {
      id: string;
      price: { amountCents: number };
    };
    // Two tabs of the same booking page, each paying before the other booked.
    const first = await checkout(holdId, await tokeniseCard(t.app, user), price.amountCents);
    const second = await checkout(holdId, await tokeniseCard(t.app, user), price.amountCents);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const firstId = first.json().payment.id as string;
    const secondId = second.json().payment.id as string;

    expect((await bookingRequest(t.app, user, { holdId, paymentId: firstId })).statusCode).toBe(
      201,
    );
    const twice = await bookingRequest(t.app, user, { holdId, paymentId: secondId });
    expect(twice.statusCode).toBe(409);

    const statuses = Object.fromEntries(
      (await intentsOf(holdId)).map((intent) => [intent.id, intent.status]),
    );
    expect(statuses).toEqual({ [firstId]: 'captured', [secondId]: 'voided' });
    const booked = await t.app.db
      .select({ id: bookings.id })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(payments.paymentIntentId, secondId));
    expect(booked).toEqual([]);
  });
});
