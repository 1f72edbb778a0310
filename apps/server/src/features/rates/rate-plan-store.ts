/**
 * The rate plans of a room type as the admin API reads and writes them (decision 045). The
 * rules that decide prices live in the domain; this file only keeps the rows: which kind a new
 * plan is, what Standard may not change, and which plans may not be deleted.
 */
import {
  RATE_PLAN_KIND,
  RATES_TEXTS,
  type RatePlanBody,
  type RatePlanKind,
  type RatePlanPatch,
} from '@staylane/domain';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { bookings, holds, ratePlans, rooms } from '../../db/schema.js';
import { AppError, conflict, notFound, unprocessable } from '../../lib/app-error.js';
import { ratePlanColumns } from './rate-plan-columns.js';
import type { StoredRatePlan } from './rate-plan-wire.js';

export const ROOM_NOT_FOUND = 'Room not found';
export const PLAN_IN_USE =
  'This plan has held or booked stays to come and cannot be deleted: take it off sale instead';

/** Standard first, then the admin's order: as loadPlanCalendars lists them. */
const planOrder = [
  asc(ratePlans.roomId),
  sql`${ratePlans.kind} <> 'standard'`,
  asc(ratePlans.position),
  asc(ratePlans.id),
];

export async function roomExists(db: Database | Transaction, roomId: number): Promise<boolean> {
  const [row] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  return row !== undefined;
}

export function roomPlans(db: Database | Transaction, roomId: number): Promise<StoredRatePlan[]> {
  return db
    .select(ratePlanColumns)
    .from(ratePlans)
    .where(eq(ratePlans.roomId, roomId))
    .orderBy(...planOrder);
}

/** The plan, locked for the rest of the transaction so two edits of it do not interleave. */
async function lockedPlan(tx: Transaction, id: number): Promise<StoredRatePlan> {
  const [plan] = await tx
    .select(ratePlanColumns)
    .from(ratePlans)
    .where(eq(ratePlans.id, id))
    .for('update');
  if (!plan) throw notFound(RATES_TEXTS.planNotFound);
  return plan;
}

/**
 * The kind a plan other than Standard is stored as: the room's one Non-refundable plan is a
 * non-refundable plan priced as Standard less a percent (the plan the room's non-refundable
 * flag turns on); any other plan is the admin's own.
 */
async function kindFor(
  tx: Transaction,
  roomId: number,
  plan: Pick<RatePlanBody, 'refundable' | 'pricing'>,
  exceptId?: number,
): Promise<RatePlanKind> {
  if (plan.refundable || plan.pricing !== 'percent') return RATE_PLAN_KIND.custom;
  const [other] = await tx
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(
      and(
        eq(ratePlans.roomId, roomId),
        eq(ratePlans.kind, RATE_PLAN_KIND.nonRefundable),
        exceptId === undefined ? undefined : ne(ratePlans.id, exceptId),
      ),
    );
  return other ? RATE_PLAN_KIND.custom : RATE_PLAN_KIND.nonRefundable;
}

/** A unique name clash (rate_plans_room_name_idx) as the admin reads it: 409 on `name`. */
async function namedUniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      if ((cause as { code?: unknown }).code === '23505') {
        throw new AppError(409, 'NAME_TAKEN', RATES_TEXTS.nameTaken, {
          name: RATES_TEXTS.nameTaken,
        });
      }
    }
    throw error;
  }
}

export function createPlan(db: Database, roomId: number, body: RatePlanBody) {
  return namedUniquely(() =>
    db.transaction(async (tx) => {
      // The room is locked so two creations cannot both become its Non-refundable plan.
      const [room] = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(eq(rooms.id, roomId))
        .for('update');
      if (!room) throw notFound(ROOM_NOT_FOUND);
      const [last] = await tx
        .select({ position: max(ratePlans.position) })
        .from(ratePlans)
        .where(eq(ratePlans.roomId, roomId));
      const [plan] = await tx
        .insert(ratePlans)
        .values({
          ...body,
          roomId,
          kind: await kindFor(tx, roomId, body),
          position: (last?.position ?? 0) + 1,
        })
        .returning(ratePlanColumns);
      return plan!;
    }),
  );
}

export function updatePlan(db: Database, id: number, patch: RatePlanPatch) {
  return namedUniquely(() =>
    db.transaction(async (tx) => {
      const current = await lockedPlan(tx, id);
      const next = { ...current, ...patch };
      if (current.kind === RATE_PLAN_KIND.standard) {
        // Standard is the room's own price under the hotel's policy: every derived plan and
        // the spec's fields lean on it.
        const fixed =
          next.name !== current.name ||
          next.pricing !== 'base' ||
          next.adjustmentBasisPoints !== 0 ||
          next.adjustmentCents !== 0;
        if (fixed) throw unprocessable(RATES_TEXTS.standardFixed, 'STANDARD_FIXED');
      }
      const kind =
        current.kind === RATE_PLAN_KIND.standard
          ? current.kind
          : await kindFor(tx, current.roomId, next, id);
      const [plan] = await tx
        .update(ratePlans)
        .set({ ...patch, kind })
        .where(eq(ratePlans.id, id))
        .returning(ratePlanColumns);
      return plan!;
    }),
  );
}

/**
 * Deletes a plan that no stay to come depends on. Standard is never deleted; a plan with a
 * live hold or a booking not yet checked out is kept (its guests were promised its terms), and
 * the admin is offered taking it off sale.
 */
export function deletePlan(db: Database, id: number) {
  return db.transaction(async (tx) => {
    const plan = await lockedPlan(tx, id);
    if (plan.kind === RATE_PLAN_KIND.standard) {
      throw unprocessable(RATES_TEXTS.standardKept, 'STANDARD_KEPT');
    }
    const [held] = await tx
      .select({ id: holds.id })
      .from(holds)
      .where(
        and(eq(holds.ratePlanId, id), eq(holds.status, 'active'), sql`${holds.expiresAt} > now()`),
      )
      .limit(1);
    const [booked] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.ratePlanId, id),
          ne(bookings.status, 'cancelled'),
          // Not yet checked out in any time zone: the database's date, a day early.
          sql`${bookings.checkOut} >= current_date - 1`,
        ),
      )
      .limit(1);
    if (held || booked) throw conflict(PLAN_IN_USE, 'PLAN_IN_USE');
    await tx.delete(ratePlans).where(eq(ratePlans.id, id));
  });
}
