import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, holds, paymentIntents, roomNights, rooms } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  tokeniseCard,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

const STAY = { checkIn: dateFromToday(20), checkOut: dateFromToday(23) };

describe.each(TEST_DRIVERS)('room capacity of holds on %s', (driver) => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const liveHolds = (roomId: number) =>
    t.app.db
      .select()
      .from(holds)
      .where(and(eq(holds.roomId, roomId), eq(holds.status, 'active')));

  it('refuses more guests than the room sleeps with 409 ROOM_TOO_SMALL and holds nothing', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 5, maxGuests: 2 }]);
    const response = await holdRequest(t.app, user, { roomId: roomIds[0]!, ...STAY, guests: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This room sleeps at most 2 guests',
      code: 'ROOM_TOO_SMALL',
    });
    expect(await liveHolds(roomIds[0]!)).toHaveLength(0);
  });

  it('says "1 guest" for a single room', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ maxGuests: 1 }]);
    const response = await holdRequest(t.app, user, { roomId: roomIds[0]!, ...STAY, guests: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This room sleeps at most 1 guest');
  });

  it('holds a room for exactly as many guests as it sleeps', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ maxGuests: 4 }]);
    const response = await holdRequest(t.app, user, { roomId: roomIds[0]!, ...STAY, guests: 4 });
    expect(response.statusCode).toBe(201);
    expect(await liveHolds(roomIds[0]!)).toHaveLength(1);
  });

  it('gives the last family unit to exactly one of 10 concurrent 4-guest holds; doubles take none', async () => {
    // One family unit left over the stay, and a double with units to spare that 4 do not fit.
    const { roomIds } = await insertHotelWithRooms(t.app.db, [
      { units: 2, maxGuests: 4 },
      { units: 10, maxGuests: 2 },
    ]);
    const [family, double] = [roomIds[0]!, roomIds[1]!];
    await t.app.db.insert(roomNights).values(
      [20, 21, 22].map((day) => ({
        roomId: family,
        night: dateFromToday(day),
        units: 2,
        booked: 1,
      })),
    );
    const travellers: SignedInUser[] = [];
    for (let i = 0; i < 10; i += 1) travellers.push(await signedInUser(t.app));
    const answers = await Promise.all(
      travellers.map((traveller, i) =>
        holdRequest(t.app, traveller, { roomId: i % 2 ? double : family, ...STAY, guests: 4 }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(9);
    const tooSmall = answers.filter((answer) => answer.json().code === 'ROOM_TOO_SMALL');
    expect(tooSmall).toHaveLength(5);
    expect(await liveHolds(family)).toHaveLength(1);
    expect(await liveHolds(double)).toHaveLength(0);
  });

  it('refuses to pay for a hold of more guests than the room now sleeps', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ maxGuests: 4 }]);
    const roomId = roomIds[0]!;
    const held = await holdRequest(t.app, user, { roomId, ...STAY, guests: 4 });
    expect(held.statusCode).toBe(201);
    await t.app.db.update(rooms).set({ maxGuests: 2 }).where(eq(rooms.id, roomId));

    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: user.headers,
      payload: {
        paymentMethod: await tokeniseCard(t.app, user),
        amount: held.json().data.price.amountCents,
        source: 'card',
        holdId: held.json().data.id,
      },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().code).toBe('ROOM_TOO_SMALL');
  });

  it('refuses the booking and gives the money back when the room shrank after checkout', async () => {
    const guest = await signedInUser(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ maxGuests: 4 }]);
    const roomId = roomIds[0]!;
    const paid = await heldAndPaid(t.app, guest, { roomId, ...STAY, guests: 3 });
    await t.app.db.update(rooms).set({ maxGuests: 2 }).where(eq(rooms.id, roomId));

    const booking = await bookingRequest(t.app, guest, paid);
    expect(booking.statusCode).toBe(409);
    expect(booking.json().code).toBe('ROOM_TOO_SMALL');
    expect(await t.app.db.select().from(bookings).where(eq(bookings.roomId, roomId))).toEqual([]);
    const [intent] = await t.app.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paid.paymentId));
    expect(intent?.status).toBe('voided');
    const nights = await t.app.db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
    expect(nights.every((night) => night.booked === 0)).toBe(true);
  });
});
