/**
 * Session rows (decision 013). A session ends by getting `revoked_at`; rows go away once they are
 * past `expires_at` (the sweeper), so a list never grows without bound.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { sessions } from '../../db/schema.js';

type Db = Database | Transaction;

/** As long as the token it names (the JWT's exp is set from it). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Longer user agents are cut: only the browser and system are shown. */
const USER_AGENT_MAX = 400;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether `id` can name a session at all (the column is a uuid: anything else would fail). */
export const isSessionId = (id: string) => UUID.test(id);

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  db: Db,
  input: { userId: number; userAgent: string | undefined; provisional: boolean },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      userId: input.userId,
      userAgent: (input.userAgent ?? '').slice(0, USER_AGENT_MAX),
      provisional: input.provisional,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    })
    .returning();
  return row!;
}

const active = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The user's sessions that still let a token in, oldest first. */
export function activeSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), active()))
    .orderBy(asc(sessions.createdAt), asc(sessions.id));
}

export async function activeSession(db: Db, id: string): Promise<SessionRow | undefined> {
  if (!isSessionId(id)) return undefined;
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), active()));
  return row;
}

/** Ends one of the user's active sessions; false when the user has no such session. */
export async function revokeSession(db: Db, userId: number, id: string): Promise<boolean> {
  if (!isSessionId(id)) return false;
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), active()))
    .returning({ id: sessions.id });
  return ended.length === 1;
}

/** Ends every active session of the user but `keepId`; answers how many ended. */
export async function revokeOtherSessions(db: Db, userId: number, keepId: string): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), active()))
    .returning({ id: sessions.id });
  return ended.length;
}

/** After a password change the session is an ordinary one again. */
export async function clearProvisional(db: Db, id: string): Promise<void> {
  await db.update(sessions).set({ provisional: false }).where(eq(sessions.id, id));
}

/**
 * Deletes sessions past their expiry, and revoked ones a day after revocation (kept a while
 * only so a support question about a recent sign-out can be answered). Answers how many.
 */
export async function deleteFinishedSessions(db: Db): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, sql`now()`), lt(sessions.revokedAt, sql`now() - interval '1 day'`)),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
