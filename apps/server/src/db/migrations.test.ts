import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { queryRows } from './database.js';

const TABLES = [
  'bookings',
  'coupons',
  'holds',
  'hotels',
  'mail_outbox',
  'newsletter_subscriptions',
  'payment_intents',
  'payments',
  'provisional_passwords',
  'rate_limit_hits',
  'reviews',
  'room_nights',
  'rooms',
  'sandbox_payment_methods',
  'users',
];

describe.each(TEST_DRIVERS)('migrations on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver, { migrate: false });
  });
  afterAll(() => database.destroy());

  const tables = async () =>
    (
      await queryRows<{ name: string }>(
        database.db,
        sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
      )
    ).map((row) => row.name);

  it('create every table on an empty database', async () => {
    expect(await tables()).toEqual([]);
    await database.migrate();
    expect(await tables()).toEqual(TABLES);
  });

  it('do nothing when applied again', async () => {
    const [before] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    await database.migrate();
    const [after] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(after?.n).toBe(before?.n);
    expect(await tables()).toEqual(TABLES);
  });
});
