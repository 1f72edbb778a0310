/**
 * The occupancy and revenue report's sums, as SQL (decision 022): the database adds
 * up bookings (with the amount each charged, `bookings.amount_cents`) and rooms and answers one row per night and one per day of the
 * period; no booking travels to the server's memory. Periods are [from, to).
 *
 * Nights are the hotels' calendar dates (as stays are); money days are UTC dates, since one
 * report may sum hotels of many time zones.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../../db/database.js';

export interface ReportPeriod {
  /** Absent: every hotel. */
  hotelId?: number | undefined;
  from: string;
  to: string;
}

export interface NightSums {
  night: string;
  availableUnitNights: number;
  bookedUnitNights: number;
  roomRevenueCents: number;
}

export interface DaySums {
  day: string;
  bookingsCreated: number;
  capturedCents: number;
  refundedCents: number;
}

/** Sums come back as bigint (text on node-postgres): exact up to 2^53 as numbers. */
const num = (value: unknown) => Number(value ?? 0);

const onHotel = (column: SQL, hotelId: number | undefined) =>
  hotelId === undefined ? sql`true` : sql`${column} = ${hotelId}`;

/** The period's dates, as `night` (or `day`) rows: [from, to). */
const periodDates = ({ from, to }: ReportPeriod) =>
  sql`select ${from}::date + i as date
      from generate_series(0, ${to}::date - ${from}::date - 1) as i`;

/**
 * Per night: available units (a room type's units from the night it was added on, in its
 * hotel's time zone, less its blocked units), units booked by bookings that are not
 * cancelled, and their revenue. A blocked unit that a booking had already taken (a channel's
 * block arriving after our sale, decision 020) stays counted as sold, not as blocked.
 *
 * Both are running sums over the period of what changes each night, never a row per room
 * and night or per booking and night (50 000 room types over a year would be 18 million
 * rows): a room type adds its units on the night it was added; a booking adds a unit and its
 * nightly amount on its first night in the period and takes them away on its check-out (or
 * the period's end). Work grows with bookings, not with their nights.
 *
 * A booking's amount is spread over its nights by their booked prices (booking_nights, the
 * quote's lines: decisions 044 and 045), so a weekend or season night earns what it was sold
 * for, and the room's current price never enters: night i gets floor(amount × (its price and
 * those before it) ÷ all its prices) less the same for the night before, which adds up to
 * exactly the amount (discounts, tax and coupon shared in proportion). Those are read as one
 * row per booked night in the period (bookings are few next to rooms × nights). A booking
 * stored without priced nights (made before booking_nights, or free) is spread evenly:
 * amount ÷ nights rounded down a night and its first (amount mod nights) nights one cent more
 * (added on its first night in the period, taken away at check-in + remainder). Either way a
 * booking's nights add up to exactly its amount and a period's revenue never gains or loses a
 * cent at its edges.
 */
export async function nightSums(
  db: Database | Transaction,
  period: ReportPeriod,
): Promise<NightSums[]> {
  const { from, to, hotelId } = period;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with
      period as (${periodDates(period)}),
      added as (
        select greatest((r.created_at at time zone h.time_zone)::date, ${from}::date) as night,
               sum(r.units) as units
        from rooms r join hotels h on h.id = r.hotel_id
        where ${onHotel(sql`r.hotel_id`, hotelId)}
          and (r.created_at at time zone h.time_zone)::date < ${to}::date
        group by 1),
      blocked as (
        select rn.night, sum(greatest(least(rn.blocked, rn.units - rn.booked), 0)) as units
        from room_nights rn
        where rn.blocked > 0 and rn.night >= ${from}::date and rn.night < ${to}::date
          and ${onHotel(sql`(select hotel_id from rooms where id = rn.room_id)`, hotelId)}
        group by 1),
      booked as (
        select b.id, b.check_in, b.check_out, b.amount_cents,
               (select sum(bn.price_cents) from booking_nights bn where bn.booking_id = b.id)
                 as nights_cents
        from bookings b
        where b.status = 'confirmed' and b.amount_cents is not null
          and ${onHotel(sql`b.hotel_id`, hotelId)}
          and b.check_in < ${to}::date and b.check_out > ${from}::date),
      stays as (
        select greatest(b.check_in, ${from}::date) as first,
               least(b.check_out, ${to}::date) as stop,
               b.check_in + b.amount_cents % (b.check_out - b.check_in) as extra_stop,
               b.amount_cents / (b.check_out - b.check_in) as base
        from booked b
        where coalesce(b.nights_cents, 0) = 0),
      priced as (
        select night, count(*) as units, sum(revenue) as revenue
        from (
          select bn.night,
                 b.amount_cents::bigint * sum(bn.price_cents) over w / b.nights_cents
                 - b.amount_cents::bigint * (sum(bn.price_cents) over w - bn.price_cents)
                   / b.nights_cents as revenue
          from booked b join booking_nights bn on bn.booking_id = b.id
          where b.nights_cents > 0
          window w as (partition by b.id order by bn.night)
        ) as nights
        where night >= ${from}::date and night < ${to}::date
        group by night),
      -- Three grouped sums rather than three rows per booking (a lateral VALUES): the same
      -- answer for a third of the work (bench/RESULTS.md §5).
      changes as (
        select night, sum(units) as units, sum(revenue) as revenue
        from (
          select first as night, count(*) as units,
                 sum(base + (extra_stop > first)::int) as revenue
          from stays group by first
          union all
          select stop, -count(*), -sum(base) from stays group by stop
          union all
          select extra_stop, 0, -count(*) from stays where extra_stop > first group by extra_stop
        ) as change
        group by night)
    select p.date::text as night,
           sum(coalesce(a.units, 0)) over (order by p.date) - coalesce(bl.units, 0) as available,
           sum(coalesce(c.units, 0)) over (order by p.date) + coalesce(pr.units, 0) as booked,
           sum(coalesce(c.revenue, 0)) over (order by p.date) + coalesce(pr.revenue, 0) as revenue
    from period p
      left join added a on a.night = p.date
      left join blocked bl on bl.night = p.date
      left join changes c on c.night = p.date
      left join priced pr on pr.night = p.date
    order by p.date`,
  );
  return rows.map((row) => ({
    night: String(row.night),
    availableUnitNights: num(row.available),
    bookedUnitNights: num(row.booked),
    roomRevenueCents: num(row.revenue),
  }));
}

/**
 * Per UTC day: bookings made whose payment was captured (later cancelled or not), payments
 * captured, and cancellation refunds paid. A booking's payment is captured within the request
 * that makes it, so the booking's time (its payment row's too) is the capture's; a refund is paid within the
 * cancellation (or by reconciliation soon after), so it is dated by the cancellation. Bookings
 * whose capture failed (cancelled without a cancellation time) or is still pending count
 * nowhere; a refund still owed (cancellation_pending) counts once paid.
 */
export async function daySums(
  db: Database | Transaction,
  period: ReportPeriod,
): Promise<DaySums[]> {
  const { from, to, hotelId } = period;
  const start = sql`(${from}::date)::timestamp at time zone 'UTC'`;
  const end = sql`(${to}::date)::timestamp at time zone 'UTC'`;
  const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
  const captured = sql`(b.status in ('confirmed', 'cancellation_pending')
    or (b.status = 'cancelled' and b.cancelled_at is not null))`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with
      period as (${periodDates(period)}),
      events as (
        -- A booking's payment is written in the booking's own transaction (the same now()),
        -- so the booking's time is its capture's, and its amount the payment's final price:
        -- one pass over bookings, no join with payments (bench/RESULTS.md §5).
        select ${utcDay(sql`b.created_at`)} as day, 1 as made,
               coalesce(b.amount_cents, 0) as captured, 0 as refunded
        from bookings b
        where ${captured} and ${onHotel(sql`b.hotel_id`, hotelId)}
          and b.created_at >= ${start} and b.created_at < ${end}
        union all
        select ${utcDay(sql`b.cancelled_at`)}, 0, 0, b.refund_cents
        from bookings b
        where b.status = 'cancelled' and b.refund_cents > 0 and ${onHotel(sql`b.hotel_id`, hotelId)}
          and b.cancelled_at >= ${start} and b.cancelled_at < ${end}),
      totals as (
        select day, sum(made) as made, sum(captured) as captured, sum(refunded) as refunded
        from events group by day)
    select p.date::text as day, coalesce(t.made, 0) as made,
           coalesce(t.captured, 0) as captured, coalesce(t.refunded, 0) as refunded
    from period p left join totals t on t.day = p.date
    order by p.date`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    bookingsCreated: num(row.made),
    capturedCents: num(row.captured),
    refundedCents: num(row.refunded),
  }));
}
