/** How many rows each table holds: bad-input tests compare them before and after a refusal. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

/** The tables a refused account or catalogue call must leave as they were. */
export const ACCOUNT_AND_CATALOGUE_TABLES = [
  'users',
  'hotels',
  'rooms',
  'newsletter_subscriptions',
  'provisional_passwords',
  'mail_outbox',
] as const;

export async function rowCounts(
  db: Database,
  tables: readonly string[],
): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const rows = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    result[table] = Number(list[0]!.n);
  }
  return result;
}
