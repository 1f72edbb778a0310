import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, roomNights, rooms, users } from '../../db/schema.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';
import { insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { roomHasFreeUnitSql } from './availability-sql.js';
import { freeUnitsForRooms } from '../../test/free-units.js';

describe.each(TEST_DRIVERS)('free units over a stay on %s', (driver) => {
  let database: TestDatabase;
  let roomIds: number[];
  let userId: number;
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const { db } = database;
    ({ roomIds } = await insertHotelWithRooms(db, [
      { units: 3 }, // busy: rows and holds
      { units: 2 }, // untouched
      { units: 2, available: false },
      { units: 0 },
      { units: 1 }, // full on one night
    ]));
    const [user] = await db
      .insert(users)
      .values({ fullName: 'A', email: 'a@example.test', passwordHash: 'x' })
      .returning();
    userId = user!.id;
    await db.insert(roomNights).values([
      { roomId: roomIds[0]!, night: '2031-03-01', units: 3, booked: 1 },
      { roomId: roomIds[0]!, night: '2031-03-02', units: 3, booked: 2 },
      { roomId: roomIds[4]!, night: '2031-03-03', units: 1, booked: 1 },
    ]);
    await db.insert(holds).values([
      // Covers 03-02 and 03-03: 03-02 becomes full (3 − 2 − 1).
      {
        userId,
        roomId: roomIds[0]!,
        checkIn: '2031-03-02',
        checkOut: '2031-03-04',
        guests: 1,
        expiresAt: inMinutes(10),
      },
      // Expired and released holds take nothing.
      {
        userId,
        roomId: roomIds[0]!,
        checkIn: '2031-03-01',
        checkOut: '2031-03-02',
        guests: 1,
        expiresAt: inMinutes(-1),
      },
      {
        userId,
        roomId: roomIds[0]!,
        checkIn: '2031-03-01',
        checkOut: '2031-03-02',
        guests: 1,
        expiresAt: inMinutes(10),
        status: 'released',
      },
    ]);
  });
  afterAll(() => database.destroy());

  it('takes the fewest free units over the nights, counting live holds and booked units', async () => {
    const free = await freeUnitsForRooms(database.db, roomIds, '2031-03-01', '2031-03-02');
    expect(free.get(roomIds[0]!)).toBe(2);
    const overTwoNights = await freeUnitsForRooms(database.db, roomIds, '2031-03-01', '2031-03-03');
    expect(overTwoNights.get(roomIds[0]!)).toBe(0);
    const afterwards = await freeUnitsForRooms(database.db, roomIds, '2031-03-03', '2031-03-05');
    expect(afterwards.get(roomIds[0]!)).toBe(2);
  });

  it('gives an untouched room all its units, an unavailable or empty room none', async () => {
    const free = await freeUnitsForRooms(database.db, roomIds, '2031-03-01', '2031-03-31');
    expect(free.get(roomIds[1]!)).toBe(2);
    expect(free.get(roomIds[2]!)).toBe(0);
    expect(free.get(roomIds[3]!)).toBe(0);
    expect(free.get(roomIds[4]!)).toBe(0);
    expect(free.has(999_999)).toBe(false);
  });

  it('lets a hold lapse by itself once it expires', async () => {
    const later = inMinutes(11);
    const free = await freeUnitsForRooms(database.db, roomIds, '2031-03-02', '2031-03-03', later);
    expect(free.get(roomIds[0]!)).toBe(1);
  });

  it('filters rooms with a free unit on every night in SQL', async () => {
    async function freeRoomIds(checkIn: string, checkOut: string) {
      const rows = await database.db
        .select({ id: rooms.id })
        .from(rooms)
        .where(sql`${roomHasFreeUnitSql(rooms.id, checkIn, checkOut)}`)
        .orderBy(rooms.id);
      return rows.map((row) => row.id);
    }
    expect(await freeRoomIds('2031-03-01', '2031-03-02')).toEqual([
      roomIds[0],
      roomIds[1],
      roomIds[4],
    ]);
    expect(await freeRoomIds('2031-03-01', '2031-03-04')).toEqual([roomIds[1]]);
    const aliased = await database.db.execute(
      sql`select r.id from rooms r where ${roomHasFreeUnitSql(sql`r.id`, '2031-03-03', '2031-03-04')} order by r.id`,
    );
    const { rows } = aliased as unknown as { rows: { id: number }[] };
    expect(rows.map((row) => Number(row.id))).toEqual([roomIds[0], roomIds[1]]);
  });
});
