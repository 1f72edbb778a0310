/**
 * The audit log is append-only in the database itself (migration 0030, decision 051): on both
 * drivers an entry can be added but not changed, deleted or truncated away.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../../test/test-database.js';

describe.each(TEST_DRIVERS)('the audit log on %s', (driver) => {
  let database: TestDatabase;
  let id: number;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const [row] = await database.db
      .insert(auditLog)
      .values({ action: 'hotel.update', entityType: 'hotel', entityId: '1', after: { name: 'A' } })
      .returning({ id: auditLog.id });
    id = row!.id;
  });
  afterAll(() => database.destroy());

  /** The database's own refusal: Drizzle wraps it, the driver's error is its cause. */
  async function refusal(statement: PromiseLike<unknown>) {
    const error = await Promise.resolve(statement).then(
      () => undefined,
      (failure: unknown) => failure as { cause?: { message?: string } },
    );
    return error?.cause?.message ?? 'accepted';
  }

  const stored = async () =>
    database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.id, id));

  it('takes new entries', async () => {
    expect(await stored()).toEqual([{ action: 'hotel.update' }]);
  });

  it('refuses to change an entry', async () => {
    expect(
      await refusal(
        database.db.update(auditLog).set({ action: 'hotel.create' }).where(eq(auditLog.id, id)),
      ),
    ).toBe('the audit log is append-only: UPDATE refused');
    expect(await stored()).toEqual([{ action: 'hotel.update' }]);
  });

  it('refuses to delete an entry', async () => {
    expect(await refusal(database.db.delete(auditLog).where(eq(auditLog.id, id)))).toBe(
      'the audit log is append-only: DELETE refused',
    );
    expect(await stored()).toHaveLength(1);
  });

  it('refuses to truncate the table', async () => {
    expect(await refusal(database.db.execute(sql`truncate audit_log`))).toBe(
      'the audit log is append-only: TRUNCATE refused',
    );
    expect(await stored()).toHaveLength(1);
  });
});
