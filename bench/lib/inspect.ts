/**
 * Reading the database a run used, to check what the HTTP answers claimed. PostgreSQL is read
 * while servers run; PGlite only after its server stopped (one process owns its files).
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Sql = <T extends Record<string, unknown>>(text: string) => Promise<T[]>;

export async function withDatabase<R>(
  where: { databaseUrl?: string | undefined; dataDir: string },
  work: (sql: Sql) => Promise<R>,
): Promise<R> {
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return await work(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const client = new PGlite(path.join(where.dataDir, 'pgdata'));
  await client.waitReady;
  try {
    return await work(async <T>(text: string) => (await client.query<T>(text)).rows);
  } finally {
    await client.close();
  }
}

export interface InventoryReport {
  /** room_nights rows with more booked than units (the CHECK forbids it; counted anyway). */
  counterOverUnits: number;
  /** (room, night) pairs where live bookings outnumber the room's units. */
  bookingsOverUnits: number;
  /** (room, night) pairs where the booked counter is below the live bookings on that night. */
  counterBelowBookings: number;
  /**
   * Booked units with no live booking behind them (nights a failed booking kept). Only
   * meaningful without seed-large, whose booked nights have no booking rows.
   */
  counterAboveBookings: number;
  liveBookings: number;
  capturePending: number;
  cancelled: number;
  capturedIntents: number;
  confirmedWithoutCapture: number;
  capturedWithoutConfirmed: number;
  authorizedIntents: number;
  /** Authorized intents with no payment row, whose hold has expired. */
  strandedAuthorizations: number;
}

const count = async (sql: Sql, text: string) =>
  Number((await sql<{ n: string }>(`select count(*) as n from (${text}) q`))[0]?.n ?? 0);

const liveNights = `
  select b.room_id, n::date as night, count(*) as taken
  from bookings b
  cross join generate_series(b.check_in, b.check_out - 1, interval '1 day') as n
  where b.status in ('confirmed', 'capture_pending') and b.room_id is not null
  group by b.room_id, n::date`;

/** The inventory and money invariants of design §5 and decision 003, counted. */
export async function inventoryReport(sql: Sql): Promise<InventoryReport> {
  return {
    counterOverUnits: await count(sql, 'select 1 from room_nights where booked > units'),
    bookingsOverUnits: await count(
      sql,
      `select 1 from (${liveNights}) l join rooms r on r.id = l.room_id where l.taken > r.units`,
    ),
    counterBelowBookings: await count(
      sql,
      `select 1 from (${liveNights}) l
       left join room_nights rn on rn.room_id = l.room_id and rn.night = l.night
       where coalesce(rn.booked, 0) < l.taken`,
    ),
    counterAboveBookings: await count(
      sql,
      `select 1 from room_nights rn
       left join (${liveNights}) l on l.room_id = rn.room_id and l.night = rn.night
       where rn.booked > coalesce(l.taken, 0)`,
    ),
    liveBookings: await count(sql, `select 1 from bookings where status = 'confirmed'`),
    capturePending: await count(sql, `select 1 from bookings where status = 'capture_pending'`),
    cancelled: await count(sql, `select 1 from bookings where status = 'cancelled'`),
    capturedIntents: await count(sql, `select 1 from payment_intents where status = 'captured'`),
    confirmedWithoutCapture: await count(
      sql,
      `select 1 from bookings b join payments p on p.booking_id = b.id
       join payment_intents i on i.id = p.payment_intent_id
       where b.status = 'confirmed' and i.status <> 'captured'`,
    ),
    capturedWithoutConfirmed: await count(
      sql,
      `select 1 from payment_intents i left join payments p on p.payment_intent_id = i.id
       left join bookings b on b.id = p.booking_id
       where i.status = 'captured' and (b.id is null or b.status <> 'confirmed')
         -- A cancelled booking with nothing to refund (non-refundable terms) keeps its capture.
         and not (b.status = 'cancelled' and coalesce(b.refund_cents, 0) = 0)`,
    ),
    authorizedIntents: await count(
      sql,
      `select 1 from payment_intents where status = 'authorized'`,
    ),
    strandedAuthorizations: await count(
      sql,
      `select 1 from payment_intents i
       left join payments p on p.payment_intent_id = i.id
       left join holds h on h.id = i.hold_id
       where i.status = 'authorized' and p.id is null and (h.id is null or h.expires_at < now())`,
    ),
  };
}

export function inventoryLosses(report: InventoryReport): string[] {
  const losses: string[] = [];
  if (report.counterOverUnits)
    losses.push(`${report.counterOverUnits} room nights booked beyond units`);
  if (report.bookingsOverUnits)
    losses.push(`${report.bookingsOverUnits} room nights with more bookings than units`);
  if (report.counterBelowBookings)
    losses.push(`${report.counterBelowBookings} room nights whose counter misses bookings`);
  if (report.confirmedWithoutCapture)
    losses.push(`${report.confirmedWithoutCapture} confirmed bookings without a captured payment`);
  if (report.capturedWithoutConfirmed)
    losses.push(`${report.capturedWithoutConfirmed} captured payments without a confirmed booking`);
  return losses;
}

/**
 * The confirmed bookings already in the database: the demo seed's stays (decision 024). A run
 * compares what it booked with what the database holds beyond these.
 */
export async function seededBookingIds(sql: Sql): Promise<number[]> {
  const rows = await sql<{ id: number }>(`select id from bookings where status = 'confirmed'`);
  return rows.map((row) => Number(row.id));
}
