/**
 * `seed:large --rates`: a year of rates and restrictions on every room type and plan of the
 * large data set, for the benchmarks of search by the stay's price (decision 047): each room
 * type gets a Non-refundable plan (10 % below Standard), Standard a price on every night of the
 * year (weekday, weekend and season prices around the room's own) with a 2-night minimum on
 * some Saturdays, 3 on a festival week, and a closed night now and then, and the
 * Non-refundable plan its own rows on Sundays (closed to arrival). Made by the database in a
 * few statements (generate_series), deterministic from the room ids and the first night.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/database.js';

export const LARGE_RATES_DAYS = 365;

/** Adds plans and calendar rows to the rooms of hotels with ids above `afterHotelId`. */
export async function fillLargeRates(
  db: Database,
  options: { afterHotelId: number; firstNight: string },
): Promise<{ ratePlans: number; roomRates: number }> {
  const rooms = sql`select id, price_cents, discount_basis_points from rooms
    where hotel_id > ${options.afterHotelId}`;
  await db.execute(sql`insert into rate_plans (room_id, kind, name, description,
      refundable, pricing, adjustment_basis_points, position)
    select id, 'non_refundable', 'Non-refundable', 'Pay now, save 10 %.', false, 'percent', -1000, 1
    from (${rooms}) as r
    on conflict do nothing`);
  const night = sql`(${options.firstNight}::date + d.n)`;
  const card = sql`(r.price_cents - (r.price_cents::bigint * r.discount_basis_points + 500000) / 1000000 * 100)`;
  // Spread by room and night without a random generator: the same rows on every run.
  const hash = sql`((r.id * 7919 + d.n * 104729) % 1000)`;
  const percent = sql`(case when extract(isodow from ${night}) in (5, 6) then 15 else 0 end
    + case when to_char(${night}, 'MM-DD') between '06-15' and '08-31' then 25 else 0 end
    + case when d.n between 200 and 206 then 50 else 0 end
    + ${hash} % 11 - 5)`;
  await db.execute(sql`insert into room_rates (rate_plan_id, night, price_cents,
      min_stay, closed)
    select p.id, ${night},
      greatest(100, round(${card} * (100 + ${percent}) / 10000.0) * 100)::int,
      case when d.n between 200 and 206 then 3
        when extract(isodow from ${night}) = 6 and ${hash} < 100 then 2 end,
      ${hash} < 10
    from (${rooms}) as r join rate_plans p on p.room_id = r.id and p.kind = 'standard'
      cross join generate_series(0, ${LARGE_RATES_DAYS - 1}) as d(n)
    on conflict do nothing`);
  await db.execute(sql`insert into room_rates (rate_plan_id, night, closed_to_arrival)
    select p.id, ${night}, true
    from (${rooms}) as r join rate_plans p on p.room_id = r.id and p.kind = 'non_refundable'
      cross join generate_series(0, ${LARGE_RATES_DAYS - 1}) as d(n)
    where extract(isodow from ${night}) = 7
    on conflict do nothing`);
  const [counted] = await queryRows<{ plans: unknown; rates: unknown }>(
    db,
    sql`select count(distinct p.id) as plans, count(rr.night) as rates
      from rate_plans p join (${rooms}) as r on r.id = p.room_id
        left join room_rates rr on rr.rate_plan_id = p.id`,
  );
  return { ratePlans: Number(counted?.plans ?? 0), roomRates: Number(counted?.rates ?? 0) };
}
