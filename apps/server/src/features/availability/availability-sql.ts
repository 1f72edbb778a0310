/**
 * Free units of room types over a stay (design §5), as SQL. A night's free units are
 * units − booked − blocked (decision 020) − active unexpired holds covering it; a night without a room_nights row has
 * the room's `units` free. Expiry is part of the query, so a hold lapses with no job.
 *
 * Only "interesting" nights are examined: those with a room_nights row or covered by a live
 * hold. A room nobody has touched over the stay costs one index probe on the room_nights
 * primary key and one on the holds index, which keeps hotel search cheap over thousands of
 * hotels.
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

/** Live holds of `roomId` covering `night`. */
function heldOnNightSql(roomId: SQLWrapper, night: SQL, counted: HoldsCounted): SQL {
  return sql`(select count(*)::int from holds av_h
    where av_h.room_id = ${roomId} and av_h.status = 'active' and av_h.expires_at > ${momentSql(counted.at)}
      and av_h.check_in <= ${night} and av_h.check_out > ${night}${notHeldBySql('av_h', counted.exceptHoldsOf)})`;
}

/** Nights of [checkIn, checkOut) that have a room_nights row or a live hold for `roomId`. */
function interestingNightsSql(
  roomId: SQLWrapper,
  checkIn: DayValue,
  checkOut: DayValue,
  counted: HoldsCounted,
) {
  return sql`(
    select av_rn.night from room_nights av_rn
      where av_rn.room_id = ${roomId} and av_rn.night >= ${checkIn}::date and av_rn.night < ${checkOut}::date
    union
    select generate_series(greatest(av_hs.check_in, ${checkIn}::date),
                           least(av_hs.check_out, ${checkOut}::date) - 1, interval '1 day')::date
      from holds av_hs
      where av_hs.room_id = ${roomId} and av_hs.status = 'active' and av_hs.expires_at > ${momentSql(counted.at)}
        and av_hs.check_in < ${checkOut}::date and av_hs.check_out > ${checkIn}::date${notHeldBySql('av_hs', counted.exceptHoldsOf)}
  )`;
}

/** The fewest free units over the interesting nights, or null when there are none. */
function worstNightSql(
  roomId: SQLWrapper,
  roomUnits: SQL,
  checkIn: DayValue,
  checkOut: DayValue,
  counted: HoldsCounted,
): SQL {
  const night = sql`av_n.night`;
  return sql`(select min(
      coalesce((select av_x.units - av_x.booked - av_x.blocked from room_nights av_x
                 where av_x.room_id = ${roomId} and av_x.night = ${night}), ${roomUnits})
      - ${heldOnNightSql(roomId, night, counted)})
    from ${interestingNightsSql(roomId, checkIn, checkOut, counted)} as av_n(night))`;
}

/** True when `roomId` has no room_nights row and no live hold over [checkIn, checkOut). */
function untouchedSql(roomId: SQLWrapper, checkIn: DayValue, checkOut: DayValue, at?: Date): SQL {
  return sql`(not exists (select 1 from room_nights av_u
      where av_u.room_id = ${roomId} and av_u.night >= ${checkIn}::date and av_u.night < ${checkOut}::date)
    and not exists (select 1 from holds av_uh
      where av_uh.room_id = ${roomId} and av_uh.status = 'active' and av_uh.expires_at > ${momentSql(at)}
        and av_uh.check_in < ${checkOut}::date and av_uh.check_out > ${checkIn}::date))`;
}

/**
 * True when the room (by id column) is available, sleeps `guests` when given, and has at least
 * one free unit on every night of [checkIn, checkOut). For WHERE clauses, e.g. hotel search:
 * `exists (select 1 from rooms r where r.hotel_id = hotels.id and ${roomHasFreeUnitSql(sql`r.id`, …)})`.
 */
export function roomHasFreeUnitSql(
  roomIdColumn: SQLWrapper,
  checkIn: DayValue,
  checkOut: DayValue,
  options: { at?: Date; guests?: number | Placeholder } = {},
): SQL {
  const { at, guests } = options;
  const fits = guests === undefined ? sql`` : sql` and av_r.max_guests >= ${guests}`;
  // The first branch is the common case made cheap: a room with no booked row and no live
  // hold over the stay is free, found by two index probes; only the others pay for the
  // night-by-night minimum. Same answer either way (search 2–5× faster, bench/RESULTS.md).
  return sql`exists (select 1 from rooms av_r
    where av_r.id = ${roomIdColumn} and av_r.available and av_r.units > 0${fits}
      and (${untouchedSql(sql`av_r.id`, checkIn, checkOut, at)}
        or coalesce(${worstNightSql(sql`av_r.id`, sql`av_r.units`, checkIn, checkOut, { at })}, 1) > 0))`;
}

/** Columns of a room as SQL, from the rooms table or from an alias of it. */
export interface RoomColumnsSql {
  id: SQLWrapper;
  units: SQLWrapper;
  available: SQLWrapper;
}

/**
 * Free units of one room over the stay: the fewest over its nights, 0 for a room that is not
 * available. For select lists: the hotel search and detail compute it beside their rows, for
 * everyone alike; the holds feature with `exceptHoldsOf`, for a user's own held rooms.
 */
export function freeUnitsSql(
  room: RoomColumnsSql,
  checkIn: DayValue,
  checkOut: DayValue,
  at?: Date,
  { exceptHoldsOf }: Pick<HoldsCounted, 'exceptHoldsOf'> = {},
): SQL {
  const counted = { at, exceptHoldsOf };
  return sql`case when not ${room.available} then 0
    else greatest(0, least(${room.units},
      coalesce(${worstNightSql(room.id, sql`${room.units}`, checkIn, checkOut, counted)}, ${room.units})))
    end`;
}
