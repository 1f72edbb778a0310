/**
 * The statement times the metrics read, on each driver: nothing is measured without a
 * listener, every statement is once there is one, and the pools say how busy they are.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { queryRows } from './database.js';

describe.each(TEST_DRIVERS)('query timing on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.destroy());

  it('tells each statement’s pool and time to a listener, and nothing once it has gone', async () => {
    const heard: { pool: string; seconds: number }[] = [];
    const stop = database.queryTiming.observe((pool, seconds) => heard.push({ pool, seconds }));
    await queryRows(database.db, sql`select pg_sleep(0.02)`);
    await database.db.transaction(async (tx) => {
      await queryRows(tx, sql`select 1`);
    });
    await queryRows(database.hotelReadsDb, sql`select 2`);
    stop();
    await queryRows(database.db, sql`select 3`);

    const pools = new Set(heard.map((entry) => entry.pool));
    expect(pools).toEqual(new Set(['main', 'hotel_reads']));
    expect(Math.max(...heard.map((entry) => entry.seconds))).toBeGreaterThanOrEqual(0.019);
    const count = heard.length;
    await queryRows(database.db, sql`select 4`);
    expect(heard).toHaveLength(count);
    expect(database.queryTiming.observed).toBe(false);
  });

  it('says how many connections each pool holds, idle and awaited', async () => {
    await queryRows(database.hotelReadsDb, sql`select 1`);
    const uses = database.poolUse();
    const names = uses.map((use) => use.pool);
    expect(names).toEqual(driver === 'postgres' ? ['main', 'hotel_reads'] : ['hotel_reads']);
    for (const use of uses) {
      expect(use.idle).toBeLessThanOrEqual(use.total);
      expect(use.waiting).toBe(0);
    }
    expect(uses.find((use) => use.pool === 'hotel_reads')!.total).toBeGreaterThanOrEqual(1);
  });
});
