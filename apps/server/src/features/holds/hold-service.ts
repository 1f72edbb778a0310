/**
 * Holds (DESIGN §5): one unit of each night kept for a signed-in user for HOLD_MINUTES while
 * they pay. A hold counts as taken for everyone else until it expires, which the availability
 * query sees by itself. Only its owner can see, use or release it: to anyone else it does not
 * exist (404). A user holds at most two rooms at once, and one stay for 20 minutes in all
 * (hold-limits.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { holds, hotels, rooms } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  bookableRoom,
  bookableRoomColumns,
  checkStayRules,
  lockFreeUnits,
  requireRoomFits,
  type StayRequest,
} from '../availability/index.js';
import { applyHoldLimits } from './hold-limits.js';

export type Hold = typeof holds.$inferSelect;

export const HOLD_NOT_FOUND = 'This hold does not exist';
export const HOLD_CONVERTED = 'This hold has already become a booking';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

export async function createHold(
  db: Database,
  request: StayRequest & { userId: number },
  now: Date = new Date(),
) {
  checkStayRules(request, now);
  return db.transaction(async (tx) => {
    const room = await bookableRoom(tx, request.roomId);
    requireRoomFits(room, request.guests);
    const { stayStartedAt, expiresAt } = await applyHoldLimits(tx, request, now);
    await lockFreeUnits(tx, { ...request, now });
    const [hold] = await tx
      .insert(holds)
      .values({
        userId: request.userId,
        roomId: request.roomId,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        guests: request.guests,
        expiresAt,
        stayStartedAt,
        // On the same clock as expiresAt: the wire's heldSeconds is their difference.
        createdAt: now,
      })
      .returning();
    return { hold: hold!, room };
  });
}

/**
 * The caller's hold with its room and hotel, in one query (a hold always has them: holds go
 * with their room, rooms with their hotel); the hold locked when inside a transaction that
 * will change it. The room is not yet checked for being bookable, so callers keep their own
 * order of refusals (see requireBookable).
 */
export async function ownHoldWithRoom(
  db: Database | Transaction,
  userId: number,
  holdId: string,
  options: { lock?: boolean } = {},
) {
  if (!isUuid(holdId)) throw notFound(HOLD_NOT_FOUND);
  const query = db
    .select({ hold: holds, room: bookableRoomColumns })
    .from(holds)
    .innerJoin(rooms, eq(rooms.id, holds.roomId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      and(
        eq(holds.id, holdId),
        eq(holds.userId, userId),
        // The room looked up by its key, whatever the planner believes of holds: with the
        // statistics of a young holds table (a few rows, low room ids) it chose a merge join
        // that walked rooms' key index from the start, 14 ms a call on 50 000 rooms
        // (bench/RESULTS.md §6).
        eq(rooms.id, sql`(select ${holds.roomId} from ${holds} where ${holds.id} = ${holdId})`),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: holds }) : await query;
  if (!row) throw notFound(HOLD_NOT_FOUND);
  return row;
}

export function isLive(hold: Hold, now: Date): boolean {
  return hold.status === 'active' && hold.expiresAt.getTime() > now.getTime();
}

export async function releaseHold(db: Database, userId: number, holdId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { hold } = await ownHoldWithRoom(tx, userId, holdId, { lock: true });
    if (hold.status === 'converted') {
      throw conflict(HOLD_CONVERTED, 'HOLD_CONVERTED');
    }
    await tx.update(holds).set({ status: 'released' }).where(eq(holds.id, hold.id));
  });
}
