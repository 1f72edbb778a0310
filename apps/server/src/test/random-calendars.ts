/**
 * Random rate plans and rates calendars (seeded), and the domain's answer to "what does this
 * hotel cost for this stay", for the property test of search's SQL price (decision 047): the
 * SQL must say what planStayRates + stayRefusal + quoteStay say, hotel by hotel.
 */
import {
  addDays,
  hotelSearchKey,
  nightsBetween,
  perNightAverageCents,
  planDefaultNightCents,
  planStayRates,
  quoteStay,
  stayRefusal,
  type IsoDate,
} from '@staylane/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { hotels, ratePlans, roomRates, rooms } from '../db/schema.js';
import { loadPlanCalendars } from '../features/rates/plan-calendars.js';
import { insertHotelWithRooms } from './booking-fixtures.js';

/** mulberry32: a failure names its seed, and the same seed replays it. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

type Random = ReturnType<typeof seededRandom>;
const chance = (random: Random, percent: number) => random(100) < percent;
const pick = <T>(random: Random, items: readonly T[]) => items[random(items.length)]!;

/**
 * Hotels in `city`, each with 1–3 rooms of random price, Discount and size, Standard plus up to
 * two plans of random pricing, sale and length-of-stay discounts, and calendar rows on random
 * nights of `window` nights from `first` (prices, minimum and maximum stays, closures).
 */
export async function insertRandomCalendars(
  db: Database,
  random: Random,
  options: { city: string; hotels: number; first: IsoDate; window: number },
): Promise<number[]> {
  const hotelIds: number[] = [];
  for (let h = 0; h < options.hotels; h += 1) {
    const specs = Array.from({ length: 1 + random(3) }, () => ({
      priceCents: 1_000 + random(30_000),
      discountPercent: pick(random, [0, 0, 10, 12.5, 33, 100]),
      maxGuests: 1 + random(4),
      available: !chance(random, 10),
    }));
    const { hotelId, roomIds } = await insertHotelWithRooms(db, specs, { city: options.city });
    await findableIn(db, hotelId, options.city);
    hotelIds.push(hotelId);
    for (const roomId of roomIds) {
      if (chance(random, 10)) {
        await db.update(ratePlans).set({ onSale: false }).where(eq(ratePlans.roomId, roomId));
      }
      for (let p = random(3); p > 0; p -= 1) {
        const pricing = pick(random, ['base', 'percent', 'amount'] as const);
        await db.insert(ratePlans).values({
          roomId,
          kind: p === 1 ? 'non_refundable' : 'custom',
          name: `Plan ${p}`,
          refundable: p !== 1,
          pricing,
          adjustmentBasisPoints: -5_000 + random(8_000),
          // Now and then far below Standard, where a night never goes under one cent.
          adjustmentCents: chance(random, 15) ? -100_000 : -3_000 + random(6_000),
          lengthOfStayDiscounts: chance(random, 40)
            ? [
                { minNights: 2 + random(2), percent: 5 + random(10) },
                { minNights: 4, percent: 10 + random(20) },
              ]
            : [],
          onSale: !chance(random, 15),
          position: p,
        });
      }
    }
    const plans = await db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(inArray(ratePlans.roomId, roomIds));
    const rows = plans.flatMap(({ id }) =>
      Array.from({ length: options.window }, (_, n) => n)
        .filter(() => chance(random, 35))
        .map((n) => {
          const minStay = chance(random, 30) ? 1 + random(4) : null;
          return {
            ratePlanId: id,
            night: addDays(options.first, n),
            priceCents: chance(random, 40) ? null : 500 + random(40_000),
            minStay,
            maxStay: chance(random, 20) ? (minStay ?? 1) + random(4) : null,
            closedToArrival: chance(random, 10),
            closedToDeparture: chance(random, 10),
            closed: chance(random, 7),
          };
        }),
    );
    if (rows.length > 0) await db.insert(roomRates).values(rows);
  }
  return hotelIds;
}

/** Gives a fixture hotel the search key its city is found by (the app's writes keep it). */
export async function findableIn(db: Database, hotelId: number, city: string) {
  const searchKey = hotelSearchKey({ city, state: '', country: 'Portugal' });
  await db.update(hotels).set({ searchKey }).where(eq(hotels.id, hotelId));
}

/** A hotel's price as the domain gives it: search's stayPrice, or null when not offered. */
export interface ReferencePrice {
  totalCents: number | null;
  perNightCents: number;
  nights: number | null;
}

/**
 * The domain's price of each hotel (by id) for the stay and party: the cheapest plan that a
 * room on sale and big enough sells and the rules allow (stayRefusal), quoted by quoteStay
 * without a coupon; without dates, the cheapest on-sale plan's planDefaultNightCents. Hotels
 * with no such plan are absent. Nothing is booked or held: every room on sale is free.
 */
export async function referencePrices(
  db: Database,
  hotelIds: number[],
  query: { checkInDate?: IsoDate; checkOutDate?: IsoDate; guests: number },
): Promise<Map<number, ReferencePrice>> {
  const roomRows = await db.select().from(rooms).where(inArray(rooms.hotelId, hotelIds));
  const offered = roomRows.filter(
    (room) => room.available && room.units > 0 && room.maxGuests >= query.guests,
  );
  const { checkInDate: checkIn, checkOutDate: checkOut } = query;
  const from = checkIn ?? '2000-01-01';
  const until = checkOut ? addDays(checkOut, 1) : '2000-01-02';
  const calendars = await loadPlanCalendars(
    db,
    offered.map((room) => room.id),
    { from, until },
  );
  const prices = new Map<number, ReferencePrice>();
  for (const room of offered) {
    const calendar = calendars.get(room.id)!;
    for (const plan of calendar.plans) {
      const planCalendar = calendar.calendarOf(plan.id)!;
      let price: ReferencePrice;
      if (checkIn && checkOut) {
        const stay = { checkIn, checkOut };
        if (stayRefusal(planCalendar, stay) !== null) continue;
        const totalCents = quoteStay(planStayRates(planCalendar, stay)).finalCents;
        const nights = nightsBetween(checkIn, checkOut);
        price = { totalCents, perNightCents: perNightAverageCents(totalCents, nights), nights };
      } else {
        if (!plan.onSale) continue;
        const perNightCents = planDefaultNightCents(calendar.room, plan);
        price = { totalCents: null, perNightCents, nights: null };
      }
      const best = prices.get(room.hotelId);
      const cheaper = checkIn
        ? best === undefined || price.totalCents! < best.totalCents!
        : best === undefined || price.perNightCents < best.perNightCents;
      if (cheaper) prices.set(room.hotelId, price);
    }
  }
  return prices;
}
