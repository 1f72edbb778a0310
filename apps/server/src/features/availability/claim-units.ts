/**
 * Claiming one unit of each night of a stay, inside the caller's transaction (decision 001).
 * The room's night rows are made if missing, then locked in night order: concurrent claimers
 * of the same room queue behind each other (ordered locking cannot deadlock), so the count
 * they see is final until they commit. The CHECK booked <= units is the last line of defence.
 */
import { and, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Transaction } from '../../db/database.js';
import { holds, roomNights } from '../../db/schema.js';
import { nightsBetween } from '@staylane/domain';
import { conflict } from '../../lib/app-error.js';
import { reusableStatement } from '../../db/reusable-statement.js';

export const ROOM_TAKEN = 'This room is no longer available for these dates';
export const roomTaken = () => conflict(ROOM_TAKEN, 'ROOM_TAKEN');

export interface Claim {
  roomId: number;
  checkIn: string;
  checkOut: string;
  /** A hold of the caller's that is being turned into a booking: it does not count against it. */
  exceptHoldId?: string;
  now: Date;
}

/** A night of a room as the lock holder sees it: its units and what is taken of them. */
export interface LockedNight {
  night: string;
  units: number;
  booked: number;
  blocked: number;
  held: number;
}

/** The units of a locked night nobody has: never below 0 (a channel conflict can overfill). */
export const freeOf = (night: LockedNight) =>
  Math.max(0, night.units - night.booked - night.blocked - night.held);

/**
 * Locks the room's nights of [checkIn, checkOut) in night order, making missing rows, and
 * answers each with its booked, blocked and held units. Every writer of room_nights locks
 * through here, so bookings, holds and blocks of the same room queue behind each other.
 */
const p = sql.placeholder;

const lockedNights = reusableStatement((db) =>
  db
    .select({
      night: roomNights.night,
      units: roomNights.units,
      booked: roomNights.booked,
      blocked: roomNights.blocked,
    })
    .from(roomNights)
    .where(
      and(
        eq(roomNights.roomId, p('roomId')),
        gte(roomNights.night, p('checkIn')),
        lt(roomNights.night, p('checkOut')),
      ),
    )
    .orderBy(roomNights.night)
    .for('update'),
);

const liveHoldsOf = (exceptOne: boolean) =>
  reusableStatement((db) =>
    db
      .select({ checkIn: holds.checkIn, checkOut: holds.checkOut })
      .from(holds)
      .where(
        and(
          eq(holds.roomId, p('roomId')),
          eq(holds.status, 'active'),
          gt(holds.expiresAt, p('now')),
          lt(holds.checkIn, p('checkOut')),
          gt(holds.checkOut, p('checkIn')),
          exceptOne ? ne(holds.id, p('exceptHoldId')) : undefined,
        ),
      ),
  );
const liveHolds = liveHoldsOf(false);
const otherLiveHolds = liveHoldsOf(true);

/** Inserts the room's missing night rows of [checkIn, checkOut): the statement's first step. */
const missingNights = (roomId: number, checkIn: string, checkOut: string) =>
  sql`insert into room_nights (room_id, night, units)
      select r.id, g.night::date, r.units
        from rooms r, generate_series(${checkIn}::date, ${checkOut}::date - 1, interval '1 day') as g(night)
        where r.id = ${roomId}
      on conflict do nothing`;

/**
 * Makes the missing nights and, in the same statement, locks the others in night order: one
 * round trip where making and locking took two. The existing rows are locked only
 * when the statement can see every night (those it made and those its snapshot shows): a
 * night another claimer made meanwhile is missing from its snapshot, and locking the rest
 * then would take locks out of night order. Short answers are locked again by the caller,
 * after the rows are made, as two statements did.
 */
async function madeOrLockedNights(
  tx: Transaction,
  { roomId, checkIn, checkOut }: Pick<Claim, 'roomId' | 'checkIn' | 'checkOut'>,
): Promise<LockedNight[]> {
  const nights = nightsBetween(checkIn, checkOut);
  const ofStay = sql`room_id = ${roomId} and night >= ${checkIn}::date and night < ${checkOut}::date`;
  const rows = await queryRows<Omit<LockedNight, 'held'>>(
    tx,
    sql`with made as (
        ${missingNights(roomId, checkIn, checkOut)}
        returning night, units, booked, blocked
      ), locked as (
        select night, units, booked, blocked from room_nights
          where ${ofStay}
            and (select count(*) from made) + (select count(*) from room_nights where ${ofStay})
              = ${nights}
          order by night
          for update
      ), taken as (
        select * from made union all select * from locked
      )
      select night::text as night, units, booked, blocked from taken order by night`,
  );
  return rows.map((row) => ({
    night: row.night,
    units: Number(row.units),
    booked: Number(row.booked),
    blocked: Number(row.blocked),
    held: 0,
  }));
}

export async function lockNights(tx: Transaction, claim: Claim): Promise<LockedNight[]> {
  const { roomId, checkIn, checkOut, now } = claim;
  const stay = { roomId, checkIn, checkOut };
  // A hold being turned into a booking made its nights' rows when it was taken (rows are never
  // deleted but with their room): those are locked straight away, and only a stay with rows
  // missing has them made first.
  let nights: Omit<LockedNight, 'held'>[] = claim.exceptHoldId
    ? await lockedNights(tx, stay)
    : await madeOrLockedNights(tx, stay);
  if (nights.length < nightsBetween(checkIn, checkOut)) {
    if (claim.exceptHoldId) await tx.execute(missingNights(roomId, checkIn, checkOut));
    nights = await lockedNights(tx, stay);
  }

  // A statement of its own, after the lock: under READ COMMITTED it sees the holds committed
  // by whoever held the lock before us. Counted inside the locking statement they were missed
  // (its snapshot predates the wait) and the race tests gave one unit to 20 holds.
  const held = claim.exceptHoldId
    ? await otherLiveHolds(tx, { roomId, checkIn, checkOut, now, exceptHoldId: claim.exceptHoldId })
    : await liveHolds(tx, { roomId, checkIn, checkOut, now });
  return nights.map((night) => ({
    ...night,
    held: held.filter((h) => h.checkIn <= night.night && h.checkOut > night.night).length,
  }));
}

/** Locks the stay's nights and throws 409 unless each has a unit free. */
export async function lockFreeUnits(tx: Transaction, claim: Claim): Promise<void> {
  const nights = await lockNights(tx, claim);
  if (nights.some((night) => freeOf(night) < 1)) throw roomTaken();
}

/** Turns a claim into booked nights; the caller has locked them with `lockFreeUnits`. */
export async function bookNights(tx: Transaction, claim: Omit<Claim, 'exceptHoldId' | 'now'>) {
  await changeBooked(tx, claim, 1);
}

/**
 * Turns a hold's claim into booked nights and marks the hold converted, in one statement: one
 * round trip where the two changes took two. The caller has locked the hold and,
 * with `lockFreeUnits`, its nights; a night over its units fails the whole statement (409).
 */
export async function bookNightsOfHold(
  tx: Transaction,
  hold: Omit<Claim, 'exceptHoldId' | 'now'> & { id: string },
) {
  try {
    await tx.execute(sql`with booked as (
        update room_nights set booked = booked + 1
          where room_id = ${hold.roomId}
            and night >= ${hold.checkIn}::date and night < ${hold.checkOut}::date
      )
      update holds set status = 'converted' where id = ${hold.id}`);
  } catch (error) {
    if (isCheckViolation(error)) throw roomTaken();
    throw error;
  }
}

/** Gives a cancelled booking's nights back. */
export async function releaseNights(tx: Transaction, claim: Omit<Claim, 'exceptHoldId' | 'now'>) {
  await changeBooked(tx, claim, -1);
}

const addBooked = reusableStatement((db) =>
  db
    .update(roomNights)
    .set({ booked: sql`${roomNights.booked} + ${p('by')}` })
    .where(
      and(
        eq(roomNights.roomId, p('roomId')),
        gte(roomNights.night, p('checkIn')),
        lt(roomNights.night, p('checkOut')),
      ),
    ),
);

async function changeBooked(
  tx: Transaction,
  { roomId, checkIn, checkOut }: Omit<Claim, 'exceptHoldId' | 'now'>,
  by: 1 | -1,
) {
  try {
    await addBooked(tx, { roomId, checkIn, checkOut, by });
  } catch (error) {
    if (isCheckViolation(error)) throw roomTaken();
    throw error;
  }
}

/** PostgreSQL's check_violation (23514), as node-postgres and PGlite report it. */
export function isCheckViolation(error: unknown): boolean {
  return sqlState(error) === '23514';
}

export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
