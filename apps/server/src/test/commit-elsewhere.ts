/**
 * Commits statements as another process would. On PostgreSQL over a connection of its own,
 * which no pool of the app wraps, so only PostgreSQL's notification can tell the app (not
 * db/own-writes.ts); on PGlite, which has one connection, in one transaction of the app's
 * database. `silently` turns the triggers off for that transaction: a change nobody is told of.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestDatabase } from './test-database.js';

export async function commitElsewhere(
  database: TestDatabase,
  statements: string[],
  options: { silently?: boolean } = {},
): Promise<void> {
  const all = [
    ...(options.silently ? ['set local session_replication_role = replica'] : []),
    ...statements,
  ];
  if (database.driver === 'pglite') {
    await database.db.transaction(async (tx) => {
      for (const statement of all) await tx.execute(sql.raw(statement));
    });
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('begin');
    for (const statement of all) await client.query(statement);
    await client.query('commit');
  } finally {
    await client.end();
  }
}
