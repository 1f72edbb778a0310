import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Driver } from './database.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { queryRows } from './database.js';

const TABLES = [
  'accounts_version',
  'audit_log',
  'booking_nights',
  'bookings',
  'cache_sources',
  'calendar_conflicts',
  'calendar_exports',
  'calendar_feeds',
  'coupons',
  'holds',
  'hotels',
  'mail_outbox',
  'newsletter_subscriptions',
  'payment_intents',
  'payments',
  'provisional_passwords',
  'rate_limit_hits',
  'rate_plans',
  'review_invitations',
  'reviews',
  'room_blocks',
  'room_nights',
  'room_rates',
  'rooms',
  'sandbox_payment_methods',
  'sandbox_refunds',
  'sessions',
  'stored_images',
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

/**
 * A copy of the migrations folder holding only those before `tag`: a database migrated with it
 * is one an older release left, with rows for the later migrations to convert.
 */
async function migrationsBefore(tag: string): Promise<{ folder: string; remove(): Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), 'staylane-migrations-'));
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** A fresh database migrated up to, not including, the migration `tag`. */
async function databaseBefore(driver: Driver, tag: string): Promise<TestDatabase> {
  const database = await createTestDatabase(driver, { migrate: false });
  const older = await migrationsBefore(tag);
  try {
    const migrate = driver === 'pglite' ? migratePglite : migratePostgres;
    await migrate(database.db as never, { migrationsFolder: older.folder });
  } finally {
    await older.remove();
  }
  return database;
}

describe.each(TEST_DRIVERS)('migration 0004_room_discount_basis_points on %s', (driver) => {
  let database: TestDatabase;
  afterAll(() => database?.destroy());

  it('turns the whole percents of existing rooms into basis points', async () => {
    database = await databaseBefore(driver, '0004_room_discount_basis_points');
    await database.db.execute(
      sql`insert into hotels (id, name, city, country) values (1, 'Old Hotel', 'Lima', 'Peru')`,
    );
    await database.db.execute(sql`
      insert into rooms (hotel_id, name, price_cents, discount_percent)
      values (1, 'Fifteen off', 12050, 15), (1, 'Full price', 9999, 0), (1, 'Free', 100, 100)`);

    await database.migrate();

    const rooms = await queryRows<{ name: string; price: number; discount: number }>(
      database.db,
      sql`select name, price_cents as price, discount_basis_points as discount
          from rooms order by id`,
    );
    expect(rooms).toEqual([
      { name: 'Fifteen off', price: 12050, discount: 1500 },
      { name: 'Full price', price: 9999, discount: 0 },
      { name: 'Free', price: 100, discount: 10000 },
    ]);
    await expect(
      database.db.execute(sql`update rooms set discount_basis_points = 10001 where name = 'Free'`),
    ).rejects.toThrow();
  });
});

describe.each(TEST_DRIVERS)('migration 0019_one_payment_vocabulary on %s', (driver) => {
  let database: TestDatabase;
  afterAll(() => database?.destroy());

  it('turns the spec’s payment statuses into ours and gives a paid sandbox refund its id', async () => {
    database = await databaseBefore(driver, '0019_one_payment_vocabulary');
    await database.db.execute(sql`
      insert into bookings (id, hotel_name, hotel_city, hotel_country, room_type, check_in,
        check_out, guests, status)
      select n, 'H', 'C', 'P', 'R', '2030-01-01', '2030-01-02', 1, 'confirmed'
      from generate_series(1, 4) as n`);
    await database.db.execute(sql`
      insert into payment_intents (id, provider, amount_cents, status)
      select 'pi_' || n, 'sandbox', 100, 'captured' from generate_series(1, 4) as n`);
    await database.db.execute(sql`
      insert into payments (booking_id, payment_intent_id, card_second_name, card_number,
        base_price, discount, tax, final_price, status)
      values (1, 'pi_1', 'visa', '**** 4242', 100, 0, 0, 100, 'Pending'),
             (2, 'pi_2', 'visa', '**** 4242', 100, 0, 0, 100, 'Successful'),
             (3, 'pi_3', 'visa', '**** 4242', 100, 0, 0, 100, 'Voided'),
             (4, 'pi_4', 'mastercard', '**** 4444', 120, 10, 5, 115, 'Refunded')`);
    await database.db.execute(sql`
      insert into sandbox_refunds (idempotency_key, payment_intent_id, amount_cents)
      values ('refund:4', 'pi_4', 115)`);

    await database.migrate();

    const rows = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select p.booking_id as id, p.status, p.card_brand as brand, p.base_cents as base,
                 p.discount_cents as discount, p.tax_cents as tax, p.final_cents as final,
                 p.refund_id = r.id as "refundIdKept"
          from payments p left join sandbox_refunds r on r.idempotency_key = 'refund:' || p.booking_id
          order by 1`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        status: 'authorized',
        brand: 'visa',
        base: 100,
        discount: 0,
        tax: 0,
        final: 100,
        refundIdKept: null,
      },
      {
        id: 2,
        status: 'captured',
        brand: 'visa',
        base: 100,
        discount: 0,
        tax: 0,
        final: 100,
        refundIdKept: null,
      },
      {
        id: 3,
        status: 'voided',
        brand: 'visa',
        base: 100,
        discount: 0,
        tax: 0,
        final: 100,
        refundIdKept: null,
      },
      {
        id: 4,
        status: 'refunded',
        brand: 'mastercard',
        base: 120,
        discount: 10,
        tax: 5,
        final: 115,
        refundIdKept: true,
      },
    ]);
    const [refund] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from sandbox_refunds`,
    );
    expect(refund?.id).toMatch(/^re_sandbox_[0-9a-f]{32}$/);
    await expect(
      database.db.execute(sql`update payments set status = 'Successful' where booking_id = 2`),
    ).rejects.toThrow();
  });
});

describe.each(TEST_DRIVERS)('migration 0022_hold_and_booking_quotes on %s', (driver) => {
  let database: TestDatabase;
  afterAll(() => database?.destroy());

  it('gives each existing booking its nights at base / nights under the Standard plan', async () => {
    database = await databaseBefore(driver, '0022_hold_and_booking_quotes');
    await database.db.execute(sql`
      insert into bookings (id, hotel_name, hotel_city, hotel_country, room_type, check_in,
        check_out, guests, status)
      values (1, 'H', 'C', 'P', 'R', '2030-12-30', '2031-01-02', 1, 'confirmed'),
             (2, 'H', 'C', 'P', 'R', '2030-05-01', '2030-05-02', 1, 'cancelled'),
             (3, 'H', 'C', 'P', 'R', '2030-05-01', '2030-05-03', 1, 'confirmed')`);
    await database.db.execute(sql`
      insert into payment_intents (id, provider, amount_cents, status)
      select 'pi_' || n, 'sandbox', 100, 'captured' from generate_series(1, 3) as n`);
    await database.db.execute(sql`
      insert into payments (booking_id, payment_intent_id, card_number, base_cents,
        discount_cents, tax_cents, final_cents, status)
      values (1, 'pi_1', '**** 4242', 36150, 4500, 800, 32400, 'captured'),
             (2, 'pi_2', '**** 4242', 9999, 0, 0, 9900, 'voided'),
             (3, 'pi_3', '**** 4242', 10001, 0, 0, 10000, 'captured')`);

    await database.migrate();

    const nights = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select booking_id as "bookingId", night::text as night, rate_plan as "ratePlan",
                 price_cents as "priceCents"
          from booking_nights order by 1, 2`,
    );
    expect(nights).toEqual([
      { bookingId: 1, night: '2030-12-30', ratePlan: 'Standard', priceCents: 12050 },
      { bookingId: 1, night: '2030-12-31', ratePlan: 'Standard', priceCents: 12050 },
      { bookingId: 1, night: '2031-01-01', ratePlan: 'Standard', priceCents: 12050 },
      { bookingId: 2, night: '2030-05-01', ratePlan: 'Standard', priceCents: 9999 },
    ]);
    const [hold] = await queryRows<{ quote: unknown }>(
      database.db,
      sql`select column_default as quote from information_schema.columns
          where table_name = 'holds' and column_name = 'quote'`,
    );
    expect(hold).toEqual({ quote: null });
  });
});

describe.each(TEST_DRIVERS)('migration 0027_bookings_keep_their_plans_terms on %s', (driver) => {
  let database: TestDatabase;
  afterAll(() => database?.destroy());

  it('gives each booking its plan as sold: the booked nights’ name, else the plan’s, and its breakfast', async () => {
    database = await databaseBefore(driver, '0027_bookings_keep_their_plans_terms');
    await database.db.execute(
      sql`insert into hotels (id, name, city, country) values (1, 'Hotel', 'Lima', 'Peru')`,
    );
    // The room's trigger makes its Standard plan; the admin added a breakfast plan and later
    // renamed it, so the plan's name today is not the name the first booking was sold.
    await database.db.execute(
      sql`insert into rooms (id, hotel_id, name, price_cents) values (1, 1, 'Double', 10000)`,
    );
    await database.db.execute(sql`
      insert into rate_plans (id, room_id, kind, name, refundable, breakfast_included, position)
      values (900, 1, 'custom', 'Bed and breakfast (renamed)', true, true, 1)`);
    await database.db.execute(sql`
      insert into bookings (id, hotel_name, hotel_city, hotel_country, room_type, check_in,
        check_out, guests, status, rate_plan_id)
      values (1, 'H', 'C', 'P', 'R', '2030-05-01', '2030-05-03', 1, 'confirmed', 900),
             (2, 'H', 'C', 'P', 'R', '2030-05-01', '2030-05-02', 1, 'confirmed', 900),
             (3, 'H', 'C', 'P', 'R', '2030-05-01', '2030-05-02', 1, 'confirmed', null),
             (4, 'H', 'C', 'P', 'R', '2030-05-01', '2030-05-02', 1, 'confirmed', null)`);
    await database.db.execute(sql`
      insert into booking_nights (booking_id, night, rate_plan, price_cents)
      values (1, '2030-05-01', 'Bed and breakfast', 12000),
             (1, '2030-05-02', 'Bed and breakfast', 12000),
             (3, '2030-05-01', 'Standard', 10000)`);

    await database.migrate();

    const sold = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select id, rate_plan_name as "ratePlanName", breakfast_included as "breakfastIncluded"
          from bookings order by id`,
    );
    expect(sold).toEqual([
      { id: 1, ratePlanName: 'Bed and breakfast', breakfastIncluded: true },
      { id: 2, ratePlanName: 'Bed and breakfast (renamed)', breakfastIncluded: true },
      { id: 3, ratePlanName: 'Standard', breakfastIncluded: false },
      { id: 4, ratePlanName: null, breakfastIncluded: false },
    ]);
    // No default left: a path that writes a booking must say what was sold.
    const [column] = await queryRows<{ fallback: unknown }>(
      database.db,
      sql`select column_default as fallback from information_schema.columns
          where table_name = 'bookings' and column_name = 'breakfast_included'`,
    );
    expect(column).toEqual({ fallback: null });
  });
});
