/**
 * Free units of some room types night by night over a span, in one statement: what the hotel
 * page needs to tell which nearby stays (flexible dates, the price calendar, the nearest stay
 * the rules allow) have a room free (decision 046). The same count as `freeUnitsSql` (units −
 * booked − blocked − live holds), per night rather than a stay's fewest.
 */
import type { IsoDate } from '@staylane/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { heldNightsSql } from './availability-sql.js';

/**
 * Per room, the nights of [from, until) with fewer free units than the room has (booked,
 * blocked or held); a night not listed has every unit free. A room's `available` and `units`
 * are not read here: callers hold them.
 */
export async function freeUnitsByNight(
  db: Database,
  roomIds: readonly number[],
  span: { from: IsoDate; until: IsoDate },
): Promise<Map<number, Map<IsoDate, number>>> {
  const result = new Map<number, Map<IsoDate, number>>();
  if (roomIds.length === 0) return result;
  const ids = sql.join(
    [...new Set(roomIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const answer =
    await db.execute(sql`select f.room_id, f.night::text as night, min(f.free)::int as free
    from (
      select n.room_id, n.night, n.units - n.booked - n.blocked as free from room_nights n
        where n.room_id in (${ids}) and n.night >= ${span.from}::date and n.night < ${span.until}::date
      union all
      select hn.room_id, hn.night::date, coalesce((select x.units - x.booked - x.blocked
          from room_nights x where x.room_id = hn.room_id and x.night = hn.night), r.units) - hn.held
        from (${heldNightsSql(span.from, span.until, {})}) as hn
        join rooms r on r.id = hn.room_id
        where hn.room_id in (${ids})
    ) as f
    group by f.room_id, f.night`);
  for (const row of (answer as unknown as { rows: Row[] }).rows) {
    const roomId = Number(row.room_id);
    const nights = result.get(roomId) ?? new Map<IsoDate, number>();
    nights.set(row.night, Math.max(0, Number(row.free)));
    result.set(roomId, nights);
  }
  return result;
}

interface Row {
  room_id: number | string;
  night: string;
  free: number | string;
}
