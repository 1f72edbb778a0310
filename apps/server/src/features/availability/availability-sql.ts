/**
 * Free units of room types over a stay (design §5), as SQL. A night's free units are
 * units − booked − blocked (decision 020) − active unexpired holds covering it; a night without a
 * room_nights row has the room's `units` free. Expiry is part of the query, so a hold lapses with
 * no job.
 *
 * Search reads availability as sets, not room by room (decision 042): the rooms that are SHORT
 * over a stay (some night without a free unit) are the sold-out nights of the date range, one
 * range scan of a partial index (migration 0023), plus the few rooms whose live holds take their
 * last unit; every other available room is free. A search costs the nights that are full, not
 * the rooms it looks at.
 */
import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A day of the stay: its ISO text, or a placeholder filled when a prepared query runs (hotel
 * search builds each shape of its query once, hotel-search.ts).
 */
export type DayValue = string | Placeholder;

/** A moment for "unexpired": the database clock unless a caller (or a test) gives one. */
function momentSql(at?: Date): SQL {
  return at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
}

/**
 * Whose holds count: everyone's, or everyone's but one user's (`exceptHoldsOf`), for the free
 * units a user sees of rooms they hold themselves (their own hold is theirs to book).
 */
export interface HoldsCounted {
  at?: Date;
  exceptHoldsOf?: number;
}

/** " and <alias>.user_id <> viewer" when one user's holds do not count, else nothing. */
function notHeldBySql(alias: string, exceptHoldsOf?: number): SQL {
  return exceptHoldsOf === undefined
    ? sql``
    : sql` and ${sql.raw(alias)}.user_id <> ${exceptHoldsOf}`;
}

/**
 * Live holds over [checkIn, checkOut) (of one room when `roomId` is given), counted per room
 * and night: `room_id, night, held`. Live holds are few (minutes long) and found through the
 * partial index holds_live_idx on expires_at (migration 0023), whatever the expired ones left.
 */
export function heldNightsSql(
  checkIn: DayValue,
  checkOut: DayValue,
  counted: HoldsCounted,
  roomId?: SQLWrapper,
): SQL {
  const ofRoom = roomId === undefined ? sql`` : sql` and av_h.room_id = ${roomId}`;
  return sql`select av_h.room_id, av_g.night::date as night, count(*)::int as held
    from holds av_h cross join lateral generate_series(greatest(av_h.check_in, ${checkIn}::date),
      least(av_h.check_out, ${checkOut}::date) - 1, interval '1 day') as av_g(night)
    where av_h.status = 'active' and av_h.expires_at > ${momentSql(counted.at)}
      and av_h.check_in < ${checkOut}::date and av_h.check_out > ${checkIn}::date${ofRoom}${notHeldBySql('av_h', counted.exceptHoldsOf)}
    group by av_h.room_id, av_g.night`;
}

/**
 * Ids of the rooms with a night of [checkIn, checkOut) that no hold makes short: booked and
 * blocked take every unit. The predicate is the partial index's (room_nights_sold_out_idx), so
 * PostgreSQL reads only the full nights of the range, in one index range scan.
 */
export function soldOutRoomsSql(checkIn: DayValue, checkOut: DayValue): SQL {
  return sql`select av_s.room_id from room_nights av_s
    where av_s.night >= ${checkIn}::date and av_s.night < ${checkOut}::date
      and av_s.booked + av_s.blocked >= av_s.units`;
}

/**
 * Ids of the rooms that live holds leave without a free unit on some night of the stay: the
 * holds' nights, each checked against its room_nights row (or the room's units without one).
 */
export function heldOutRoomsSql(checkIn: DayValue, checkOut: DayValue, at?: Date): SQL {
  return sql`select av_hn.room_id
    from (${heldNightsSql(checkIn, checkOut, { at })}) as av_hn
    join rooms av_hr on av_hr.id = av_hn.room_id
    left join room_nights av_hx on av_hx.room_id = av_hn.room_id and av_hx.night = av_hn.night
    where coalesce(av_hx.units - av_hx.booked - av_hx.blocked, av_hr.units) - av_hn.held < 1`;
}

/**
 * Ids of the rooms SHORT over [checkIn, checkOut): some night without a free unit, by booked and
 * blocked units alone or with live holds. A room may appear more than once. Every room not
 * listed (and on sale) has a free unit on every night of the stay.
 */
export function shortRoomsSql(checkIn: DayValue, checkOut: DayValue, at?: Date): SQL {
  return sql`${soldOutRoomsSql(checkIn, checkOut)}
    union all
    ${heldOutRoomsSql(checkIn, checkOut, at)}`;
}

/** True when the room `room` (an alias of rooms) is on sale: available, with units. */
export function roomOnSaleSql(room: string): SQL {
  return sql`${sql.raw(room)}.available and ${sql.raw(room)}.units > 0`;
}

/**
 * True when the room (by id column) is available, sleeps `guests` when given, and has at least
 * one free unit on every night of [checkIn, checkOut). For WHERE clauses over a few rooms; hotel
 * search reads shortRoomsSql once per statement instead (hotel-search.ts).
 */
export function roomHasFreeUnitSql(
  roomIdColumn: SQLWrapper,
  checkIn: DayValue,
  checkOut: DayValue,
  options: { at?: Date; guests?: number | Placeholder } = {},
): SQL {
  const { at, guests } = options;
  const fits = guests === undefined ? sql`` : sql` and av_r.max_guests >= ${guests}`;
  return sql`exists (select 1 from rooms av_r
    where av_r.id = ${roomIdColumn}${fits} and ${roomOnSaleSql('av_r')}
      and av_r.id not in (${shortRoomsSql(checkIn, checkOut, at)}))`;
}

/** Columns of a room as SQL, from the rooms table or from an alias of it. */
export interface RoomColumnsSql {
  id: SQLWrapper;
  units: SQLWrapper;
  available: SQLWrapper;
}

/**
 * Free units of one room over the stay: the fewest over its nights, 0 for a room that is not
 * available. For select lists over a few rooms (a page of hotels, one hotel, a user's holds).
 *
 * The fewest of two lists: the room's night rows of the stay as booked and blocked leave them,
 * and the nights its live holds cover, less those holds. A held night is in both, and the
 * second, smaller figure is its own; a night in neither has all the room's units.
 */
export function freeUnitsSql(
  room: RoomColumnsSql,
  checkIn: DayValue,
  checkOut: DayValue,
  at?: Date,
  { exceptHoldsOf }: Pick<HoldsCounted, 'exceptHoldsOf'> = {},
): SQL {
  const counted = { at, exceptHoldsOf };
  const worstNight = sql`(select min(av_f.free) from (
      select av_n.units - av_n.booked - av_n.blocked as free from room_nights av_n
        where av_n.room_id = ${room.id} and av_n.night >= ${checkIn}::date and av_n.night < ${checkOut}::date
      union all
      select coalesce((select av_x.units - av_x.booked - av_x.blocked from room_nights av_x
                        where av_x.room_id = av_hn.room_id and av_x.night = av_hn.night), ${room.units})
             - av_hn.held
        from (${heldNightsSql(checkIn, checkOut, counted, room.id)}) as av_hn
    ) as av_f)`;
  return sql`case when not ${room.available} then 0
    else greatest(0, least(${room.units}, coalesce(${worstNight}, ${room.units})))
    end`;
}
