/**
 * Writes many room_rates rows in one statement each way: the rows travel as a handful of
 * PostgreSQL arrays (unnest), so a year of nights for ten room types and two plans is two
 * statements of eight parameters, not thousands of rows of parameters.
 */
import type { IsoDate, RateEntry } from '@staylane/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';

export interface RoomRateRow extends RateEntry {
  ratePlanId: number;
}

/**
 * An array literal of numbers, dates or booleans: none of them holds a quote, comma or brace,
 * so no element needs escaping.
 */
function arrayLiteral(values: readonly (number | string | boolean | null)[]): string {
  const items = values.map((value) =>
    value === null ? 'NULL' : typeof value === 'boolean' ? (value ? 't' : 'f') : String(value),
  );
  return `{${items.join(',')}}`;
}

export async function upsertRoomRates(tx: Transaction, rows: readonly RoomRateRow[]) {
  if (rows.length === 0) return;
  const column = <K extends keyof RoomRateRow>(key: K) =>
    arrayLiteral(rows.map((row) => row[key] as number | string | boolean | null));
  await tx.execute(sql`
    insert into room_rates (rate_plan_id, night, price_cents, min_stay, max_stay,
                            closed_to_arrival, closed_to_departure, closed)
    select * from unnest(${column('ratePlanId')}::int[], ${column('night')}::date[],
                         ${column('priceCents')}::int[], ${column('minStay')}::smallint[],
                         ${column('maxStay')}::smallint[], ${column('closedToArrival')}::bool[],
                         ${column('closedToDeparture')}::bool[], ${column('closed')}::bool[])
    on conflict (rate_plan_id, night) do update set
      price_cents = excluded.price_cents, min_stay = excluded.min_stay,
      max_stay = excluded.max_stay, closed_to_arrival = excluded.closed_to_arrival,
      closed_to_departure = excluded.closed_to_departure, closed = excluded.closed`);
}

export async function deleteRoomRates(
  tx: Transaction,
  keys: readonly { ratePlanId: number; night: IsoDate }[],
) {
  if (keys.length === 0) return;
  const planIds = arrayLiteral(keys.map((key) => key.ratePlanId));
  const nights = arrayLiteral(keys.map((key) => key.night));
  await tx.execute(sql`
    delete from room_rates r
    using unnest(${planIds}::int[], ${nights}::date[]) as gone(rate_plan_id, night)
    where r.rate_plan_id = gone.rate_plan_id and r.night = gone.night`);
}
