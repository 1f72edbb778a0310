/**
 * A search's price of each hotel, in SQL (decisions 045 and 047): with dates, the stay's total
 * from the cheapest plan that a free, fitting room sells and the stay's rules allow; without,
 * the cheapest on-sale plan's nightly price. These statements mirror the domain's rules
 * exactly (rates.ts: planNightPrice, planNightRestrictions, stayRefusal; quote.ts: quoteStay;
 * from-price.ts: planDefaultNightCents), so search and the hotel page cannot disagree; the
 * property test in stay-price-sql.test.ts compares the two on random calendars.
 *
 * The stay's calendar is read as one set (decision 042 §3): the room_rates rows of the stay's
 * nights and its check-out day, for the candidate plans and their Standard plans, aggregated
 * per plan beside the short rooms. A night without a row costs the plan's default price and
 * has no restriction, so only the rows need reading.
 */
import { TAX_RATE_PERCENT } from '@staylane/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { roomOnSaleSql, type DayValue } from '../availability/index.js';

/** A price `x` (bigint SQL) moved as a derived plan `p` moves Standard's: rates.ts derivedNight. */
function derivedSql(x: SQL): SQL {
  return sql`greatest(1, case p.pricing
      when 'percent' then (${x} * (10000 + p.adjustment_basis_points) + 5000) / 10000
      else ${x} + p.adjustment_cents end)`;
}

/** Whether plan `p` prices a night without its own row from the room's price (undiscounted). */
const pricedFromRoomSql = sql`(p.kind = 'standard' or p.pricing = 'base')`;

/**
 * Per candidate plan of the stay (`plan_id`, `hotel_id`), its stay total as quoteStay gives it
 * (`total_cents`), only for plans the rules allow. `hotels` is the CTE of the hotels that
 * match the rest of the search (column `id`); `short` the statement's short rooms.
 */
export function admittedStayTotalsSql(options: {
  hotels: string;
  checkIn: DayValue;
  checkOut: DayValue;
  guests: SQLWrapper | undefined;
}): SQL {
  const { checkIn, checkOut, guests } = options;
  const fits = guests === undefined ? sql`` : sql` and fr.max_guests >= ${guests}`;
  const nights = sql`(${checkOut}::date - ${checkIn}::date)`;
  // Plans on sale of the free, fitting rooms, with their Standard plan (whose rows price a
  // derived plan and narrow every plan's restrictions).
  const plans = sql`select h.id as hotel_id, p.id as plan_id, std.id as std_id, p.kind,
      p.pricing, p.adjustment_basis_points, p.adjustment_cents, p.length_of_stay_discounts,
      fr.price_cents::bigint as room_cents, fr.discount_basis_points::bigint as room_bp
    from ${sql.raw(options.hotels)} h
    join rooms fr on fr.hotel_id = h.id and ${roomOnSaleSql('fr')}${fits}
      and fr.id not in (select short.room_id from short)
    join rate_plans p on p.room_id = fr.id and p.on_sale
    join rate_plans std on std.room_id = fr.id and std.kind = 'standard'`;
  // Each plan's nights that have a row of its own or of Standard, one row per night: the own
  // and Standard prices and the narrowed restrictions (planNightRestrictions).
  // Two equi-joins on room_rates' key (rate_plan_id, night), not one on either plan: each is a
  // plain range scan of the key, where `in (plan, standard)` made a bitmap OR per plan.
  const rows = (planColumn: string, own: boolean) => sql`select sp.plan_id, rr.night,
      ${own ? sql`rr.price_cents` : sql`null::int`} as own_price,
      ${own ? sql`null::int` : sql`rr.price_cents`} as std_price,
      rr.min_stay, rr.max_stay, rr.closed_to_arrival, rr.closed_to_departure, rr.closed
    from stay_plans sp join room_rates rr on rr.rate_plan_id = sp.${sql.raw(planColumn)}
      and rr.night >= ${checkIn}::date and rr.night <= ${checkOut}::date
    ${own ? sql`` : sql`where sp.plan_id <> sp.std_id`}`;
  const rowNights = sql`select r.plan_id, r.night,
      max(r.own_price)::bigint as own_price, max(r.std_price)::bigint as std_price,
      max(r.min_stay) as min_stay, min(r.max_stay) as max_stay,
      bool_or(r.closed_to_arrival) as cta, bool_or(r.closed_to_departure) as ctd,
      bool_or(r.closed) as closed
    from (${rows('plan_id', true)} union all ${rows('std_id', false)}) as r
    group by r.plan_id, r.night`;
  // A row night's price and whether the room's Discount applies (planNightPrice).
  const nightPrice = sql`case when rn.own_price is not null then rn.own_price
      when ${pricedFromRoomSql} then p.room_cents
      when rn.std_price is not null then ${derivedSql(sql`rn.std_price`)}
      else ${derivedSql(sql`p.room_cents`)} end`;
  const discounted = sql`(rn.own_price is null and (${pricedFromRoomSql} or rn.std_price is null))`;
  const stayNight = sql`rn.night < ${checkOut}::date`;
  // The row nights of the plans that have any, summed per plan (few when the calendar is
  // sparse); every other plan's nights all cost its default, with no restriction.
  const planRows = sql`select p.plan_id,
      -- sum() of bigint is numeric, whose division is not integer division: cast back.
      count(rn.night) filter (where ${stayNight}) as row_nights,
      coalesce(sum(${nightPrice}) filter (where ${stayNight}), 0)::bigint as row_cents,
      coalesce(sum(${nightPrice}) filter (where ${stayNight} and ${discounted}), 0)::bigint
        as row_discounted,
      bool_or(rn.closed) filter (where ${stayNight}) as closed,
      bool_or(rn.cta) filter (where rn.night = ${checkIn}::date) as cta,
      max(rn.min_stay) filter (where rn.night = ${checkIn}::date) as min_stay,
      min(rn.max_stay) filter (where rn.night = ${checkIn}::date) as max_stay,
      bool_or(rn.ctd) filter (where rn.night = ${checkOut}::date) as ctd
    from row_nights rn join stay_plans p on p.plan_id = rn.plan_id
    group by p.plan_id`;
  const perPlan = sql`select p.plan_id, p.hotel_id,
      coalesce(pr.row_nights, 0) as row_nights, coalesce(pr.row_cents, 0) as row_cents,
      coalesce(pr.row_discounted, 0) as row_discounted,
      pr.closed, pr.cta, pr.min_stay, pr.max_stay, pr.ctd,
      case when ${pricedFromRoomSql} then p.room_cents else ${derivedSql(sql`p.room_cents`)} end
        as default_cents,
      p.room_bp,
      case when p.length_of_stay_discounts = '[]'::jsonb then 0 else
        (select coalesce(max((d ->> 'percent')::int), 0)
          from jsonb_array_elements(p.length_of_stay_discounts) d
          where (d ->> 'minNights')::int <= ${nights}) end as los_percent
    from stay_plans p left join plan_rows pr on pr.plan_id = p.plan_id`;
  // quoteStay's totals: base, the Discount in whole dollars on the discounted nights, its tax,
  // the length-of-stay discount in cents, the final in whole dollars.
  const base = sql`(pp.row_cents + (${nights} - pp.row_nights) * pp.default_cents)`;
  const discountedBase = sql`(pp.row_discounted + (${nights} - pp.row_nights) * pp.default_cents)`;
  const discountDollars = sql`(${discountedBase} * pp.room_bp / 1000000)`;
  const taxDollars = sql`(${discountDollars} * ${sql.raw(String(TAX_RATE_PERCENT))} / 100)`;
  const losCents = sql`(${base} * pp.los_percent / 100)`;
  const finalCents = sql`greatest(0, ${base} * 100 - ${discountDollars} * 10000
      + ${taxDollars} * 10000 - ${losCents} * 100) / 10000 * 100`;
  // stayRefusal: on sale (stay_plans), arrival, minimum, maximum, closed nights, departure.
  const admitted = sql`not coalesce(pp.cta, false)
      and (pp.min_stay is null or ${nights} >= pp.min_stay)
      and (pp.max_stay is null or ${nights} <= pp.max_stay)
      and not coalesce(pp.closed, false) and not coalesce(pp.ctd, false)`;
  return sql`stay_plans as materialized (${plans}),
    row_nights as (${rowNights}),
    plan_rows as (${planRows}),
    plan_prices as (${perPlan}),
    stay_totals as materialized (select pp.hotel_id, min(${finalCents})::bigint as total_cents
      from plan_prices pp where ${admitted} group by pp.hotel_id)`;
}

/**
 * Ids of the plans the stay's rules refuse (`rate_plan_id`), from the calendar rows that carry
 * a rule alone: stayRefusal refuses a plan when a row of its own or of its room's Standard plan
 * (planNightRestrictions narrows every plan by Standard's) closes the arrival day, asks more or
 * fewer nights from it, closes a night of the stay or closes the departure day. Each kind of
 * rule is read from its partial index alone (migration 0028), so a search reads the few rows
 * with rules on the stay's arrival, nights and departure, never the nights' prices. An id may
 * appear more than once.
 */
export function refusedPlansSql(checkIn: DayValue, checkOut: DayValue): SQL {
  const nights = sql`(${checkOut}::date - ${checkIn}::date)`;
  // Each branch repeats its index's predicate word for word, so the planner sees it applies.
  return sql`select rf.rate_plan_id from room_rates rf
      where rf.night = ${checkIn}::date and rf.closed_to_arrival
    union all
    select rf.rate_plan_id from room_rates rf
      where rf.night = ${checkIn}::date and (rf.min_stay is not null or rf.max_stay is not null)
        and (rf.min_stay > ${nights} or rf.max_stay < ${nights})
    union all
    select rf.rate_plan_id from room_rates rf
      where rf.night >= ${checkIn}::date and rf.night < ${checkOut}::date and rf.closed
    union all
    select rf.rate_plan_id from room_rates rf
      where rf.night = ${checkOut}::date and rf.closed_to_departure`;
}

/**
 * True when plan `plan` (SQL of its id) has a calendar row that refuses the stay: the probe
 * form of refusedPlansSql, one range scan of room_rates' key over the stay's days.
 */
function planRefusesSql(plan: SQL, checkIn: DayValue, checkOut: DayValue): SQL {
  const nights = sql`(${checkOut}::date - ${checkIn}::date)`;
  return sql`exists (select 1 from room_rates pr
    where pr.rate_plan_id = ${plan} and pr.night >= ${checkIn}::date and pr.night <= ${checkOut}::date
      and ((pr.night = ${checkIn}::date
            and (pr.closed_to_arrival or pr.min_stay > ${nights} or pr.max_stay < ${nights}))
        or (pr.night < ${checkOut}::date and pr.closed)
        or (pr.night = ${checkOut}::date and pr.closed_to_departure)))`;
}

/**
 * True when room `room` (an alias of rooms, already on sale, fitting and not short) sells a
 * plan the stay's rules allow: its Standard plan `standard` (an alias of rate_plans joined to
 * the room) is not refused, else every plan is, and is on sale, or another plan on sale is not
 * refused. Two forms of one rule, chosen per search shape as decision 042 chose its forms:
 * - `probe`: for a place's few hotels, each room's plans probe their own calendar rows;
 * - `set`: for every city, the statement's `refused` CTE (refusedPlansSql), hashed once.
 */
export function roomSellsStaySql(
  room: string,
  standard: string,
  form: 'probe' | 'set',
  stay: { checkIn: DayValue; checkOut: DayValue },
): SQL {
  const r = sql.raw(room);
  const std = sql.raw(standard);
  const refuses = (plan: string) =>
    form === 'set'
      ? sql`${sql.raw(plan)}.id in (select refused.rate_plan_id from refused)`
      : planRefusesSql(sql.raw(`${plan}.id`), stay.checkIn, stay.checkOut);
  return sql`not ${refuses(standard)}
    and (${std}.on_sale or exists (select 1 from rate_plans sp
      where sp.room_id = ${r}.id and sp.on_sale and sp.id <> ${std}.id and not ${refuses('sp')}))`;
}

/**
 * The cheapest on-sale plan's nightly price of hotel `hotelId` (SQL) over its rooms on sale that
 * sleep the party: planDefaultNightCents, the figure a list card shows without dates. Null when
 * no room fits.
 */
export function nightlyFromPriceSql(hotelId: SQL, guests: SQLWrapper | undefined): SQL {
  const fits = guests === undefined ? sql`` : sql` and nr.max_guests >= ${guests}`;
  const price = sql`greatest(1, case
      when np.kind <> 'standard' and np.pricing = 'percent'
        then (nr.price_cents::bigint * (10000 + np.adjustment_basis_points) + 5000) / 10000
      when np.kind <> 'standard' and np.pricing = 'amount' then nr.price_cents::bigint + np.adjustment_cents
      else nr.price_cents::bigint end)`;
  const nightly = sql`(${price} - (${price} * nr.discount_basis_points + 500000) / 1000000 * 100)`;
  return sql`(select min(${nightly}) from rooms nr join rate_plans np on np.room_id = nr.id and np.on_sale
    where nr.hotel_id = ${hotelId} and ${roomOnSaleSql('nr')}${fits})`;
}
