import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { placeholders, reusableStatement } from './reusable-statement.js';
import { coupons } from './schema.js';

describe.each(TEST_DRIVERS)('a reusable statement on %s', (driver) => {
  let database: TestDatabase;
  let builds = 0;
  const insertCoupon = reusableStatement((db) => {
    builds += 1;
    return db.insert(coupons).values(placeholders('code', 'percent')).returning();
  });
  const couponCount = reusableStatement((db) =>
    db
      .select({ n: count() })
      .from(coupons)
      .where(eq(coupons.code, sql.placeholder('code'))),
  );

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('runs on the database with the values of each call, built once', async () => {
    const [first] = await insertCoupon(database.db, { code: 'REUSE10', percent: 10 });
    const [second] = await insertCoupon(database.db, { code: 'REUSE20', percent: 20 });
    expect([first!.code, first!.percent]).toEqual(['REUSE10', 10]);
    expect([second!.code, second!.percent]).toEqual(['REUSE20', 20]);
    expect(builds).toBe(1);
  });

  it("runs inside the caller's transaction: it sees its writes, and a rollback undoes its own", async () => {
    await database.db
      .transaction(async (tx) => {
        await insertCoupon(tx, { code: 'INSIDE', percent: 5 });
        const [seen] = await couponCount(tx, { code: 'INSIDE' });
        expect(seen!.n).toBe(1);
        // Outside the transaction the row is not there yet: the statement used tx's connection.
        if (driver === 'postgres') {
          const [outside] = await couponCount(database.db, { code: 'INSIDE' });
          expect(outside!.n).toBe(0);
        }
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    const [after] = await couponCount(database.db, { code: 'INSIDE' });
    expect(after!.n).toBe(0);
  });
});
