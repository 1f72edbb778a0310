/**
 * Holds (design §5): one unit of each night kept for a signed-in user for HOLD_MINUTES while
 * they pay. A hold counts as taken for everyone else until it expires, which the availability
 * query sees by itself. Only its owner can see, use or release it: to anyone else it does not
 * exist (404). A user holds at most two rooms at once, and one stay for 20 minutes in all
 * (hold-limits.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { holds, hotels, rooms } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { reusableStatement } from '../../db/reusable-statement.js';
import {
  bookableRoomColumns,
  checkArrivalAtHotel,
  checkStayRules,
  lockFreeUnits,
  requireRoomFits,
  type StayRequest,
} from '../availability/index.js';
import { quoteRoomStay, requireQuote } from '../quotes/index.js';
import type { Coupon } from '../coupons/index.js';
import { applyHoldLimits, lockUserAndReadRoom } from './hold-limits.js';

export type Hold = typeof holds.$inferSelect;

export const HOLD_NOT_FOUND = 'This hold does not exist';
export const HOLD_CONVERTED = 'This hold has already become a booking';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

const insertHold = reusableStatement((db) =>
  db
    .insert(holds)
    .values({
      userId: sql.placeholder('userId'),
      roomId: sql.placeholder('roomId'),
      checkIn: sql.placeholder('checkIn'),
      checkOut: sql.placeholder('checkOut'),
      guests: sql.placeholder('guests'),
      expiresAt: sql.placeholder('expiresAt'),
      stayStartedAt: sql.placeholder('stayStartedAt'),
      quote: sql.placeholder('quote'),
      ratePlanId: sql.placeholder('ratePlanId'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning(),
);

/**
 * Holds the stay and stores its quote and plan (decisions 044, 045): checkout and the booking
 * charge that quote, whatever the rates calendar does after. The stay is quoted and judged by
 * the calendar first, in its own snapshot (quoteRoomStay), so a stay the rules forbid takes no
 * lock and no unit, and the hold's transaction stays as short as before.
 */
export async function createHold(
  db: Database,
  request: StayRequest & {
    userId: number;
    coupon?: Coupon | undefined;
    ratePlanId?: number | null | undefined;
  },
  now: Date = new Date(),
) {
  checkStayRules(request, now);
  const quote = requireQuote(
    await quoteRoomStay(db, request.roomId, request, {
      ratePlanId: request.ratePlanId,
      coupon: request.coupon,
    }),
  );
  return db.transaction(async (tx) => {
    const room = await lockUserAndReadRoom(tx, request);
    checkArrivalAtHotel(request.checkIn, room.timeZone, now);
    requireRoomFits(room, request.guests);
    const { stayStartedAt, expiresAt } = await applyHoldLimits(tx, request, now);
    await lockFreeUnits(tx, { ...request, now });
    const [hold] = await insertHold(tx, {
      userId: request.userId,
      roomId: request.roomId,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      guests: request.guests,
      expiresAt,
      stayStartedAt,
      quote,
      ratePlanId: quote.ratePlan.id === undefined ? null : Number(quote.ratePlan.id),
      // On the same clock as expiresAt: the wire's heldSeconds is their difference.
      createdAt: now,
    });
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
  const values = { holdId, userId };
  const [row] = options.lock
    ? await lockedHoldWithRoom(db, values)
    : await holdWithRoom(db, values);
  if (!row) throw notFound(HOLD_NOT_FOUND);
  return row;
}

const holdWithRoomQuery = (db: Database | Transaction) =>
  db
    .select({ hold: holds, room: bookableRoomColumns })
    .from(holds)
    .innerJoin(rooms, eq(rooms.id, holds.roomId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(
      and(
        eq(holds.id, sql.placeholder('holdId')),
        eq(holds.userId, sql.placeholder('userId')),
        // The room looked up by its key, whatever the planner believes of holds: with the
        // statistics of a young holds table (a few rows, low room ids) it chose a merge join
        // that walked rooms' key index from the start, 14 ms a call on 50 000 rooms
        // (bench/RESULTS.md §6).
        eq(
          rooms.id,
          sql`(select ${holds.roomId} from ${holds} where ${holds.id} = ${sql.placeholder('holdId')})`,
        ),
      ),
    );
const holdWithRoom = reusableStatement(holdWithRoomQuery);
const lockedHoldWithRoom = reusableStatement((db) =>
  holdWithRoomQuery(db).for('update', { of: holds }),
);

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
