/**
 * What keeps one user from hoarding rooms (decision 017), checked inside the hold's
 * transaction:
 * - at most MAX_LIVE_HOLDS live holds, counted as distinct rooms: a new hold of a room the
 *   user already holds replaces that hold (whatever its dates), so a traveller who left a
 *   booking page and came back, or changed the dates, is never blocked by their own old hold;
 * - one stay (room and dates) held for at most HOLD_STAY_MAX_MINUTES in all: a renewal or a new
 *   hold of it carries on the first hold's start, until the stay has been left unheld for
 *   HOLD_MINUTES.
 * The caller's row is locked first, so two holds of one user queue and each counts the other.
 */
import { HOLD_MINUTES, HOLD_STAY_MAX_MINUTES, MAX_LIVE_HOLDS } from '@staylane/domain';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { holds, hotels, rooms, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { reusableStatement } from '../../db/reusable-statement.js';
import {
  bookableRoomColumns,
  requireBookable,
  ROOM_NOT_FOUND,
  type BookableRoom,
  type StayRequest,
} from '../availability/index.js';

const MINUTE = 60_000;

export const HOLD_LIMIT_REACHED = `You already hold ${MAX_LIVE_HOLDS} rooms; book or release one first`;

export function stayHeldTooLong(waitMinutes: number): string {
  const minutes = waitMinutes === 1 ? '1 minute' : `${waitMinutes} minutes`;
  return `You have held this room for these dates for ${HOLD_STAY_MAX_MINUTES} minutes; you can hold it again in ${minutes}`;
}

const p = sql.placeholder;

/**
 * Locks the user and, in the same statement, reads the room the hold asks for with its hotel,
 * as bookableRoom reads it: one round trip where the read and the lock took two.
 * The room comes from the statement's snapshot, taken before any wait for the lock, as when
 * it was read first; `room.id` is null when there is no such room.
 */
const lockedUserWithRoom = reusableStatement((db) =>
  db
    .select({ id: users.id, room: bookableRoomColumns })
    .from(users)
    .leftJoin(rooms, eq(rooms.id, p('roomId')))
    .leftJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(eq(users.id, p('userId')))
    .for('update', { of: users }),
);

/** Locks the user first (see applyHoldLimits); answers the room with its hotel, or 404. */
export async function lockUserAndReadRoom(
  tx: Transaction,
  { userId, roomId }: { userId: number; roomId: number },
): Promise<BookableRoom> {
  const [row] = await lockedUserWithRoom(tx, { userId, roomId });
  const room = row?.room as (BookableRoom & { available: boolean }) | null | undefined;
  if (room?.id == null) throw notFound(ROOM_NOT_FOUND);
  return requireBookable(room);
}

/**
 * The user's holds that the limits look at, in one statement: the live ones (any room) and
 * every hold of this very stay (room and dates), live or not.
 */
const holdsThatCount = reusableStatement((db) =>
  db
    .select({
      id: holds.id,
      roomId: holds.roomId,
      status: holds.status,
      expiresAt: holds.expiresAt,
      stayStartedAt: holds.stayStartedAt,
      checkIn: holds.checkIn,
      checkOut: holds.checkOut,
    })
    .from(holds)
    .where(
      and(
        eq(holds.userId, p('userId')),
        or(
          and(eq(holds.status, 'active'), gt(holds.expiresAt, p('now'))),
          and(
            eq(holds.roomId, p('roomId')),
            eq(holds.checkIn, p('checkIn')),
            eq(holds.checkOut, p('checkOut')),
          ),
        ),
      ),
    ),
);
type CountedHold = Awaited<ReturnType<typeof holdsThatCount>>[number];

export interface HoldLimits {
  /** When the stay's first hold began: the new hold's stayStartedAt. */
  stayStartedAt: Date;
  /** The new hold's expiry: HOLD_MINUTES from now, cut at the stay's 20 minutes. */
  expiresAt: Date;
}

/**
 * Refuses a hold past the limits (409), and releases the user's earlier live hold of the same
 * room, which the new one replaces. Call with the user locked (lockUserAndReadRoom), and
 * before claiming units, so the released hold's unit is free for the new one.
 */
export async function applyHoldLimits(
  tx: Transaction,
  request: StayRequest & { userId: number },
  now: Date,
): Promise<HoldLimits> {
  const { userId, roomId, checkIn, checkOut } = request;

  // A statement of its own after the lock: under READ COMMITTED it sees the holds committed
  // by the transaction that held the lock before us (see lockFreeUnits).
  const counted = await holdsThatCount(tx, { userId, roomId, checkIn, checkOut, now });
  const live = counted.filter(
    (hold) => hold.status === 'active' && hold.expiresAt.getTime() > now.getTime(),
  );
  const replaced = live.filter((hold) => hold.roomId === roomId).map((hold) => hold.id);
  if (live.length - replaced.length >= MAX_LIVE_HOLDS) {
    throw conflict(HOLD_LIMIT_REACHED, 'HOLD_LIMIT');
  }

  const sameStay = counted.filter(
    (hold) => hold.roomId === roomId && hold.checkIn === checkIn && hold.checkOut === checkOut,
  );
  const stayStartedAt = stayStart(sameStay, now);
  const stayEnds = stayStartedAt.getTime() + HOLD_STAY_MAX_MINUTES * MINUTE;
  if (stayEnds <= now.getTime()) {
    const again = stayEnds + HOLD_MINUTES * MINUTE;
    const wait = Math.max(1, Math.ceil((again - now.getTime()) / MINUTE));
    throw conflict(stayHeldTooLong(wait), 'HOLD_TIME_LIMIT');
  }

  if (replaced.length > 0) {
    await tx.update(holds).set({ status: 'released' }).where(inArray(holds.id, replaced));
  }
  const expiresAt = new Date(Math.min(now.getTime() + HOLD_MINUTES * MINUTE, stayEnds));
  return { stayStartedAt, expiresAt };
}

/**
 * The start of the user's holding of this stay: that of their latest hold of it, unless that
 * one became a booking or ended more than HOLD_MINUTES ago (a release keeps its expiry, so
 * releasing and holding again does not start over); otherwise now.
 */
function stayStart(holdsOfStay: CountedHold[], now: Date): Date {
  const latest = holdsOfStay.reduce<CountedHold | undefined>(
    (found, hold) => (!found || hold.expiresAt > found.expiresAt ? hold : found),
    undefined,
  );
  if (!latest || latest.status === 'converted') return now;
  const cooledDown = latest.expiresAt.getTime() + HOLD_MINUTES * MINUTE <= now.getTime();
  return cooledDown ? now : latest.stayStartedAt;
}
