/**
 * Maintenance blocks (decision 020) on the one inventory: a block takes units out of
 * search and holds, an admin's block never takes a unit someone holds or booked, a channel's
 * block is recorded even then, and a race between holds and a block never oversells.
 */
import { BLOCK_TEXTS } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBlocks, roomNights } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  dateFromToday,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
} from '../../test/booking-fixtures.js';
import { freeUnitsForRooms } from '../../test/free-units.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { addBlock } from '../availability/index.js';

const FROM = dateFromToday(20);
const TO = dateFromToday(22);

describe.each(TEST_DRIVERS)('maintenance blocks on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const block = (payload: Record<string, unknown>, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/admin/blocks', headers, payload });
  const unblock = (id: string, headers = admin.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/blocks/${id}`, headers });
  const nightsOf = (roomId: number) =>
    t.app.db.select().from(roomNights).where(eq(roomNights.roomId, roomId));

  it('takes the blocked units out of search and holds, and gives them back when removed', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 2 }]);
    const roomId = roomIds[0]!;
    const added = await block({
      roomId: String(roomId),
      from: FROM,
      to: TO,
      units: 2,
      reason: 'Painting',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      roomId: String(roomId),
      from: FROM,
      to: TO,
      units: 2,
      source: 'admin',
    });

    expect((await freeUnitsForRooms(t.app.db, [roomId], FROM, TO)).get(roomId)).toBe(0);
    // The night after the block is for sale as before.
    expect((await freeUnitsForRooms(t.app.db, [roomId], TO, dateFromToday(23))).get(roomId)).toBe(
      2,
    );
    const guest = await signedInUser(t.app);
    const refused = await holdRequest(t.app, guest, {
      roomId,
      checkIn: dateFromToday(21),
      checkOut: dateFromToday(24),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ROOM_TAKEN');

    expect((await unblock(added.json().data.id)).statusCode).toBe(200);
    expect((await nightsOf(roomId)).map((night) => night.blocked)).toEqual([0, 0]);
    const held = await holdRequest(t.app, guest, {
      roomId,
      checkIn: dateFromToday(21),
      checkOut: dateFromToday(24),
    });
    expect(held.statusCode).toBe(201);
    // Removing it twice: the second finds nothing.
    expect((await unblock(added.json().data.id)).statusCode).toBe(404);
  });

  it('refuses to block a unit someone holds, changing nothing', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const roomId = roomIds[0]!;
    const guest = await signedInUser(t.app);
    expect(
      (await holdRequest(t.app, guest, { roomId, checkIn: FROM, checkOut: TO })).statusCode,
    ).toBe(201);

    const refused = await block({
      roomId,
      from: dateFromToday(19),
      to: TO,
      units: 1,
      reason: 'Leak',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: BLOCK_TEXTS.notFree, code: 'UNITS_NOT_FREE' });
    expect(await t.app.db.select().from(roomBlocks).where(eq(roomBlocks.roomId, roomId))).toEqual(
      [],
    );
    expect((await nightsOf(roomId)).every((night) => night.blocked === 0)).toBe(true);
  });

  it('records a channel block over a booked unit as an over-full night, selling nothing more', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const roomId = roomIds[0]!;
    await t.app.db.insert(roomNights).values({ roomId, night: FROM, units: 1, booked: 1 });
    await t.app.db.transaction((tx) =>
      addBlock(tx, {
        roomId,
        checkIn: FROM,
        checkOut: TO,
        units: 1,
        reason: 'Airbnb',
        source: 'channel',
        now: new Date(),
      }),
    );
    const nights = await nightsOf(roomId);
    expect(nights.map(({ night, booked, blocked }) => ({ night, booked, blocked }))).toEqual([
      { night: FROM, booked: 1, blocked: 1 },
      { night: dateFromToday(21), booked: 0, blocked: 1 },
    ]);
    expect((await freeUnitsForRooms(t.app.db, [roomId], FROM, TO)).get(roomId)).toBe(0);
  });

  it('gives the last unit to exactly one of ten holds and a block racing for it', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 1 }]);
    const roomId = roomIds[0]!;
    const guests = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t.app)));
    const answers = await Promise.all([
      block({ roomId, from: FROM, to: TO, units: 1, reason: 'Race' }),
      ...guests.map((guest) => holdRequest(t.app, guest, { roomId, checkIn: FROM, checkOut: TO })),
    ]);
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    const nights = await nightsOf(roomId);
    expect(nights.every((night) => night.blocked + night.booked <= night.units)).toBe(true);
    expect((await freeUnitsForRooms(t.app.db, [roomId], FROM, TO)).get(roomId)).toBe(0);
  });

  it('answers bad blocks with the reason and the field, and strangers with 401 and 403', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 2 }]);
    const roomId = roomIds[0]!;
    const good = { roomId, from: FROM, to: TO, units: 1, reason: 'Repairs' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...good, from: dateFromToday(-3) }, 400, BLOCK_TEXTS.pastNights],
      [{ ...good, to: FROM }, 400, BLOCK_TEXTS.datesOrder],
      [{ ...good, to: dateFromToday(400) }, 400, BLOCK_TEXTS.tooLong],
      [{ ...good, from: '2026-02-30' }, 400, BLOCK_TEXTS.datesRequired],
      [{ ...good, units: 3 }, 400, BLOCK_TEXTS.unitsAboveRoom],
      [{ ...good, units: 0 }, 400, BLOCK_TEXTS.unitsRange],
      [{ ...good, reason: '  ' }, 400, BLOCK_TEXTS.reasonRequired],
      [{ ...good, roomId: '12abc' }, 400, BLOCK_TEXTS.roomRequired],
      [{ ...good, roomId: 2_000_000_000 }, 404, BLOCK_TEXTS.roomNotFound],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await block(payload);
      expect({ payload, status: answer.statusCode }).toEqual({ payload, status });
      expect(answer.body).toContain(message);
    }
    expect(await t.app.db.select().from(roomBlocks).where(eq(roomBlocks.roomId, roomId))).toEqual(
      [],
    );

    const user = await signedInUser(t.app);
    expect((await block(good, {} as typeof admin.headers)).statusCode).toBe(401);
    expect((await block(good, user.headers)).statusCode).toBe(403);
    expect((await unblock('1', user.headers)).statusCode).toBe(403);
    expect((await unblock('nope')).statusCode).toBe(400);
  });
});
