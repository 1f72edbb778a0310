/**
 * The rates calendar as the domain's rules read it (decision 045): for some room types and a
 * span of nights, each room's plans with Standard's rows and each plan's own rows. Two
 * statements whatever the number of rooms, plans and nights, so the hotel page, a quote and a
 * hold read it alike. Search prices stays in SQL over the same tables (decision 045 §Search).
 */
import type { IsoDate, PlanCalendar, RateEntry, RatePlan } from '@staylane/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
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

const planColumns = {
  ...ratePlanColumns,
  roomPriceCents: rooms.priceCents,
  roomDiscountBasisPoints: rooms.discountBasisPoints,
};

// Built once (reusable-statement.ts): the hotel page and every quote run these, and building
// them anew was about a tenth of the offers' server CPU. The rooms travel as one int[] value.
const inRooms = (column: typeof ratePlans.roomId) =>
  sql`${column} = any(${sql.placeholder('roomIds')}::int[])`;

const plansOfRooms = reusableStatement((db) =>
  db
    .select(planColumns)
    .from(ratePlans)
    .innerJoin(rooms, eq(rooms.id, ratePlans.roomId))
    .where(inRooms(ratePlans.roomId))
    .orderBy(
      asc(ratePlans.roomId),
      sql`${ratePlans.kind} <> 'standard'`,
      asc(ratePlans.position),
      asc(ratePlans.id),
    ),
);

const ratesOfRooms = reusableStatement((db) =>
  db
    .select({
      ratePlanId: roomRates.ratePlanId,
      night: roomRates.night,
      priceCents: roomRates.priceCents,
      minStay: roomRates.minStay,
      maxStay: roomRates.maxStay,
      closedToArrival: roomRates.closedToArrival,
      closedToDeparture: roomRates.closedToDeparture,
      closed: roomRates.closed,
    })
    .from(roomRates)
    .innerJoin(ratePlans, eq(ratePlans.id, roomRates.ratePlanId))
    .where(
      and(
        inRooms(ratePlans.roomId),
        gte(roomRates.night, sql.placeholder('from')),
        lt(roomRates.night, sql.placeholder('until')),
      ),
    ),
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
  const [planRows, rateRows] = await Promise.all([
    plansOfRooms(db, { roomIds: ids }),
    ratesOfRooms(db, { roomIds: ids, from: span.from, until: span.until }),
  ]);

  const entriesByPlan = new Map<number, Map<IsoDate, RateEntry>>();
  for (const { ratePlanId, ...entry } of rateRows) {
    let entries = entriesByPlan.get(ratePlanId);
    if (!entries) entriesByPlan.set(ratePlanId, (entries = new Map()));
    entries.set(entry.night, entry);
  }
  const none: ReadonlyMap<IsoDate, RateEntry> = new Map();

  const byRoom = new Map<number, typeof planRows>();
  for (const row of planRows) {
    const rows = byRoom.get(row.roomId) ?? [];
    rows.push(row);
    byRoom.set(row.roomId, rows);
  }
  for (const [roomId, rows] of byRoom) {
    const first = rows[0]!;
    const room = {
      priceCents: first.roomPriceCents,
      discountBasisPoints: first.roomDiscountBasisPoints,
    };
    const plans: RatePlan[] = rows.map(
      ({ roomId: _room, roomPriceCents: _price, roomDiscountBasisPoints: _discount, ...plan }) =>
        plan,
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
