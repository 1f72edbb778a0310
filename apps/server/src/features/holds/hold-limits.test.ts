/**
 * Holds cannot be hoarded (decision 017): two live rooms per user, also when the holds arrive at
 * once; one stay held for 20 minutes in all. Time is moved the way the other hold tests move
 * it: by backdating the stored hold.
 */
import { HOLD_MINUTES } from '@staylane/domain';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
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
import { HOLD_LIMIT_REACHED, stayHeldTooLong } from './hold-limits.js';

const STAY = { checkIn: dateFromToday(20), checkOut: dateFromToday(22) };
const MINUTE = 60_000;

describe.each(TEST_DRIVERS)('hold limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const liveHoldsOf = async (user: SignedInUser) =>
    (
      await t.app.db
        .select()
        .from(holds)
        .where(and(eq(holds.userId, user.id), eq(holds.status, 'active')))
        .orderBy(holds.id)
    ).filter((hold) => hold.expiresAt.getTime() > Date.now());

  /** Moves the user's holds of `roomId` back in time: their stay began `minutes` ago. */
  const backdate = (roomId: number, minutes: { started: number; expired: number }) =>
    t.app.db
      .update(holds)
      .set({
        stayStartedAt: new Date(Date.now() - minutes.started * MINUTE),
        expiresAt: new Date(Date.now() - minutes.expired * MINUTE),
      })
      .where(eq(holds.roomId, roomId));

  it('refuses a third room with 409 HOLD_LIMIT and holds nothing of it', async () => {
    const user = await signedInUser(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}, {}, {}]);
    const [a, b, c] = roomIds as [number, number, number];
    expect((await holdRequest(t.app, user, { roomId: a, ...STAY })).statusCode).toBe(201);
    expect((await holdRequest(t.app, user, { roomId: b, ...STAY })).statusCode).toBe(201);
    const before = await liveHoldsOf(user);

    const third = await holdRequest(t.app, user, { roomId: c, ...STAY });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({ message: HOLD_LIMIT_REACHED, code: 'HOLD_LIMIT' });
    expect(HOLD_LIMIT_REACHED).toBe('You already hold 2 rooms; book or release one first');
    expect(await liveHoldsOf(user)).toEqual(before);
    const free = await freeUnitsForRooms(t.app.db, [c], STAY.checkIn, STAY.checkOut);
    expect(free.get(c)).toBe(1);

    // Releasing one makes room for the third.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/holds/${before[0]!.id}`,
      headers: user.headers,
    });
    expect((await holdRequest(t.app, user, { roomId: c, ...STAY })).statusCode).toBe(201);
  });

  it('counts rooms: holding a held room again, for any dates, replaces its hold', async () => {
    const user = await signedInUser(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}, {}]);
    const [a, b] = roomIds as [number, number];
    const first = (await holdRequest(t.app, user, { roomId: a, ...STAY })).json().data;
    expect((await holdRequest(t.app, user, { roomId: b, ...STAY })).statusCode).toBe(201);

    const otherDates = { checkIn: dateFromToday(40), checkOut: dateFromToday(41) };
    const again = await holdRequest(t.app, user, { roomId: a, ...otherDates });
    expect(again.statusCode).toBe(201);
    const live = await liveHoldsOf(user);
    expect(live.map((hold) => hold.roomId).sort()).toEqual([a, b].sort());
    const [old] = await t.app.db.select().from(holds).where(eq(holds.id, first.id));
    expect(old!.status).toBe('released');
    // The room's single unit went from the old hold to the new one.
    const free = await freeUnitsForRooms(t.app.db, [a], STAY.checkIn, STAY.checkOut);
    expect(free.get(a)).toBe(1);
  });

  it('lets exactly two of six holds sent at once for six rooms through', async () => {
    const user = await signedInUser(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}, {}, {}, {}, {}, {}]);

    let blocker: pg.Client | undefined;
    if (t.database.url) {
      // Prove the holds really run at once on PostgreSQL: lock the user's row, wait until
      // they queue behind it, then let them go.
      blocker = new pg.Client({ connectionString: t.database.url });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select id from users where id = $1 for update', [user.id]);
    }
    const pending = Promise.all(
      roomIds.map((roomId) => holdRequest(t.app, user, { roomId, ...STAY })),
    );
    if (blocker) {
      try {
        const waiting = async () => {
          await blocker!.query('select pg_stat_clear_snapshot()');
          const { rows } = await blocker!.query(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
          );
          return rows[0].n as number;
        };
        // Generous: on a loaded machine each hold makes several round trips before it queues.
        const deadline = Date.now() + 30_000;
        while ((await waiting()) < 6 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await waiting()).toBe(6);
      } finally {
        await blocker.query('commit');
        await blocker.end();
      }
    }
    const answers = await pending;
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(4);
    for (const answer of refused) expect(answer.json().code).toBe('HOLD_LIMIT');
    expect(await liveHoldsOf(user)).toHaveLength(2);
  });

  it('holds one stay for 20 minutes in all: a renewal is cut short, then refused', async () => {
    const user = await signedInUser(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 2 }]);
    const roomId = roomIds[0]!;
    const first = await holdRequest(t.app, user, { roomId, ...STAY });
    expect(first.json().data.heldSeconds).toBe(HOLD_MINUTES * 60);

    // The first hold began 15 minutes ago and lapsed 5 minutes ago: the renewal gets the
    // 5 minutes left of the stay's 20.
    await backdate(roomId, { started: 15, expired: 5 });
    const renewal = await holdRequest(t.app, user, { roomId, ...STAY });
    expect(renewal.statusCode).toBe(201);
    const expires = Date.parse(renewal.json().data.expiresAt);
    expect(Math.abs(expires - (Date.now() + 5 * MINUTE))).toBeLessThan(MINUTE / 2);
    expect(renewal.json().data.heldSeconds).toBeLessThanOrEqual(5 * 60);

    // Past the 20 minutes: refused, and the user is told when they may hold it again.
    await backdate(roomId, { started: 21, expired: 1 });
    const refused = await holdRequest(t.app, user, { roomId, ...STAY });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: stayHeldTooLong(9), code: 'HOLD_TIME_LIMIT' });
    expect(refused.json().message).toBe(
      'You have held this room for these dates for 20 minutes; you can hold it again in 9 minutes',
    );
    expect(await liveHoldsOf(user)).toHaveLength(0);

    // Other dates of the room are another stay.
    const otherStay = { checkIn: dateFromToday(50), checkOut: dateFromToday(51) };
    expect((await holdRequest(t.app, user, { roomId, ...otherStay })).statusCode).toBe(201);

    // Unheld for 10 minutes, the stay starts over with a full hold.
    await backdate(roomId, { started: 31, expired: 11 });
    const fresh = await holdRequest(t.app, user, { roomId, ...STAY });
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.heldSeconds).toBe(HOLD_MINUTES * 60);
  });

  it('does not start the 20 minutes over when the hold is released and made again', async () => {
    const user = await signedInUser(t.app);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}]);
    const roomId = roomIds[0]!;
    const held = (await holdRequest(t.app, user, { roomId, ...STAY })).json().data;
    await t.app.inject({ method: 'DELETE', url: `/api/holds/${held.id}`, headers: user.headers });
    await t.app.db
      .update(holds)
      .set({ stayStartedAt: new Date(Date.now() - 21 * MINUTE) })
      .where(eq(holds.id, held.id));
    const again = await holdRequest(t.app, user, { roomId, ...STAY });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('HOLD_TIME_LIMIT');
  });
});

describe.each(TEST_DRIVERS)('hold rate limits on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      driver,
      { TRUST_PROXY: 'true' },
      {
        rateLimits: {
          holdPerUser: { max: 3, timeWindow: MINUTE },
          holdPerAddress: { max: 5, timeWindow: MINUTE },
        },
      },
    );
  });
  afterAll(() => t.close());

  const holdFrom = (user: SignedInUser, roomId: number, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/holds',
      headers: { ...user.headers, 'x-forwarded-for': address },
      payload: { roomId, checkInDate: STAY.checkIn, checkOutDate: STAY.checkOut, guests: 1 },
    });

  it('counts holds per user and per address, answering 429 with Retry-After', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 9 }]);
    const roomId = roomIds[0]!;
    const [eager, neighbour] = [await signedInUser(t.app), await signedInUser(t.app)];

    const eagerCodes = [];
    for (let n = 0; n < 4; n += 1) {
      eagerCodes.push((await holdFrom(eager, roomId, `198.51.100.${n}`)).statusCode);
    }
    expect(eagerCodes).toEqual([201, 201, 201, 429]);

    // Another user is counted apart, until their address has made five holds.
    const neighbourCodes = [];
    for (let n = 0; n < 3; n += 1) {
      neighbourCodes.push((await holdFrom(neighbour, roomId, '203.0.113.9')).statusCode);
    }
    expect(neighbourCodes).toEqual([201, 201, 201]);
    const other = await signedInUser(t.app);
    expect((await holdFrom(other, roomId, '203.0.113.9')).statusCode).toBe(201);
    expect((await holdFrom(other, roomId, '203.0.113.9')).statusCode).toBe(201);
    const limited = await holdFrom(other, roomId, '203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds$/),
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The refused calls held nothing: each user keeps the one hold its last success left.
    const live = await t.app.db.select().from(holds).where(eq(holds.roomId, roomId));
    expect(live.filter((hold) => hold.status === 'active')).toHaveLength(3);
  });
});
