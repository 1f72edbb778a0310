/**
 * The rates calendar as the domain's rules read it (decision 045): for some room types and a
 * span of nights, each room's plans with Standard's rows and each plan's own rows. One
 * statement whatever the number of rooms, plans and nights (each plan's rows come with it as
 * one JSON array), so the hotel page, a quote and a hold read it alike, in one snapshot: a bulk
 * edit committed meanwhile is seen whole or not at all. Search prices stays in SQL over the
 * same tables (decision 045 §Search).
 */
import type { IsoDate, PlanCalendar, RateEntry, RatePlan } from '@staylane/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { reusableStatement } from '../../db/reusable-statement.js';
import { ratePlans, roomRates, rooms } from '../../db/schema.js';
import { ratePlanColumns } from './rate-plan-columns.js';

/** A room type's plans and calendar over the span asked for. */
export interface RoomPlanCalendars {
  roomId: number;
  room: { priceCents: number; discountBasisPoints: number };
  /** Every plan of the room, on sale or not, Standard first, then by position. */
  plans: RatePlan[];
  /** The rules' view of one plan of the room, or undefined when the room has no such plan. */
  calendarOf(planId: number): PlanCalendar | undefined;
}

/** A calendar row as the statement sends it: night, price, min, max, closures. */
type RateRow = [IsoDate, number | null, number | null, number | null, boolean, boolean, boolean];

const r = roomRates;
/**
 * Built once (reusable-statement.ts): the hotel page and every quote run it, and building it
 * anew was about a tenth of the offers' server CPU. The rooms travel as one int[] value. Each
 * plan's rows in the span come as one JSON array of arrays: one round trip rather than two
 * (or four, in a transaction of their own), which cost more than reading the rows.
 */
const plansWithRates = reusableStatement((db) =>
  db
    .select({
      ...ratePlanColumns,
      roomPriceCents: rooms.priceCents,
      roomDiscountBasisPoints: rooms.discountBasisPoints,
      rates: sql<RateRow[] | null>`(select json_agg(json_build_array(${r.night}, ${r.priceCents},
          ${r.minStay}, ${r.maxStay}, ${r.closedToArrival}, ${r.closedToDeparture}, ${r.closed}))
        from ${roomRates} where ${r.ratePlanId} = ${ratePlans.id}
          and ${r.night} >= ${sql.placeholder('from')}::date
          and ${r.night} < ${sql.placeholder('until')}::date)`,
    })
    .from(ratePlans)
    .innerJoin(rooms, eq(rooms.id, ratePlans.roomId))
    .where(sql`${ratePlans.roomId} = any(${sql.placeholder('roomIds')}::int[])`)
    .orderBy(
      asc(ratePlans.roomId),
      sql`${ratePlans.kind} <> 'standard'`,
      asc(ratePlans.position),
      asc(ratePlans.id),
    ),
);

const entriesOf = (rows: readonly RateRow[] | null): Map<IsoDate, RateEntry> =>
  new Map(
    (rows ?? []).map(([night, priceCents, minStay, maxStay, toArrival, toDeparture, closed]) => [
      night,
      {
        night,
        priceCents,
        minStay,
        maxStay,
        closedToArrival: toArrival,
        closedToDeparture: toDeparture,
        closed,
      },
    ]),
  );

/**
 * The plans and calendar rows of these rooms for the nights from `from` up to, not including,
 * `until` (a stay's check-out day is read too when the caller passes the day after it, as
 * closed-to-departure needs).
 */
export async function loadPlanCalendars(
  db: Database | Transaction,
  roomIds: readonly number[],
  span: { from: IsoDate; until: IsoDate },
): Promise<Map<number, RoomPlanCalendars>> {
  const result = new Map<number, RoomPlanCalendars>();
  if (roomIds.length === 0) return result;
  const ids = [...new Set(roomIds)];
  const planRows = await plansWithRates(db, { roomIds: ids, from: span.from, until: span.until });

  const entriesByPlan = new Map<number, Map<IsoDate, RateEntry>>();
  const byRoom = new Map<number, typeof planRows>();
  for (const row of planRows) {
    entriesByPlan.set(row.id, entriesOf(row.rates));
    const rows = byRoom.get(row.roomId) ?? [];
    rows.push(row);
    byRoom.set(row.roomId, rows);
  }
  const none: ReadonlyMap<IsoDate, RateEntry> = new Map();
  for (const [roomId, rows] of byRoom) {
    const first = rows[0]!;
    const room = {
      priceCents: first.roomPriceCents,
      discountBasisPoints: first.roomDiscountBasisPoints,
    };
    const plans: RatePlan[] = rows.map(
      ({
        roomId: _room,
        roomPriceCents: _price,
        roomDiscountBasisPoints: _discount,
        rates: _rates,
        ...plan
      }) => plan,
    );
    const standardPlan = plans.find((plan) => plan.kind === 'standard');
    const standard = (standardPlan && entriesByPlan.get(standardPlan.id)) ?? none;
    result.set(roomId, {
      roomId,
      room,
      plans,
      calendarOf(planId) {
        const plan = plans.find((candidate) => candidate.id === planId);
        if (!plan) return undefined;
        return { room, plan, standard, own: entriesByPlan.get(planId) ?? none };
      },
    });
  }
  return result;
}
