/**
 * Bookings for the reports bench, made inside PostgreSQL with generate_series: each with its
 * captured payment, stays of 1–5 nights over the past year and the next three months, made
 * 1–60 days before check-in; one in twelve cancelled later with half refunded. Bookings only:
 * the report reads bookings and payments, not room_nights.
 */
import pg from 'pg';

export async function seedBookings(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `create temporary table bench_stays on commit drop as
       select g,
              r.id as room_id, r.hotel_id, r.price_cents,
              current_date - 365 + ((g::bigint * 7919) % 455)::int as check_in,
              1 + g % 5 as nights,
              g % 12 = 0 as cancelled
       from generate_series(1, $1::int) as g
       join rooms r on r.id = (select min(id) from rooms) + (g::bigint * 104729) % (select count(*) from rooms)`,
      [count],
    );
    await client.query(
      `insert into payment_intents (id, provider, amount_cents, status, created_at, updated_at)
       select 'pi_bench_' || g, 'sandbox', price_cents * nights,
              case when cancelled then 'refunded' else 'captured' end, now(), now()
       from bench_stays`,
    );
    await client.query(
      `insert into bookings (hotel_id, room_id, hotel_name, hotel_city, hotel_country, room_type,
         check_in, check_out, guests, status, idempotency_key, cancelled_at, refund_cents, amount_cents,
         created_at, breakfast_included)
       select s.hotel_id, s.room_id, 'Bench hotel', 'City', 'Country', 'Room',
              s.check_in, s.check_in + s.nights, 2,
              case when s.cancelled then 'cancelled' else 'confirmed' end,
              'bench-' || s.g,
              case when s.cancelled then made.at + interval '2 days' end,
              case when s.cancelled then s.price_cents * s.nights / 2 end,
              s.price_cents * s.nights,
              made.at, false
       from bench_stays s,
         lateral (select (s.check_in - (1 + s.g % 60))::timestamp at time zone 'UTC'
                         + (s.g % 86400) * interval '1 second' as at) made`,
    );
    await client.query(
      `insert into payments (booking_id, payment_intent_id, card_number, base_cents,
         discount_cents, tax_cents, final_cents, status, created_at)
       select b.id, 'pi_bench_' || substr(b.idempotency_key, 7), '**** 4242',
              s.price_cents * s.nights, 0, 0, s.price_cents * s.nights,
              case when s.cancelled then 'refunded' else 'captured' end, b.created_at
       from bookings b join bench_stays s on b.idempotency_key = 'bench-' || s.g
       where b.user_id is null and b.idempotency_key like 'bench-%'`,
    );
    await client.query('commit');
    await client.query('analyze bookings; analyze payments; analyze payment_intents');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
