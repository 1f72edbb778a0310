/** Reads and writes of user accounts. E-mails are compared without case, as the unique index. */
import { ROLE_ADMIN } from '@staylane/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { users } from '../../db/schema.js';

type Db = Database | Transaction;
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Inserts the user, or answers undefined when the e-mail is taken (no exception to catch). */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function deleteUserById(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
}

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

/**
 * Locks every admin row so that two concurrent demotions or deletions cannot each see "another
 * admin remains" and together remove the last one.
 */
export async function lockAdmins(tx: Transaction): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, ROLE_ADMIN))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}
