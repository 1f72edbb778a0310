/**
 * The rates and restrictions grid of a hotel (decision 045): its room types with their plans,
 * and a cell per plan × night holding the night's price as the guest would be charged it
 * (planNightPrice, from the calendar that loadPlanCalendars reads), what the guest pays for it
 * after the room's Discount (guestNightPriceCents), and the plan's own row. The restrictions
 * shown are the plan's own, not narrowed by Standard's: the grid edits rows. Ids travel as text.
 */
import {
  addDays,
  guestNightPriceCents,
  idToWire,
  nightsOfStay,
  planNightPrice,
  type IsoDate,
  type RatesGrid,
  type RatesGridCell,
} from '@staylane/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { hotels, rooms } from '../../db/schema.js';
import { loadPlanCalendars } from './plan-calendars.js';
import { ratePlanToWire } from './rate-plan-wire.js';

/** The hotel's grid from `from` for `days` nights, or undefined when there is no such hotel. */
export async function ratesGrid(
  db: Database,
  hotelId: number,
  window: { from: IsoDate; days: number },
): Promise<RatesGrid | undefined> {
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) return undefined;
  const until = addDays(window.from, window.days);
  const roomRows = await db
    .select({
      id: rooms.id,
      name: rooms.name,
      priceCents: rooms.priceCents,
      discountBasisPoints: rooms.discountBasisPoints,
    })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.position), asc(rooms.id));
  const calendars = await loadPlanCalendars(
    db,
    roomRows.map((room) => room.id),
    { from: window.from, until },
  );
  const nights = nightsOfStay(window.from, until);
  const cells: RatesGridCell[] = [];
  const roomTypes = roomRows.map((room) => {
    const roomCalendars = calendars.get(room.id);
    const plans = roomCalendars?.plans ?? [];
    for (const plan of plans) {
      const calendar = roomCalendars!.calendarOf(plan.id)!;
      for (const night of nights) {
        const own = calendar.own.get(night);
        cells.push({
          ratePlanId: idToWire(plan.id),
          night,
          priceCents: planNightPrice(calendar, night).priceCents,
          guestPriceCents: guestNightPriceCents(calendar, night),
          ownPrice: own?.priceCents != null,
          minStay: own?.minStay ?? null,
          maxStay: own?.maxStay ?? null,
          closedToArrival: own?.closedToArrival ?? false,
          closedToDeparture: own?.closedToDeparture ?? false,
          closed: own?.closed ?? false,
        });
      }
    }
    return {
      ...room,
      id: idToWire(room.id),
      plans: plans.map((plan) => ratePlanToWire({ ...plan, roomId: room.id })),
    };
  });
  return { from: window.from, until, roomTypes, cells };
}
