/**
 * The rate-limit counts live in the database (decision 016): windows start, count and end
 * there, and two server processes on one PostgreSQL database count the same calls.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, queryRows } from '../db/database.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';
import { countHit, countHitsInOrder, sweepEndedWindows } from './rate-limit-store.js';

const badLogin = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/auth/local/login',
    payload: { email: 'nobody@example.com', password: 'Wrong1234' },
  });

/** Moves the windows of keys starting with `prefix` into the past: they have ended. */
const endWindows = (t: TestApp, prefix: string) =>
  t.app.db.execute(
    sql`update rate_limit_hits set window_ends_at = now() - interval '1 second'
      where key like ${`${prefix}%`}`,
  );

describe.each(TEST_DRIVERS)('the rate-limit store on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('counts a key within its window and starts over once the window has ended', async () => {
    const counts = [];
    for (let n = 0; n < 3; n += 1) counts.push(await countHit(t.app.db, 'reset|a', 60_000));
    expect(counts.map((hit) => hit.current)).toEqual([1, 2, 3]);
    for (const hit of counts) {
      expect(hit.ttl).toBeGreaterThan(55_000);
      expect(hit.ttl).toBeLessThanOrEqual(60_000);
    }
    expect((await countHit(t.app.db, 'reset|b', 60_000)).current).toBe(1);

    await endWindows(t, 'reset|a');
    const restarted = await countHit(t.app.db, 'reset|a', 60_000);
    expect(restarted.current).toBe(1);
    expect(restarted.ttl).toBeGreaterThan(55_000);
  });

  it('counts every one of many calls at once', async () => {
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => countHit(t.app.db, 'burst|a', 60_000)),
    );
    expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('counts a call under several limits in one statement', async () => {
    let statements = 0;
    const counting = new Proxy(t.app.db, {
      get(target, property, receiver) {
        if (property === 'execute') statements += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const limits = [
      { key: 'both|user', windowMs: 60_000, max: 5 },
      { key: 'both|address', windowMs: 30_000, max: 5 },
    ];
    const hits = await countHitsInOrder(counting, limits);
    expect(statements).toBe(1);
    expect(hits.map((hit) => hit.current)).toEqual([1, 1]);
    expect(hits[0]!.ttl).toBeGreaterThan(55_000);
    expect(hits[1]!.ttl).toBeLessThanOrEqual(30_000);
    expect((await countHitsInOrder(t.app.db, limits)).map((hit) => hit.current)).toEqual([2, 2]);
  });

  it('leaves the later limits uncounted once an earlier one is exceeded', async () => {
    const limits = [
      { key: 'order|user', windowMs: 60_000, max: 1 },
      { key: 'order|address', windowMs: 60_000, max: 5 },
    ];
    expect((await countHitsInOrder(t.app.db, limits)).map((hit) => hit.current)).toEqual([1, 1]);
    expect((await countHitsInOrder(t.app.db, limits)).map((hit) => hit.current)).toEqual([2]);
    expect((await countHitsInOrder(t.app.db, limits)).map((hit) => hit.current)).toEqual([3]);
    expect((await countHit(t.app.db, 'order|address', 60_000)).current).toBe(2);
  });

  it('sweeps the rows of ended windows and keeps the others', async () => {
    await countHit(t.app.db, 'sweep|ended', 60_000);
    await countHit(t.app.db, 'sweep|live', 60_000);
    await endWindows(t, 'sweep|ended');
    expect(await sweepEndedWindows(t.app.db)).toBeGreaterThanOrEqual(1);
    const keys = await queryRows<{ key: string }>(
      t.app.db,
      sql`select key from rate_limit_hits where key like 'sweep|%'`,
    );
    expect(keys.map((row) => row.key)).toEqual(['sweep|live']);
  });

  it('lets logins through again once the window has ended, and answers 429 with Retry-After', async () => {
    const app = await createTestApp(driver, { RATE_LIMIT_MAX_PER_MINUTE: '2' });
    try {
      expect((await badLogin(app.app)).statusCode).toBe(401);
      expect((await badLogin(app.app)).statusCode).toBe(401);
      const limited = await badLogin(app.app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: expect.stringMatching(/^Too many attempts, please try again in \d+ seconds$/),
        code: 'RATE_LIMITED',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await endWindows(app, 'POST /auth/local/login|');
      expect((await badLogin(app.app)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe.runIf(TEST_DRIVERS.includes('postgres'))('rate limits of two server processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const handle = await openDatabase({ databaseUrl: t.database.url!, dataDir: '' });
    second = await buildApp({ config: t.config, database: handle, logger: false });
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
  afterEach(() => endWindows(t, ''));

  it('refuses the 11th login of a minute whichever process the calls reach', async () => {
    const answers: number[] = [];
    for (let n = 0; n < 11; n += 1) {
      answers.push((await badLogin(n % 2 ? second : t.app)).statusCode);
    }
    expect(answers).toEqual([...Array(10).fill(401), 429]);
    // The other process refuses too: it counts the same calls.
    expect((await badLogin(second)).statusCode).toBe(429);
    expect((await badLogin(t.app)).statusCode).toBe(429);
  });

  it('counts logins sent to both at once as one count', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => badLogin(n % 2 ? second : t.app)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
  });
});
