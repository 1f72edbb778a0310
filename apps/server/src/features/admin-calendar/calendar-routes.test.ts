/**
 * The availability calendar (decision 026) counts each night as the one inventory does: a
 * booking, a live hold and a block take units, a cancelled booking does not, and an over-full
 * night (a channel's block over a booking) shows 0 free, never less.
 */
import { CALENDAR_NIGHTS_DEFAULT, CALENDAR_TEXTS, type CalendarNight } from '@staylane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, roomNights } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
} from '../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { addBlock } from '../availability/index.js';

const day = dateFromToday;
const counts = ({ night, units, booked, held, blocked, free }: CalendarNight) => ({
  night,
  units,
  booked,
  held,
  blocked,
  free,
});

describe.each(TEST_DRIVERS)('availability calendar on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const calendar = (hotelId: number | string, query = '', headers = admin.headers) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/hotels/${hotelId}/calendar${query}`,
      headers,
    });

  it('counts a booking, a hold and a block per night, and not a cancelled booking', async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [
      { name: 'Suite', units: 3 },
      { name: 'Single', units: 1 },
    ]);
    const [suite, single] = roomIds as [number, number];
    const guest = await signedInUser(t.app, { fullName: 'Ada Lovelace' });
    const paid = await heldAndPaid(t.app, guest, {
      roomId: suite,
      checkIn: day(20),
      checkOut: day(22),
    });
    const booked = await bookingRequest(t.app, guest, paid);
    expect(booked.statusCode).toBe(201);
    const bookingId = String(booked.json().data.id);
    const holder = await signedInUser(t.app);
    const held = await holdRequest(t.app, holder, {
      roomId: suite,
      checkIn: day(21),
      checkOut: day(23),
    });
    expect(held.statusCode).toBe(201);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blocks',
      headers: admin.headers,
      payload: { roomId: String(suite), from: day(22), to: day(23), units: 1, reason: 'Painting' },
    });
    expect(blocked.statusCode).toBe(201);
    // A cancelled booking gave its nights back: it is neither counted nor listed.
    await t.app.db.insert(bookings).values({
      ...{ hotelId, roomId: suite, hotelName: 'H', hotelCity: 'C', hotelCountry: 'P' },
      ...{ roomType: 'Suite', checkIn: day(20), checkOut: day(21), guests: 1 },
      ...{ guestName: 'Gone Guest', status: 'cancelled', breakfastIncluded: false },
    });
    // The single room over-full: booked here and sold by a channel too.
    await t.app.db
      .insert(roomNights)
      .values({ roomId: single, night: day(23), units: 1, booked: 1 });
    await t.app.db.transaction((tx) =>
      addBlock(tx, {
        ...{ roomId: single, checkIn: day(23), checkOut: day(24), units: 1 },
        ...{ reason: 'Airbnb', source: 'channel', now: new Date() },
      }),
    );

    const answer = await calendar(hotelId, `?from=${day(19)}&to=${day(24)}`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ hotelId: String(hotelId), from: day(19), to: day(24) });
    expect(
      data.rooms.map((room: { name: string; units: number }) => [room.name, room.units]),
    ).toEqual([
      ['Suite', 3],
      ['Single', 1],
    ]);
    const [suiteNights, singleNights] = data.rooms.map(
      (room: { nights: CalendarNight[] }) => room.nights,
    ) as [CalendarNight[], CalendarNight[]];
    expect(suiteNights.map(counts)).toEqual([
      { night: day(19), units: 3, booked: 0, held: 0, blocked: 0, free: 3 },
      { night: day(20), units: 3, booked: 1, held: 0, blocked: 0, free: 2 },
      { night: day(21), units: 3, booked: 1, held: 1, blocked: 0, free: 1 },
      { night: day(22), units: 3, booked: 0, held: 1, blocked: 1, free: 1 },
      { night: day(23), units: 3, booked: 0, held: 0, blocked: 0, free: 3 },
    ]);
    expect(suiteNights[1]!.bookings).toEqual([
      {
        id: bookingId,
        guestName: 'Ada Lovelace',
        checkIn: day(20),
        checkOut: day(22),
        guests: 2,
        status: 'confirmed',
      },
    ]);
    expect(suiteNights[2]!.bookings.map((booking) => booking.id)).toEqual([bookingId]);
    expect(suiteNights[3]!.bookings).toEqual([]);
    expect(suiteNights[3]!.blocks).toEqual([
      {
        id: blocked.json().data.id,
        from: day(22),
        to: day(23),
        units: 1,
        reason: 'Painting',
        source: 'admin',
      },
    ]);
    expect(singleNights.at(-1)).toMatchObject({ booked: 1, blocked: 1, free: 0 });
    expect(singleNights.at(-1)!.blocks[0]).toMatchObject({ source: 'channel', reason: 'Airbnb' });
  });

  it('shows two weeks from the hotel’s today by default and refuses ranges it cannot show', async () => {
    const { hotelId } = await insertHotelWithRooms(t.app.db, [{ units: 2 }]);
    const plain = await calendar(hotelId);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({
      today: day(0),
      from: day(0),
      to: day(CALENDAR_NIGHTS_DEFAULT),
    });
    expect(plain.json().data.rooms[0].nights).toHaveLength(CALENDAR_NIGHTS_DEFAULT);
    const fromOnly = await calendar(hotelId, `?from=${day(-30)}`);
    expect(fromOnly.json().data).toMatchObject({ from: day(-30), to: day(-16) });
    expect((await calendar(hotelId, `?from=${day(0)}&to=${day(62)}`)).statusCode).toBe(200);

    const refused: [string, number, string][] = [
      [`?from=${day(0)}&to=${day(63)}`, 400, CALENDAR_TEXTS.tooLong],
      [`?from=${day(5)}&to=${day(5)}`, 400, CALENDAR_TEXTS.datesOrder],
      [`?from=2026-02-30`, 400, CALENDAR_TEXTS.datesRequired],
      [`?to=tomorrow`, 400, CALENDAR_TEXTS.datesRequired],
      // Filled in to 14 nights later, this would overflow year 9999.
      [`?from=9999-12-30`, 400, CALENDAR_TEXTS.datesOutOfRange],
      [`?to=1999-12-31`, 400, CALENDAR_TEXTS.datesOutOfRange],
    ];
    for (const [query, status, message] of refused) {
      const answer = await calendar(hotelId, query);
      expect({ query, status: answer.statusCode }).toEqual({ query, status });
      expect(answer.json().message).toContain(message);
    }
    expect((await calendar(2_000_000_000)).json()).toEqual({
      message: CALENDAR_TEXTS.hotelNotFound,
      code: 'NOT_FOUND',
    });
    expect((await calendar('abc')).statusCode).toBe(400);
  });

  it('answers strangers with 401 and users with 403', async () => {
    const { hotelId } = await insertHotelWithRooms(t.app.db);
    const user = await signedInUser(t.app);
    expect((await calendar(hotelId, '', {} as typeof admin.headers)).statusCode).toBe(401);
    expect((await calendar(hotelId, '', user.headers)).statusCode).toBe(403);
  });
});
