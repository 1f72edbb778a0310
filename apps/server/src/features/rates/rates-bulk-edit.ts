/**
 * The bulk edit of the rates calendar (decision 045): for the chosen plans of one hotel and the
 * nights from `from` to `to` on the chosen weekdays, set or move the price and set or clear each
 * restriction, in one transaction. Refused whole (nothing written) when any night would end out
 * of range; a night's row that ends with nothing of its own is deleted. A dry run answers the
 * same count and writes nothing: the grid's preview.
 */
import {
  NIGHT_PRICE_MAX_CENTS,
  NO_RESTRICTIONS,
  RATES_TEXTS,
  addDays,
  nightsOfStay,
  planNightPrice,
  priceMovedByBasisPoints,
  type IsoDate,
  type PlanCalendar,
  type RateEntry,
  type RatesBulkEdit,
  type RatesBulkResult,
} from '@staylane/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { hotels, ratePlans, rooms } from '../../db/schema.js';
import { AppError, notFound, unprocessable } from '../../lib/app-error.js';
import { loadPlanCalendars } from './plan-calendars.js';
import { deleteRoomRates, upsertRoomRates, type RoomRateRow } from './room-rate-rows.js';

export const HOTEL_NOT_FOUND = 'Hotel not found';

const refused = (message: string, field: string, code = 'RATES_OUT_OF_RANGE') =>
  new AppError(422, code, message, { [field]: message });

/** The row a night ends with after the edit: its own values, or none (null) when empty. */
function editedEntry(edit: RatesBulkEdit, calendar: PlanCalendar, night: IsoDate): RateEntry {
  const before: RateEntry = calendar.own.get(night) ?? {
    night,
    priceCents: null,
    ...NO_RESTRICTIONS,
  };
  const after: RateEntry = { ...before };
  const { price } = edit;
  if (price) {
    if ('set' in price) after.priceCents = price.set;
    else if ('clear' in price) after.priceCents = null;
    else {
      // A move starts from what the night costs today, derived or not, and becomes its own.
      const current = planNightPrice(calendar, night).priceCents;
      const moved =
        'adjustCents' in price
          ? current + price.adjustCents
          : priceMovedByBasisPoints(current, price.adjustBasisPoints);
      if (moved < 1) throw refused(RATES_TEXTS.pricedBelowOneCent, 'price');
      if (moved > NIGHT_PRICE_MAX_CENTS) throw refused(RATES_TEXTS.priceRange, 'price');
      after.priceCents = moved;
    }
  }
  if (edit.minStay !== undefined) after.minStay = edit.minStay;
  if (edit.maxStay !== undefined) after.maxStay = edit.maxStay;
  if (edit.closedToArrival !== undefined) after.closedToArrival = edit.closedToArrival;
  if (edit.closedToDeparture !== undefined) after.closedToDeparture = edit.closedToDeparture;
  if (edit.closed !== undefined) after.closed = edit.closed;
  if (after.minStay !== null && after.maxStay !== null && after.minStay > after.maxStay) {
    throw refused(RATES_TEXTS.minAboveMax, 'minStay');
  }
  return after;
}

const isEmpty = (entry: RateEntry) =>
  entry.priceCents === null &&
  entry.minStay === null &&
  entry.maxStay === null &&
  !entry.closedToArrival &&
  !entry.closedToDeparture &&
  !entry.closed;

const sameValues = (a: RateEntry, b: RateEntry) =>
  a.priceCents === b.priceCents &&
  a.minStay === b.minStay &&
  a.maxStay === b.maxStay &&
  a.closedToArrival === b.closedToArrival &&
  a.closedToDeparture === b.closedToDeparture &&
  a.closed === b.closed;

/** The chosen plans with their rooms, locked: two edits of one plan run one after the other. */
async function lockedPlansOfHotel(tx: Transaction, hotelId: number, planIds: number[]) {
  const found = await tx
    .select({ id: ratePlans.id, roomId: ratePlans.roomId, hotelId: rooms.hotelId })
    .from(ratePlans)
    .innerJoin(rooms, eq(rooms.id, ratePlans.roomId))
    .where(inArray(ratePlans.id, planIds))
    .orderBy(ratePlans.id)
    .for('update', { of: ratePlans });
  if (found.length !== planIds.length || found.some((plan) => plan.hotelId !== hotelId)) {
    throw unprocessable(RATES_TEXTS.planOfAnotherHotel, 'PLAN_OF_ANOTHER_HOTEL');
  }
  return found;
}

/** Answers how many plan × night pairs change (or would, on a dry run). */
export async function bulkEditRates(
  db: Database,
  hotelId: number,
  edit: RatesBulkEdit,
): Promise<RatesBulkResult> {
  return db.transaction(async (tx) => {
    const [hotel] = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
    if (!hotel) throw notFound(HOTEL_NOT_FOUND);
    const planIds = [...new Set(edit.ratePlanIds)];
    const plans = await lockedPlansOfHotel(tx, hotelId, planIds);
    const until = addDays(edit.to, 1);
    const weekdays = new Set(edit.weekdays);
    const nights = nightsOfStay(edit.from, until).filter((night) =>
      weekdays.has(new Date(`${night}T00:00:00Z`).getUTCDay()),
    );
    const calendars = await loadPlanCalendars(
      tx,
      plans.map((plan) => plan.roomId),
      { from: edit.from, until },
    );

    const upserts: RoomRateRow[] = [];
    const deletes: { ratePlanId: number; night: IsoDate }[] = [];
    for (const plan of plans) {
      const calendar = calendars.get(plan.roomId)?.calendarOf(plan.id);
      if (!calendar) throw unprocessable(RATES_TEXTS.planOfAnotherHotel, 'PLAN_OF_ANOTHER_HOTEL');
      for (const night of nights) {
        const before = calendar.own.get(night);
        const after = editedEntry(edit, calendar, night);
        if (isEmpty(after)) {
          if (before) deletes.push({ ratePlanId: plan.id, night });
        } else if (!before || !sameValues(before, after)) {
          upserts.push({ ...after, ratePlanId: plan.id, night });
        }
      }
    }
    if (!edit.dryRun) {
      await upsertRoomRates(tx, upserts);
      await deleteRoomRates(tx, deletes);
    }
    return { nightsChanged: upserts.length + deletes.length, dryRun: edit.dryRun };
  });
}
