/**
 * Holds (DESIGN §5): one unit of each night kept for a signed-in user for HOLD_MINUTES while
 * they pay. A hold counts as taken for everyone else until it expires, which the availability
 * query sees by itself. Only its owner can see, use or release it: to anyone else it does not
 * exist (404).
 */
import { HOLD_MINUTES } from '@staylane/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { holds } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { lockFreeUnits } from '../availability/claim-units.js';
import { bookableRoom, checkStayRules, type StayRequest } from '../availability/stay-rules.js';

export type Hold = typeof holds.$inferSelect;

export const HOLD_NOT_FOUND = 'This hold does not exist';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createHold(
  db: Database,
  request: StayRequest & { userId: number },
  now: Date = new Date(),
) {
  checkStayRules(request, now);
  return db.transaction(async (tx) => {
    const room = await bookableRoom(tx, request.roomId);
    await lockFreeUnits(tx, { ...request, now });
    const [hold] = await tx
      .insert(holds)
      .values({
        userId: request.userId,
        roomId: request.roomId,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        guests: request.guests,
        expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
      })
      .returning();
    return { hold: hold!, room };
  });
}

/** The caller's hold, locked when inside a transaction that will change it. */
export async function ownHold(
  db: Database | Transaction,
  userId: number,
  holdId: string,
  options: { lock?: boolean } = {},
): Promise<Hold> {
  if (!UUID.test(holdId)) throw notFound(HOLD_NOT_FOUND);
  const query = db
    .select()
    .from(holds)
    .where(and(eq(holds.id, holdId), eq(holds.userId, userId)));
  const [hold] = options.lock ? await query.for('update') : await query;
  if (!hold) throw notFound(HOLD_NOT_FOUND);
  return hold;
}

export function isLive(hold: Hold, now: Date): boolean {
  return hold.status === 'active' && hold.expiresAt.getTime() > now.getTime();
}

export async function releaseHold(db: Database, userId: number, holdId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const hold = await ownHold(tx, userId, holdId, { lock: true });
    if (hold.status === 'converted') {
      throw conflict('This hold has already become a booking', 'HOLD_CONVERTED');
    }
    await tx.update(holds).set({ status: 'released' }).where(eq(holds.id, hold.id));
  });
}
