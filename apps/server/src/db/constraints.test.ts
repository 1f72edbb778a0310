/**
 * The rules the schema itself enforces (style §4, docs/style.md): whatever the code does, the database
 * refuses what would break them.
 */
import { PAYMENT_STATUSES } from '@staylane/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import type { Database } from './database.js';
import {
  bookings,
  coupons,
  holds,
  hotels,
  newsletterSubscriptions,
  paymentIntents,
  payments,
  reviews,
  roomNights,
  rooms,
  users,
} from './schema.js';

/** Postgres error code of a failed statement, whichever driver raised it. */
async function sqlState(action: Promise<unknown>): Promise<string | undefined> {
  try {
    await action;
    return undefined;
  } catch (error) {
    const seen = new Set<unknown>();
    let current: unknown = error;
    while (current && typeof current === 'object' && !seen.has(current)) {
      seen.add(current);
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
      current = (current as { cause?: unknown }).cause;
    }
    throw error;
  }
}

const UNIQUE = '23505';
const CHECK = '23514';
const FOREIGN_KEY = '23503';

describe.each(TEST_DRIVERS)('schema constraints on %s', (driver) => {
  let database: TestDatabase;
  let db: Database;
  let userId: number;
  let hotelId: number;
  let roomId: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    db = database.db;
    [{ id: userId }] = (await db
      .insert(users)
      .values({ fullName: 'Ann Lee', email: 'Ann@Example.com', passwordHash: 'x' })
      .returning({ id: users.id })) as [{ id: number }];
    [{ id: hotelId }] = (await db
      .insert(hotels)
      .values({ name: 'Harbour View', city: 'Lisbon', country: 'Portugal' })
      .returning({ id: hotels.id })) as [{ id: number }];
    [{ id: roomId }] = (await db
      .insert(rooms)
      .values({ hotelId, name: 'Double', priceCents: 12_000, units: 2 })
      .returning({ id: rooms.id })) as [{ id: number }];
  });
  afterAll(() => database.destroy());

  it('refuses a second account whose e-mail differs only in case', async () => {
    const attempt = db
      .insert(users)
      .values({ fullName: 'Ann Two', email: 'ann@example.COM', passwordHash: 'x' });
    expect(await sqlState(attempt)).toBe(UNIQUE);
  });

  it('refuses an unknown role and an unknown gender', async () => {
    expect(
      await sqlState(
        db.insert(users).values({ fullName: 'R', email: 'r@x.io', passwordHash: 'x', role: 3 }),
      ),
    ).toBe(CHECK);
    expect(
      await sqlState(
        db
          .insert(users)
          .values({ fullName: 'G', email: 'g@x.io', passwordHash: 'x', gender: 'Other' }),
      ),
    ).toBe(CHECK);
  });

  it('never lets booked units of a night exceed the room units, nor fall below zero', async () => {
    await db.insert(roomNights).values({ roomId, night: '2030-05-01', units: 2, booked: 2 });
    const over = db
      .update(roomNights)
      .set({ booked: sql`${roomNights.booked} + 1` })
      .where(eq(roomNights.roomId, roomId));
    expect(await sqlState(over)).toBe(CHECK);
    expect(
      await sqlState(
        db.insert(roomNights).values({ roomId, night: '2030-05-02', units: 1, booked: -1 }),
      ),
    ).toBe(CHECK);
    const [night] = await db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
    expect(night?.booked).toBe(2);
  });

  it('refuses impossible rooms: no price, discount above 100 %', async () => {
    expect(await sqlState(db.insert(rooms).values({ hotelId, name: 'Free', priceCents: 0 }))).toBe(
      CHECK,
    );
    expect(
      await sqlState(
        db
          .insert(rooms)
          .values({ hotelId, name: 'Odd', priceCents: 100, discountBasisPoints: 10_001 }),
      ),
    ).toBe(CHECK);
  });

  it('refuses stays that end before they start and guest counts outside 1 to 4', async () => {
    const base = {
      ...{ hotelName: 'H', hotelCity: 'C', hotelCountry: 'P', roomType: 'R', userId },
      breakfastIncluded: false,
    };
    expect(
      await sqlState(
        db
          .insert(bookings)
          .values({ ...base, checkIn: '2030-01-05', checkOut: '2030-01-05', guests: 1 }),
      ),
    ).toBe(CHECK);
    expect(
      await sqlState(
        db
          .insert(bookings)
          .values({ ...base, checkIn: '2030-01-05', checkOut: '2030-01-06', guests: 5 }),
      ),
    ).toBe(CHECK);
    const hold = db.insert(holds).values({
      userId,
      roomId,
      checkIn: '2030-01-06',
      checkOut: '2030-01-05',
      guests: 1,
      expiresAt: new Date(),
    });
    expect(await sqlState(hold)).toBe(CHECK);
  });

  it('keeps one payment per booking, one booking per authorization, and only masked card numbers', async () => {
    const base = {
      hotelName: 'H',
      breakfastIncluded: false,
      hotelCity: 'C',
      hotelCountry: 'P',
      roomType: 'R',
      userId,
      checkIn: '2030-02-01',
      checkOut: '2030-02-03',
      guests: 2,
    };
    const [first, second] = await db
      .insert(bookings)
      .values([base, base])
      .returning({ id: bookings.id });
    await db.insert(paymentIntents).values([
      { id: 'pi_one', provider: 'sandbox', amountCents: 100, status: 'captured' },
      { id: 'pi_two', provider: 'sandbox', amountCents: 100, status: 'captured' },
    ]);
    const money = {
      cardNumber: '**** 4242',
      baseCents: 1,
      discountCents: 0,
      taxCents: 0,
      finalCents: 1,
    };
    await db.insert(payments).values({ ...money, bookingId: first!.id, paymentIntentId: 'pi_one' });
    expect(
      await sqlState(
        db.insert(payments).values({ ...money, bookingId: first!.id, paymentIntentId: 'pi_two' }),
      ),
    ).toBe(UNIQUE);
    expect(
      await sqlState(
        db.insert(payments).values({ ...money, bookingId: second!.id, paymentIntentId: 'pi_one' }),
      ),
    ).toBe(UNIQUE);
    const fullNumber = db.insert(payments).values({
      ...money,
      cardNumber: '4242424242424242',
      bookingId: second!.id,
      paymentIntentId: 'pi_two',
    });
    expect(await sqlState(fullNumber)).toBe(CHECK);
  });

  it('refuses a payment or an authorization whose status is not one of PAYMENT_STATUSES', async () => {
    const [booking] = await db
      .insert(bookings)
      .values({
        hotelName: 'H',
        breakfastIncluded: false,
        hotelCity: 'C',
        hotelCountry: 'P',
        roomType: 'R',
        userId,
        checkIn: '2030-03-01',
        checkOut: '2030-03-02',
        guests: 1,
      })
      .returning({ id: bookings.id });
    const intent = { provider: 'sandbox', amountCents: 100 };
    await db.insert(paymentIntents).values({ ...intent, id: 'pi_status', status: 'authorized' });
    const payment = {
      bookingId: booking!.id,
      paymentIntentId: 'pi_status',
      cardNumber: '**** 4242',
      baseCents: 100,
      discountCents: 0,
      taxCents: 0,
      finalCents: 100,
    };
    // The spec's wire word is not a stored status, nor is a made-up one.
    for (const status of ['Successful', 'Refunded', 'settled']) {
      const unknown = sql`insert into payments (booking_id, payment_intent_id, card_number,
        base_cents, discount_cents, tax_cents, final_cents, status)
        values (${booking!.id}, 'pi_status', '**** 4242', 100, 0, 0, 100, ${status})`;
      expect(await sqlState(db.execute(unknown))).toBe(CHECK);
    }
    const badIntent = sql`insert into payment_intents (id, provider, amount_cents, status)
      values ('pi_bad_status', 'sandbox', 100, 'Successful')`;
    expect(await sqlState(db.execute(badIntent))).toBe(CHECK);
    for (const status of PAYMENT_STATUSES) {
      await db
        .insert(payments)
        .values({ ...payment, status })
        .onConflictDoUpdate({
          target: payments.bookingId,
          set: { status },
        });
    }
    const [stored] = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.bookingId, booking!.id));
    expect(stored?.status).toBe(PAYMENT_STATUSES.at(-1));
  });

  it('refuses a review with a rating outside 1 to 5, a coupon outside 1 to 100 %, a duplicate newsletter address', async () => {
    expect(
      await sqlState(db.insert(reviews).values({ hotelId, userName: 'X', rating: 6, body: 'b' })),
    ).toBe(CHECK);
    expect(await sqlState(db.insert(coupons).values({ code: 'ZERO', percent: 0 }))).toBe(CHECK);
    await db.insert(newsletterSubscriptions).values({ email: 'news@x.io' });
    expect(await sqlState(db.insert(newsletterSubscriptions).values({ email: 'NEWS@x.io' }))).toBe(
      UNIQUE,
    );
  });

  it('refuses rows that point at nothing', async () => {
    expect(
      await sqlState(db.insert(rooms).values({ hotelId: 999_999, name: 'Ghost', priceCents: 100 })),
    ).toBe(FOREIGN_KEY);
    expect(
      await sqlState(
        db.insert(roomNights).values({ roomId: 999_999, night: '2030-01-01', units: 1 }),
      ),
    ).toBe(FOREIGN_KEY);
  });

  it('keeps bookings for the records when their user, hotel and room are deleted, and drops the rest', async () => {
    const [guest] = await db
      .insert(users)
      .values({ fullName: 'Gone', email: 'gone@x.io', passwordHash: 'x' })
      .returning({ id: users.id });
    const [hotel] = await db
      .insert(hotels)
      .values({ name: 'Closing', city: 'Porto', country: 'Portugal' })
      .returning({ id: hotels.id });
    const [room] = await db
      .insert(rooms)
      .values({ hotelId: hotel!.id, name: 'Twin', priceCents: 9_000 })
      .returning({ id: rooms.id });
    await db
      .insert(reviews)
      .values({ hotelId: hotel!.id, userId: guest!.id, userName: 'Gone', rating: 4, body: 'Nice' });
    await db
      .insert(roomNights)
      .values({ roomId: room!.id, night: '2020-03-01', units: 1, booked: 1 });
    const [booking] = await db
      .insert(bookings)
      .values({
        userId: guest!.id,
        hotelId: hotel!.id,
        roomId: room!.id,
        hotelName: 'Closing',
        breakfastIncluded: false,
        hotelCity: 'Porto',
        hotelCountry: 'Portugal',
        roomType: 'Twin',
        checkIn: '2020-03-01',
        checkOut: '2020-03-02',
        guests: 1,
      })
      .returning({ id: bookings.id });

    await db.delete(users).where(eq(users.id, guest!.id));
    await db.delete(hotels).where(eq(hotels.id, hotel!.id));

    const [kept] = await db.select().from(bookings).where(eq(bookings.id, booking!.id));
    expect(kept).toMatchObject({
      userId: null,
      hotelId: null,
      roomId: null,
      hotelName: 'Closing',
      roomType: 'Twin',
    });
    expect(await db.select().from(rooms).where(eq(rooms.hotelId, hotel!.id))).toEqual([]);
    expect(await db.select().from(reviews).where(eq(reviews.hotelId, hotel!.id))).toEqual([]);
    expect(await db.select().from(roomNights).where(eq(roomNights.roomId, room!.id))).toEqual([]);
  });
});
