/**
 * Guessing coupon codes (decision 038): the coupon check, a hold and checkout each tell whether
 * a code exists, so the codes sent to any of them count against one budget per account and one
 * per address, kept in the database every process shares, and a wrong code gets one answer
 * whichever call it was sent to.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/database.js';
import { coupons, rateLimitHits } from '../../db/schema.js';
import {
  heldAndPaid,
  holdRequest,
  insertCoupon,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import type { RateLimits } from '../../plugins/rate-limit.js';

const WRONG = {
  message: 'This coupon code does not seem correct, try again!',
  code: 'COUPON_WRONG',
};
const plenty = { max: 1_000, timeWindow: 60_000 };

type Path = 'check' | 'quote' | 'hold' | 'held quote' | 'checkout';
const PATHS: Path[] = ['check', 'quote', 'hold', 'held quote', 'checkout'];

interface Caller {
  user: SignedInUser;
  address: string;
  /** A live hold of the caller's, for checkout to price. */
  holdId: string;
}

/** Sends `code` to one of the calls that look a code up, as `caller`. */
function guess(app: FastifyInstance, path: Path, caller: Caller, code: string, roomId: number) {
  const headers = { ...caller.user.headers, 'x-forwarded-for': caller.address };
  switch (path) {
    case 'check':
      return app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        headers,
        payload: { code },
      });
    case 'quote':
      return app.inject({
        method: 'GET',
        url: `/api/quote?roomId=${roomId}&checkInDate=2031-03-01&checkOutDate=2031-03-03&guests=1&coupon=${encodeURIComponent(code)}`,
        headers,
      });
    case 'held quote':
      return app.inject({
        method: 'GET',
        url: `/api/holds/${caller.holdId}?coupon=${encodeURIComponent(code)}`,
        headers,
      });
    case 'hold':
      return app.inject({
        method: 'POST',
        url: `/api/holds?coupon=${encodeURIComponent(code)}`,
        headers,
        payload: { roomId, checkInDate: '2031-03-01', checkOutDate: '2031-03-03', guests: 1 },
      });
    case 'checkout':
      return app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers,
        // Any amount: a right code would be told by 409 PRICE_CHANGED, a wrong one by its answer.
        payload: { paymentMethod: 'pm_guess', amount: 1, holdId: caller.holdId, coupon: code },
      });
  }
}

const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json<Record<string, unknown>>(),
});

describe.each(TEST_DRIVERS)('coupon guesses on %s', (driver) => {
  let t: TestApp;
  let roomId: number;

  async function caller(address: string, app: FastifyInstance = t.app): Promise<Caller> {
    const user = await signedInUser(app);
    const held = await holdRequest(app, user, {
      roomId,
      checkIn: '2031-04-01',
      checkOut: '2031-04-02',
    });
    expect(held.statusCode).toBe(201);
    return { user, address, holdId: held.json().data.id as string };
  }

  async function open(limits: Partial<RateLimits>) {
    t = await createTestApp(driver, { TRUST_PROXY: 'true' }, { rateLimits: limits });
    roomId = (await insertHotelWithRooms(t.app.db, [{ units: 50 }])).roomIds[0]!;
    await insertCoupon(t.app.db, 'SAVE10', 10);
  }
  afterEach(() => t.close());

  it('answers a wrong code, and a switched-off one, the same on the check, quotes, a hold and checkout', async () => {
    await open({ couponPerUser: plenty, couponPerAddress: plenty });
    await insertCoupon(t.app.db, 'OLD20', 20);
    await t.app.db.update(coupons).set({ active: false }).where(eq(coupons.code, 'OLD20'));
    const who = await caller('203.0.113.1');
    const answers = [];
    for (const path of PATHS) {
      for (const code of ['NOPE', 'old20', 'OLD20 ']) {
        answers.push(answerOf(await guess(t.app, path, who, code, roomId)));
      }
    }
    expect(answers).toEqual(Array(3 * PATHS.length).fill({ status: 404, body: WRONG }));
    // A right code still works on each of them (checkout refuses only the made-up amount).
    const right = await Promise.all(PATHS.map((path) => guess(t.app, path, who, 'save10', roomId)));
    expect(right.map((response) => response.statusCode)).toEqual([200, 200, 201, 200, 409]);
    expect(right[4]!.json().code).toBe('PRICE_CHANGED');
  });

  it('counts guesses spread over the check, quotes, holds and checkout against one budget per account', async () => {
    await open({ couponPerUser: { max: 10, timeWindow: 60_000 }, couponPerAddress: plenty });
    const who = await caller('203.0.113.2');
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const path = PATHS[n % PATHS.length]!;
      statuses.push((await guess(t.app, path, who, `GUESS${n}`, roomId)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(404));

    // The budget is spent on every path at once, and a right code is refused like a wrong one,
    // so the refusal tells nothing about the code.
    for (const path of PATHS) {
      for (const code of ['GUESS9', 'SAVE10']) {
        const limited = await guess(t.app, path, who, code, roomId);
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({
          message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds$/),
          code: 'RATE_LIMITED',
        });
      }
    }
    // The same account from another address is still refused: the budget is the account's.
    const elsewhere = { ...who, address: '198.51.100.9' };
    expect((await guess(t.app, 'check', elsewhere, 'SAVE10', roomId)).statusCode).toBe(429);
    // Another account has its own, and calls without a code spend none.
    const other = await caller('203.0.113.2');
    expect((await guess(t.app, 'hold', other, 'SAVE10', roomId)).statusCode).toBe(201);
    const noCode = await holdRequest(t.app, who.user, { roomId }, '');
    expect(noCode.statusCode).toBe(201);
  });

  it('counts the guesses of every account at one address against the address', async () => {
    await open({ couponPerUser: plenty, couponPerAddress: { max: 10, timeWindow: 60_000 } });
    const callers = await Promise.all(PATHS.map(() => caller('203.0.113.3')));
    const statuses: number[] = [];
    for (let n = 0; n < 10; n += 1) {
      const path = PATHS[n % PATHS.length]!;
      statuses.push((await guess(t.app, path, callers[n % 3]!, `GUESS${n}`, roomId)).statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(404));
    for (const [n, path] of PATHS.entries()) {
      expect((await guess(t.app, path, callers[n]!, 'SAVE10', roomId)).statusCode).toBe(429);
    }
    // Signed out, the coupon check counts the address alone: spent too.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      headers: { 'x-forwarded-for': '203.0.113.3' },
      payload: { code: 'SAVE10' },
    });
    expect(anonymous.statusCode).toBe(429);
    // Another address has its own budget.
    const away = { ...callers[0]!, address: '198.51.100.10' };
    expect((await guess(t.app, 'check', away, 'SAVE10', roomId)).statusCode).toBe(200);
  });

  it('counts every one of many guesses sent at once', async () => {
    await open({ couponPerUser: { max: 5, timeWindow: 60_000 }, couponPerAddress: plenty });
    const who = await caller('203.0.113.4');
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        guess(t.app, PATHS[n % PATHS.length]!, who, `RACE${n}`, roomId),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('takes the booking’s coupon from its checkout: a code in the booking body is not looked up', async () => {
    await open({ couponPerUser: { max: 2, timeWindow: 60_000 }, couponPerAddress: plenty });
    const user = await signedInUser(t.app);
    const paid = await heldAndPaid(t.app, user, { roomId }, { coupon: 'SAVE10' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { ...user.headers, 'idempotency-key': 'guess-in-the-body' },
      payload: {
        holdId: paid.holdId,
        paymentId: paid.paymentId,
        payments: { create: { PromoCode: 'NOT-A-CODE', FinalPrice: 1 } },
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.payment).toMatchObject({
      PromoCode: 'SAVE10',
      FinalPrice: paid.amount / 100,
    });
    // The hold and checkout spent the account's two guesses; the booking spent none.
    const [row] = await t.app.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `couponPerUser|${user.id}`));
    expect(row?.count).toBe(2);
  });
});

describe.runIf(TEST_DRIVERS.includes('postgres'))('coupon guesses at two server processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  const limits = { couponPerUser: { max: 6, timeWindow: 60_000 }, couponPerAddress: plenty };

  beforeAll(async () => {
    t = await createTestApp('postgres', { TRUST_PROXY: 'true' }, { rateLimits: limits });
    const handle = await openDatabase({ databaseUrl: t.database.url!, dataDir: '' });
    second = await buildApp({
      config: t.config,
      database: handle,
      logger: false,
      rateLimits: { holdPerUser: plenty, holdPerAddress: plenty, ...limits },
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
  beforeEach(() => t.app.db.execute(sql`delete from rate_limit_hits`));

  it('refuses the guess past the budget whichever process and call it reaches', async () => {
    const {
      roomIds: [roomId],
    } = await insertHotelWithRooms(t.app.db, [{ units: 20 }]);
    const user = await signedInUser(t.app);
    const held = await holdRequest(t.app, user, { roomId: roomId! });
    const who = { user, address: '203.0.113.5', holdId: held.json().data.id as string };
    const statuses: number[] = [];
    for (let n = 0; n < 7; n += 1) {
      const app = n % 2 ? second : t.app;
      statuses.push((await guess(app, PATHS[n % 3]!, who, `SPLIT${n}`, roomId!)).statusCode);
    }
    expect(statuses).toEqual([...Array(6).fill(404), 429]);
    expect((await guess(second, 'check', who, 'SAVE10', roomId!)).statusCode).toBe(429);
    expect((await guess(t.app, 'check', who, 'SAVE10', roomId!)).statusCode).toBe(429);
  });
});
