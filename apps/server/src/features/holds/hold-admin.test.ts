/** Administrators see every live hold and can release any of them (decision 017). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { freeUnitsForRooms } from '../../test/free-units.js';
import {
  dateFromToday,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

const STAY = { checkIn: dateFromToday(25), checkOut: dateFromToday(27) };

describe.each(TEST_DRIVERS)('admin holds on %s', (driver) => {
  let t: TestApp;
  let admin: SignedInUser;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signedInUser(t.app, { role: 2 });
    user = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  const list = (caller?: SignedInUser) =>
    t.app.inject({ method: 'GET', url: '/api/admin/holds', headers: caller?.headers });
  const release = (id: string, caller?: SignedInUser) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/holds/${id}`, headers: caller?.headers });

  it('lists live holds with room, hotel, user e-mail, stay and expiry, and releases one', async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(
      t.app.db,
      [{ name: 'Sea View' }, { name: 'Garden' }],
      { name: 'Hotel Held' },
    );
    const held = (await holdRequest(t.app, user, { roomId: roomIds[0]!, ...STAY })).json().data;
    const lapsed = (await holdRequest(t.app, user, { roomId: roomIds[1]!, ...STAY })).json().data;
    await t.app.db
      .update(holds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(holds.id, lapsed.id));

    const answer = await list(admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      {
        id: held.id,
        roomId: roomIds[0],
        RoomType: 'Sea View',
        hotelId,
        HotelName: 'Hotel Held',
        userEmail: user.email,
        checkInDate: STAY.checkIn,
        checkOutDate: STAY.checkOut,
        guests: 2,
        expiresAt: held.expiresAt,
      },
    ]);

    const released = await release(held.id, admin);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ message: 'Hold released', data: { id: held.id } });
    expect((await list(admin)).json().data).toEqual([]);
    const free = await freeUnitsForRooms(t.app.db, [roomIds[0]!], STAY.checkIn, STAY.checkOut);
    expect(free.get(roomIds[0]!)).toBe(1);
  });

  it('answers 401 to a stranger and 403 to a user, and leaves the hold alone', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}]);
    const held = (await holdRequest(t.app, user, { roomId: roomIds[0]!, ...STAY })).json().data;
    expect((await list()).statusCode).toBe(401);
    const forbidden = await list(user);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('FORBIDDEN');
    expect((await release(held.id)).statusCode).toBe(401);
    expect((await release(held.id, user)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(holds).where(eq(holds.id, held.id));
    expect(row!.status).toBe('active');
  });

  it('answers 404 for an unknown hold and 409 for one that became a booking', async () => {
    expect((await release('00000000-0000-4000-8000-000000000000', admin)).json()).toEqual({
      message: 'This hold does not exist',
      code: 'NOT_FOUND',
    });
    expect((await release('not-a-hold', admin)).statusCode).toBe(404);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}]);
    const held = (await holdRequest(t.app, user, { roomId: roomIds[0]!, ...STAY })).json().data;
    await t.app.db.update(holds).set({ status: 'converted' }).where(eq(holds.id, held.id));
    const answer = await release(held.id, admin);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('HOLD_CONVERTED');
  });
});
