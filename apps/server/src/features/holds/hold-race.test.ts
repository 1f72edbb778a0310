import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/database.js';
import { holds, roomNights } from '../../db/schema.js';
import { createTestApp, HOLD_LIMITS_FOR_TESTS, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { freeUnitsForRooms } from '../../test/free-units.js';
import { ROOM_TAKEN } from '../availability/index.js';
import {
  dateFromToday,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

const STAY = { checkIn: dateFromToday(30), checkOut: dateFromToday(33) };

/** Rooms with 3 units of which 2 are booked on every night of STAY: one unit left. */
async function roomWithOneUnitLeft(db: Database) {
  const { roomIds } = await insertHotelWithRooms(db, [{ units: 3 }, { units: 3 }]);
  const roomId = roomIds[0]!;
  await db
    .insert(roomNights)
    .values([0, 1, 2].map((i) => ({ roomId, night: dateFromToday(30 + i), units: 3, booked: 2 })));
  return { roomId, otherRoomId: roomIds[1]! };
}

async function expectOneWinner(
  db: Database,
  answers: { statusCode: number; json(): unknown }[],
  roomId: number,
  otherRoomId: number,
) {
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(answers.length - 1);
  for (const answer of answers.filter((a) => a.statusCode === 409)) {
    expect(answer.json()).toEqual({ message: ROOM_TAKEN, code: 'ROOM_TAKEN' });
  }
  const live = await db
    .select()
    .from(holds)
    .where(and(eq(holds.roomId, roomId), eq(holds.status, 'active')));
  expect(live).toHaveLength(1);
  const free = await freeUnitsForRooms(db, [roomId, otherRoomId], STAY.checkIn, STAY.checkOut);
  expect(free.get(roomId)).toBe(0);
  // Nights around the stay and the other room are untouched.
  expect(free.get(otherRoomId)).toBe(3);
  const around = await freeUnitsForRooms(db, [roomId], dateFromToday(33), dateFromToday(35));
  expect(around.get(roomId)).toBe(3);
  const nights = await db.select().from(roomNights).where(eq(roomNights.roomId, roomId));
  expect(nights.every((n) => n.booked === 2)).toBe(true);
}

async function users(app: FastifyInstance, count: number): Promise<SignedInUser[]> {
  const list: SignedInUser[] = [];
  for (let i = 0; i < count; i += 1) list.push(await signedInUser(app));
  return list;
}

describe.each(TEST_DRIVERS)('concurrent holds on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('gives the last unit to exactly one of 50 concurrent holds; 49 get a clean 409', async () => {
    const { roomId, otherRoomId } = await roomWithOneUnitLeft(t.app.db);
    const travellers = await users(t.app, 50);

    let blocker: pg.Client | undefined;
    if (t.database.url) {
      // Prove the requests really run at once on PostgreSQL: lock the nights first, wait until
      // many claimers are queued behind the lock, then let them race.
      blocker = new pg.Client({ connectionString: t.database.url });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select * from room_nights where room_id = $1 for update', [roomId]);
    }
    const pending = Promise.all(
      travellers.map((user) => holdRequest(t.app, user, { roomId, ...STAY })),
    );
    if (blocker) {
      try {
        const waiting = async () => {
          // Statistics are a snapshot per transaction: clear it to see the queue grow.
          await blocker!.query('select pg_stat_clear_snapshot()');
          // Only the claimers queued on the nights: holds also wait briefly on other rows (the
          // shared rate-limit counter of their address), which come and go and once read as
          // "10 queued" just before they all moved on.
          const { rows } = await blocker!.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'
                and query like '%room_nights%'`,
          );
          return rows[0].n as number;
        };
        // Generous: on a loaded machine each hold makes several round trips before it queues.
        const deadline = Date.now() + 30_000;
        while ((await waiting()) < 10 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await waiting()).toBeGreaterThanOrEqual(10);
      } finally {
        await blocker.query('commit');
        await blocker.end();
      }
    }
    await expectOneWinner(t.app.db, await pending, roomId, otherRoomId);
  });

  it('never gives more units than a room has to mixed overlapping stays over several rooms', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [
      { units: 1 },
      { units: 2 },
      { units: 3 },
    ]);
    const travellers = await users(t.app, 60);
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const answers = await Promise.all(
      travellers.map((user) => {
        const start = 40 + random(8);
        return holdRequest(t.app, user, {
          roomId: roomIds[random(3)]!,
          checkIn: dateFromToday(start),
          checkOut: dateFromToday(start + 1 + random(4)),
        });
      }),
    );
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    expect(answers.some((a) => a.statusCode === 409)).toBe(true);
    for (const [index, roomId] of roomIds.entries()) {
      for (let day = 40; day < 52; day += 1) {
        const free = await freeUnitsForRooms(
          t.app.db,
          [roomId],
          dateFromToday(day),
          dateFromToday(day + 1),
        );
        expect(free.get(roomId)).toBeGreaterThanOrEqual(0);
        const held = await t.app.db
          .select()
          .from(holds)
          .where(and(eq(holds.roomId, roomId), eq(holds.status, 'active')));
        const night = dateFromToday(day);
        const covering = held.filter((h) => h.checkIn <= night && h.checkOut > night).length;
        expect(covering).toBeLessThanOrEqual(index + 1);
      }
    }
  });
});

describe.runIf(TEST_DRIVERS.includes('postgres'))('holds from two server processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const handle = await openDatabase({ databaseUrl: t.database.url!, dataDir: '' });
    // Both processes count holds in one shared store: the second raises the limits too.
    second = await buildApp({
      config: t.config,
      database: handle,
      logger: false,
      rateLimits: HOLD_LIMITS_FOR_TESTS,
    });
    await second.ready();
    closeSecond = async () => {
      await second.close();
      await handle.close();
    };
  });
  afterAll(async () => {
    await closeSecond();
    await t.close();
  });

  it('gives the last unit to exactly one of 50 holds sent alternately to two servers', async () => {
    const { roomId, otherRoomId } = await roomWithOneUnitLeft(t.app.db);
    const travellers = await users(t.app, 50);
    const answers = await Promise.all(
      travellers.map((user, i) => holdRequest(i % 2 ? second : t.app, user, { roomId, ...STAY })),
    );
    await expectOneWinner(t.app.db, answers, roomId, otherRoomId);
  });
});
