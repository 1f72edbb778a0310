/**
 * Provisional passwords for recovery (design §4): readable, at least 12 characters, always
 * with an uppercase letter, a lowercase letter and a digit so they satisfy the password rule.
 * They work once, for an hour, beside the user's own password: a stranger who asks for one
 * cannot lock the owner out.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { provisionalPasswords } from '../../db/schema.js';

// Letters and digits that cannot be mistaken for one another when read from a mail.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
export const PROVISIONAL_LIFETIME_MS = 60 * 60 * 1000;

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** Three groups like `Kp4m`, joined by dashes: `Kp4m-Rt7w-Hx3n` (14 characters). */
export function generateProvisionalPassword(): string {
  const group = () => pick(UPPER) + pick(LOWER) + pick(DIGITS) + pick(LOWER);
  return [group(), group(), group()].join('-');
}

type Db = Database | Transaction;

/** The newest provisional password of the user that is unused and unexpired. */
export async function activeProvisionalPassword(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(provisionalPasswords)
    .where(
      and(
        eq(provisionalPasswords.userId, userId),
        isNull(provisionalPasswords.usedAt),
        gt(provisionalPasswords.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(provisionalPasswords.createdAt), desc(provisionalPasswords.id))
    .limit(1);
  return row;
}

/** Marks it used; false when someone else used it first (two logins racing). */
export async function useProvisionalPassword(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(provisionalPasswords)
    .set({ usedAt: new Date() })
    .where(and(eq(provisionalPasswords.id, id), isNull(provisionalPasswords.usedAt)))
    .returning({ id: provisionalPasswords.id });
  return used.length === 1;
}

/** Retires every unused provisional password of the user (a new one, or a password change). */
export async function retireProvisionalPasswords(db: Db, userId: number): Promise<void> {
  await db
    .update(provisionalPasswords)
    .set({ usedAt: new Date() })
    .where(and(eq(provisionalPasswords.userId, userId), isNull(provisionalPasswords.usedAt)));
}

export async function storeProvisionalPassword(db: Db, userId: number, passwordHash: string) {
  await db.insert(provisionalPasswords).values({
    userId,
    passwordHash,
    expiresAt: new Date(Date.now() + PROVISIONAL_LIFETIME_MS),
  });
}
