/**
 * Rate plans and their calendars in the catalogue file (`npm run export`, then import): each
 * room's plans as the admin API takes them, with their kind and calendar rows. The import makes
 * a room's plans the file's: Standard (made with the room) takes the file's terms, other plans
 * are found by name (any case) or added, each plan's calendar becomes the file's rows, and a
 * plan the file no longer lists is taken off sale rather than deleted: stays may name it.
 */
import {
  RATE_PLAN_KIND,
  type RatePlanFile,
  type RatePlanKind,
  type RatePlan,
} from '@staylane/domain';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { ratePlans, roomRates } from '../../db/schema.js';
import { upsertRoomRates } from './room-rate-rows.js';

/** Each room's plans with every calendar row, Standard first, nights in order. */
export async function ratePlansForFile(
  db: Database,
  roomIds: readonly number[],
): Promise<Map<number, RatePlanFile[]>> {
  const result = new Map<number, RatePlanFile[]>();
  if (roomIds.length === 0) return result;
  const [plans, rows] = await Promise.all([
    db
      .select()
      .from(ratePlans)
      .where(inArray(ratePlans.roomId, [...roomIds]))
      .orderBy(
        asc(ratePlans.roomId),
        sql`${ratePlans.kind} <> 'standard'`,
        asc(ratePlans.position),
        asc(ratePlans.id),
      ),
    db
      .select()
      .from(roomRates)
      .innerJoin(ratePlans, eq(ratePlans.id, roomRates.ratePlanId))
      .where(inArray(ratePlans.roomId, [...roomIds]))
      .orderBy(asc(roomRates.ratePlanId), asc(roomRates.night)),
  ]);
  const ratesByPlan = new Map<number, RatePlanFile['rates']>();
  for (const { room_rates: row } of rows) {
    const { ratePlanId, ...entry } = row;
    const list = ratesByPlan.get(ratePlanId) ?? [];
    list.push(entry);
    ratesByPlan.set(ratePlanId, list);
  }
  for (const plan of plans) {
    const list = result.get(plan.roomId) ?? [];
    list.push({
      kind: plan.kind,
      name: plan.name,
      description: plan.description,
      refundable: plan.refundable,
      breakfastIncluded: plan.breakfastIncluded,
      pricing: plan.pricing,
      adjustmentBasisPoints: plan.adjustmentBasisPoints,
      adjustmentCents: plan.adjustmentCents,
      lengthOfStayDiscounts: plan.lengthOfStayDiscounts,
      onSale: plan.onSale,
      rates: ratesByPlan.get(plan.id) ?? [],
    });
    result.set(plan.roomId, list);
  }
  return result;
}

/** Makes the room's plans and calendars the file's (inside the hotel's import transaction). */
export async function writeRatePlansFromFile(
  tx: Transaction,
  roomId: number,
  plans: readonly RatePlanFile[],
): Promise<void> {
  const existing: Pick<RatePlan, 'id' | 'kind' | 'name'>[] = await tx
    .select({ id: ratePlans.id, kind: ratePlans.kind, name: ratePlans.name })
    .from(ratePlans)
    .where(eq(ratePlans.roomId, roomId))
    .for('update');
  const byName = new Map(existing.map((plan) => [plan.name.toLowerCase(), plan]));
  const listed = new Set(plans.map((plan) => plan.name.toLowerCase()));
  // The room keeps one Non-refundable plan: the file's first, unless an unlisted one stays.
  let nonRefundableTaken = existing.some(
    (plan) => plan.kind === RATE_PLAN_KIND.nonRefundable && !listed.has(plan.name.toLowerCase()),
  );
  const kept: number[] = [];
  for (const [position, plan] of plans.entries()) {
    const { rates, kind, ...fields } = plan;
    const standard =
      kind === RATE_PLAN_KIND.standard
        ? existing.find((candidate) => candidate.kind === RATE_PLAN_KIND.standard)
        : byName.get(fields.name.toLowerCase());
    let id: number;
    if (standard?.kind === RATE_PLAN_KIND.standard) {
      // Standard keeps its name and prices itself from the room (the room's own price).
      const {
        name: _name,
        pricing: _pricing,
        adjustmentBasisPoints: _bp,
        adjustmentCents: _c,
        ...terms
      } = fields;
      await tx.update(ratePlans).set(terms).where(eq(ratePlans.id, standard.id));
      id = standard.id;
    } else {
      let storedKind: RatePlanKind = RATE_PLAN_KIND.custom;
      if (kind === RATE_PLAN_KIND.nonRefundable && !nonRefundableTaken) {
        storedKind = RATE_PLAN_KIND.nonRefundable;
        nonRefundableTaken = true;
      }
      const values = { ...fields, kind: storedKind, position };
      if (standard) {
        await tx.update(ratePlans).set(values).where(eq(ratePlans.id, standard.id));
        id = standard.id;
      } else {
        const [added] = await tx
          .insert(ratePlans)
          .values({ ...values, roomId })
          .returning({ id: ratePlans.id });
        id = added!.id;
      }
    }
    kept.push(id);
    await tx.delete(roomRates).where(eq(roomRates.ratePlanId, id));
    await upsertRoomRates(
      tx,
      rates.map((entry) => ({ ...entry, ratePlanId: id })),
    );
  }
  if (plans.length === 0) return;
  await tx
    .update(ratePlans)
    .set({ onSale: false })
    .where(
      and(
        eq(ratePlans.roomId, roomId),
        ne(ratePlans.kind, RATE_PLAN_KIND.standard),
        notInArray(ratePlans.id, kept),
      ),
    );
}
