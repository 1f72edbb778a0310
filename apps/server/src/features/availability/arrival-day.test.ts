/**
 * A stay's arrival day must not be over at the hotel (decision 039): at the hotel's own
 * midnight, in the earliest and the latest time zones on earth, the search, the hotel page, a
 * hold, checkout and the booking refuse the day that has just ended there and take the day
 * that has just begun; a review needs a stay booked by its arrival day. The clock is Date's,
 * set by the test (the server reads "now" from it, and PGlite's now() too).
 */
import { addDays, hotelSearchKey, REVIEW_TEXTS, STAY_MESSAGES } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hotels, paymentIntents } from '../../db/schema.js';
import {
  bookingRequest,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  tokeniseCard,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { insertBooking } from '../../test/stored-bookings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time zones at the ends of the earth's day: Kiritimati is UTC+14, Pago Pago UTC−11 (the
 * latest inhabited), Etc/GMT+12 UTC−12 (where the earliest today is read); and Tokyo, where
 * the stay that was found booked and reviewed at once was.
 */
const ZONES = [
  { zone: 'Pacific/Kiritimati', utcOffsetHours: 14 },
  { zone: 'Asia/Tokyo', utcOffsetHours: 9 },
  { zone: 'Pacific/Pago_Pago', utcOffsetHours: -11 },
  { zone: 'Etc/GMT+12', utcOffsetHours: -12 },
] as const;

/**
 * The next midnight at a hotel of that offset after the real now, and the day it begins:
 * close to the database's own clock, so nothing the test makes looks expired or ancient.
 */
function nextMidnight(utcOffsetHours: number) {
  const offsetMs = utcOffsetHours * HOUR_MS;
  const localNow = Date.now() + offsetMs;
  const localMidnight = (Math.floor(localNow / DAY_MS) + 1) * DAY_MS;
  const day = new Date(localMidnight).toISOString().slice(0, 10);
  return { at: new Date(localMidnight - offsetMs), day };
}

const errorOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json<Record<string, unknown>>(),
});

const CHECK_IN_PAST_400 = {
  status: 400,
  body: {
    message: STAY_MESSAGES.checkInPast,
    code: 'VALIDATION',
    fields: { checkInDate: STAY_MESSAGES.checkInPast },
  },
};
const CHECK_IN_PAST_422 = {
  status: 422,
  body: { message: STAY_MESSAGES.checkInPast, code: 'CHECK_IN_PAST' },
};

describe.each(ZONES)('the arrival day at a hotel in $zone', ({ zone, utcOffsetHours }) => {
  let t: TestApp;
  let hotelId: number;
  let roomId: number;
  let guest: SignedInUser;
  const city = `Zone${zone.replace(/[^A-Za-z]/g, '')}`;
  const { at: midnight, day: today } = nextMidnight(utcOffsetHours);
  const yesterday = addDays(today, -1);
  const justBefore = new Date(midnight.getTime() - 60_000);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const fixture = await insertHotelWithRooms(t.app.db, [{ units: 20 }], { city });
    hotelId = fixture.hotelId;
    roomId = fixture.roomIds[0]!;
    await t.app.db
      .update(hotels)
      .set({ timeZone: zone, searchKey: hotelSearchKey({ city, state: '', country: 'Portugal' }) })
      .where(eq(hotels.id, hotelId));
    guest = await signedInUser(t.app);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  /** Date (and with it the server's clock) stands at `instant`. */
  const clockAt = (instant: Date) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(instant);
  };
  const search = (checkIn: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/hotels?city=${city}&checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 2)}`,
    });
  const hotelPage = (checkIn: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotelId}?checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 2)}`,
    });
  const hold = (checkIn: string) =>
    holdRequest(t.app, guest, { roomId, checkIn, checkOut: addDays(checkIn, 2), guests: 1 });
  const listedIds = (response: LightMyRequestResponse) =>
    (response.json().data as { id: string }[]).map((hotel) => hotel.id);

  it('refuses yesterday at the hotel on the hotel page and for a hold, and takes today', async () => {
    clockAt(midnight);
    expect(errorOf(await hotelPage(yesterday))).toEqual(CHECK_IN_PAST_400);
    expect(errorOf(await hold(yesterday))).toEqual(CHECK_IN_PAST_400);
    expect((await hotelPage(today)).statusCode).toBe(200);
    expect((await hold(today)).statusCode).toBe(201);
  });

  it('takes the day that is still today a minute before the hotel’s midnight', async () => {
    clockAt(justBefore);
    expect((await hotelPage(yesterday)).statusCode).toBe(200);
    expect((await hold(yesterday)).statusCode).toBe(201);
  });

  it('leaves the hotel out of a search for its yesterday, or refuses a day over everywhere', async () => {
    clockAt(justBefore);
    // Kept answers must not outlive the hotel's midnight (the quarter hour is in their key).
    expect(listedIds(await search(yesterday))).toEqual([String(hotelId)]);
    clockAt(midnight);
    const after = await search(yesterday);
    if (utcOffsetHours === -12) {
      // The last time zone's yesterday is over everywhere on earth: an invalid date.
      expect(errorOf(after)).toEqual(CHECK_IN_PAST_400);
    } else {
      expect(after.statusCode).toBe(200);
      expect(listedIds(after)).toEqual([]);
    }
    expect(listedIds(await search(today))).toEqual([String(hotelId)]);
  });

  it('refuses checkout, then the booking, once the hotel’s midnight passes after the hold', async () => {
    clockAt(justBefore);
    const held = await hold(yesterday);
    expect(held.statusCode).toBe(201);
    const { id: holdId, price } = held.json().data as {
      id: string;
      price: { amountCents: number };
    };
    const paymentMethod = await tokeniseCard(t.app, guest);
    const checkout = (body: object = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: guest.headers,
        payload: { paymentMethod, amount: price.amountCents, holdId, ...body },
      });

    // Paid before midnight, booked after it.
    const paid = await checkout();
    expect(paid.statusCode).toBe(200);
    clockAt(midnight);
    const paymentId = paid.json().payment.id as string;
    expect(errorOf(await bookingRequest(t.app, guest, { holdId, paymentId }))).toEqual(
      CHECK_IN_PAST_422,
    );
    // The card was not charged: the authorization is voided.
    const [intent] = await t.app.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paymentId));
    expect(intent?.status).toBe('voided');

    // Held before midnight, paid after it.
    clockAt(justBefore);
    const again = await hold(yesterday);
    clockAt(midnight);
    expect(
      errorOf(
        await t.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: guest.headers,
          payload: {
            paymentMethod,
            amount: price.amountCents,
            holdId: again.json().data.id as string,
          },
        }),
      ),
    ).toEqual(CHECK_IN_PAST_422);
  });

  it('refuses to review a stay booked after its night, and takes a stay booked in time', async () => {
    const review = (bookingId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/review`,
        headers: guest.headers,
        payload: {
          rating: 5,
          cleanliness: 5,
          location: 5,
          staff: 5,
          value: 5,
          text: 'We never slept there, yet the site calls this a verified stay.',
        },
      });
    clockAt(midnight);
    // Yesterday's night booked at today's midnight: checked out today, reviewable today — if
    // the booking date were not read.
    const afterwards = await insertBooking(t.app.db, {
      userId: guest.id,
      hotelId,
      roomId,
      checkIn: yesterday,
      checkOut: today,
      bookedAt: midnight,
    });
    expect(errorOf(await review(afterwards.id))).toEqual({
      status: 422,
      body: { message: REVIEW_TEXTS.bookedAfterArrival, code: 'BOOKED_AFTER_ARRIVAL' },
    });
    const stays = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/stays',
      headers: guest.headers,
    });
    expect(stays.json().data).toEqual([]);

    // The same night booked a minute before its day ended there (a late arrival) is a stay.
    const inTime = await insertBooking(t.app.db, {
      userId: guest.id,
      hotelId,
      roomId,
      checkIn: yesterday,
      checkOut: today,
      bookedAt: justBefore,
    });
    expect((await review(inTime.id)).statusCode).toBe(201);
  });
});
