/**
 * The traveller's phone of a booking: the spec's 10 digits, or an international number kept
 * in E.164 (decision 031); a bad international number is a 400 naming the field.
 */
import { INTERNATIONAL_PHONE_INVALID } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

describe.each(TEST_DRIVERS)('the traveller’s phone of a booking on %s', (driver) => {
  let t: TestApp;
  let user: SignedInUser;
  let roomId: number;
  let day = 40;

  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await signedInUser(t.app, { fullName: 'Olivia Hart' });
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 5 }]);
    roomId = roomIds[0]!;
  });
  afterAll(() => t.close());

  async function bookWithPhone(phoneNumber: string) {
    day += 2;
    const paid = await heldAndPaid(t.app, user, {
      roomId,
      checkIn: dateFromToday(day),
      checkOut: dateFromToday(day + 1),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...user.headers, 'idempotency-key': `phone-${paid.paymentId}` },
      payload: {
        holdId: paid.holdId,
        paymentId: paid.paymentId,
        fullName: user.fullName,
        email: user.email,
        phoneNumber,
      },
    });
  }

  const storedPhone = async (id: string) =>
    (
      await t.app.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, Number(id)))
    )[0]!.guestPhone;

  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+33 6 12-34-56-78', '+33612345678'],
    ['600 123 4567', '6001234567'],
  ])('books with the phone %s and keeps it as %s', async (typed, kept) => {
    const response = await bookWithPhone(typed);
    expect(response.statusCode).toBe(201);
    expect(await storedPhone(response.json().data.id)).toBe(kept);
  });

  it.each([
    ['+44 20 7946', INTERNATIONAL_PHONE_INVALID],
    ['+44 20 7946 0958 x', INTERNATIONAL_PHONE_INVALID],
    ['44 20 7946 0958', 'Number cannot be longer  or shorter than 10 digits'],
  ])('refuses the phone %s with 400 and its message', async (typed, message) => {
    const response = await bookWithPhone(typed);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.phoneNumber).toBe(message);
  });
});
