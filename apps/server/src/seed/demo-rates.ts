/**
 * The demo hotels' rate plans and rates calendar (decision 045), so a newcomer sees them at
 * once: a summer season (+25 %), weekend prices (Friday and Saturday nights, +15 %), a
 * Non-refundable plan (−10 %) on some room types, a "Breakfast included" plan on some, a
 * festival week in Venice (+50 %, 3 nights minimum) and a 2-night minimum for Saturday
 * arrivals at two hotels, over the year from the anchor.
 *
 * The browser tests book stays on demo hotels at dates relative to today and find their rooms
 * through search, which leaves out a stay the rules refuse: the festival lies 200–206 days
 * ahead, where no test books, and the Saturday minimum is at two hotels past the first 50 of
 * the list (the tests' search reads one page of 50), none of them in Rome (the capacity test
 * lists Rome's hotels for today). Price changes break no test: the tests compare what the
 * server quotes with what it shows and charges.
 *
 * Calendar prices are the price (no Discount on top): a season's or weekend's night is the
 * room's card price (its price less its Discount) raised, in whole dollars.
 */
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.js';

/** The year of nights the demo calendar fills, from the anchor. */
const CALENDAR_DAYS = 365;
/** The festival week, in days from the anchor. */
const FESTIVAL = { from: 200, days: 7, city: 'Venice', minStay: 3 };
/** Demo hotel numbers (in insertion order, from 1) whose Saturday arrivals stay 2 nights. */
export const SATURDAY_MINIMUM_HOTELS = [70, 72];

/** Which demo hotels (by number) get which plans: every third after the first, every fourth. */
const hasNonRefundablePlan = (hotelNumber: number) => hotelNumber % 3 === 1;
const hasBreakfastPlan = (hotelNumber: number) => hotelNumber % 4 === 2;

export async function seedDemoRates(
  tx: Transaction,
  anchor: Date,
  hotelIds: readonly number[],
): Promise<void> {
  const numbered = (test: (n: number) => boolean) => hotelIds.filter((_, index) => test(index + 1));
  const nonRefundable = numbered(hasNonRefundablePlan);
  const breakfast = numbered(hasBreakfastPlan);
  const saturdays = numbered((n) => SATURDAY_MINIMUM_HOTELS.includes(n));
  const ids = (list: readonly number[]) =>
    sql`(${sql.join(list.length ? list.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`;

  // Non-refundable, 10 % below Standard, on the two cheapest room types; the rooms the spec
  // era flagged non-refundable already sell such a plan (the trigger's), now 10 % below too.
  await tx.execute(sql`insert into rate_plans (room_id, kind, name, description, refundable, pricing,
      adjustment_basis_points, position)
    select r.id, 'non_refundable', 'Non-refundable', 'Pay now, save 10 %. No refund if you cancel.',
      false, 'percent', -1000, 1
    from rooms r where r.hotel_id in ${ids(nonRefundable)} and r.position < 2
    on conflict do nothing`);
  await tx.execute(sql`update rate_plans set adjustment_basis_points = -1000,
      description = 'Pay now, save 10 %. No refund if you cancel.'
    where kind = 'non_refundable' and adjustment_basis_points = 0
      and room_id in (select id from rooms where hotel_id in ${ids(hotelIds)})`);
  // Breakfast included: Standard's night plus $18, refundable as Standard is.
  await tx.execute(sql`insert into rate_plans (room_id, kind, name, description, refundable,
      breakfast_included, pricing, adjustment_cents, length_of_stay_discounts, position)
    select r.id, 'custom', 'Breakfast included', 'Breakfast for two every morning.', true, true,
      'amount', 1800, '[{"minNights":7,"percent":10}]'::jsonb, 2
    from rooms r where r.hotel_id in ${ids(breakfast)}
    on conflict do nothing`);

  // Standard's calendar: seasons, weekends, the festival and the Saturday minimum. A night's
  // raise is the largest that applies (the festival's, else summer's and the weekend's added).
  const night = sql`(${anchor.toISOString().slice(0, 10)}::date + d.n)`;
  const summer = sql`(to_char(${night}, 'MM-DD') between '06-15' and '08-31')`;
  const weekend = sql`(extract(isodow from ${night}) in (5, 6))`;
  const festival = sql`(h.city = ${FESTIVAL.city} and d.n >= ${FESTIVAL.from} and d.n < ${FESTIVAL.from + FESTIVAL.days})`;
  const saturdayMinimum = sql`(h.id in ${ids(saturdays)} and extract(isodow from ${night}) = 6)`;
  const percent = sql`(case when ${festival} then 50
      else (case when ${summer} then 25 else 0 end) + (case when ${weekend} then 15 else 0 end) end)`;
  const cardCents = sql`(r.price_cents - (r.price_cents::bigint * r.discount_basis_points + 500000) / 1000000 * 100)`;
  await tx.execute(sql`insert into room_rates (rate_plan_id, night, price_cents, min_stay)
    select p.id, ${night},
      case when ${percent} > 0 then greatest(100, round(${cardCents} * (100 + ${percent}) / 10000.0) * 100)::int end,
      case when ${festival} then ${FESTIVAL.minStay} when ${saturdayMinimum} then 2 end
    from rate_plans p join rooms r on r.id = p.room_id join hotels h on h.id = r.hotel_id
      cross join generate_series(0, ${CALENDAR_DAYS - 1}) as d(n)
    where p.kind = 'standard' and h.id in ${ids(hotelIds)}
      and (${percent} > 0 or ${saturdayMinimum})`);
}
