/**
 * Server-side hotel search (design §3; product §4): city contains-match over the folded
 * city|state|country key, availability for the stay, the list filters with their thresholds
 * and orders, and pagination. One statement per search (decision 042): the hotels that match
 * are found once, as sets (availability from the few full nights of the stay, not room by
 * room), and the page, its total and its rooms' free units all come from that one pass, so a
 * deep page costs what page 1 does. The wire form comes from HotelWireCache.
 */
import {
  foldForSearch,
  nightsBetween,
  GUESTS_MIN,
  LATEST_DAYS,
  latestTodayIso,
  POPULAR_THRESHOLD,
  TRENDING_THRESHOLD,
  type AdminSearchField,
  type HotelSearchQuery as PublicSearchQuery,
} from '@staylane/domain';
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { statementName } from '../../db/named-statement.js';
import { hotels } from '../../db/schema.js';
import {
  freeUnitsSql,
  roomOnSaleSql,
  shortRoomsSql,
  type DayValue,
} from '../availability/index.js';
import type { HotelAtRevision } from './hotel-wire-cache.js';
import {
  admittedStayTotalsSql,
  nightlyFromPriceSql,
  refusedPlansSql,
  roomSellsStaySql,
} from './stay-price-sql.js';

/** `text` for use inside LIKE: its own % and _ (and the escape character) match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The values of a search's query travel as placeholders, filled when its prepared query runs:
 * each shape of the query (which conditions, which order, from a known start or not) is built
 * once per database (queriesFor), where building it per request was a fifth of a search's
 * server CPU (decision 028).
 */
const value = sql.placeholder;

/** A search of the list (GET /api/hotels) or of the admin's list (`q` in `field`). */
export type HotelSearchQuery = Omit<PublicSearchQuery, 'city' | 'guests'> & {
  city?: string | undefined;
  guests?: number | undefined;
  q?: string | undefined;
  field?: AdminSearchField | undefined;
};

/** The admin search's condition on `field` (its text is the `q` placeholder). */
function adminCondition(field: HotelSearchQuery['field'], idGiven: boolean): SQL {
  switch (field) {
    case 'id':
      return idGiven ? eq(hotels.id, value('q')) : sql`false`;
    case 'city':
      return sql`${hotels.city} ilike ${value('q')}`;
    case 'country':
      return sql`${hotels.country} ilike ${value('q')}`;
    default:
      return sql`${hotels.name} ilike ${value('q')}`;
  }
}

/** Every room sleeps at least GUESTS_MIN: only a larger party narrows the search (design §5). */
function partyOver(query: HotelSearchQuery): number | undefined {
  return query.guests !== undefined && query.guests > GUESTS_MIN ? query.guests : undefined;
}

/** What decides a search's SQL text (its values aside). */
interface QueryShape {
  city: boolean;
  stay: boolean;
  /**
   * The stay's check-in is today somewhere, so possibly over at some hotels: only then does
   * the query read hotels' time zones (decision 039), which costs a hotel's row where an index
   * alone answered before.
   */
  arrivalCheck: boolean;
  guests: boolean;
  /** The admin search's field, with whether an id search's text is an id at all. */
  q: { field: HotelSearchQuery['field']; idGiven: boolean } | undefined;
  filter: HotelSearchQuery['filter'];
  sort: HotelSearchQuery['sort'];
  minPrice: boolean;
  maxPrice: boolean;
  stars: boolean;
  minScore: boolean;
}

function shapeOf(query: HotelSearchQuery, now: Date): QueryShape {
  const stay = Boolean(query.checkInDate && query.checkOutDate);
  return {
    city: Boolean(query.city && foldForSearch(query.city)),
    stay,
    arrivalCheck: stay && searchClock(query.checkInDate, now) !== undefined,
    guests: partyOver(query) !== undefined,
    q: query.q ? { field: query.field, idGiven: /^\d{1,9}$/.test(query.q) } : undefined,
    filter: query.filter,
    sort: query.sort,
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    stars: query.stars !== undefined,
    minScore: query.minScore !== undefined,
  };
}

/**
 * Whether the statement prices every matching hotel: only to sort or filter by the price. Else
 * the page's hotels alone are priced, after the cut; with a stay, which hotels sell it is
 * answered from the rules that refuse plans, without pricing them (decision 049).
 */
const pricesEveryHotel = (shape: QueryShape) =>
  shape.sort === 'price' || shape.minPrice || shape.maxPrice;

/** The placeholders' values for a search and its page. */
function valuesOf(query: HotelSearchQuery & { pageSize: number; page: number }, now: Date) {
  const q = query.q ?? '';
  return {
    city: `%${escapeLike(query.city ? foldForSearch(query.city) : '')}%`,
    checkIn: query.checkInDate,
    checkOut: query.checkOutDate,
    now: now.toISOString(),
    guests: partyOver(query),
    q: query.field === 'id' ? Number(q) : `%${escapeLike(q)}%`,
    minPriceCents: query.minPrice === undefined ? undefined : query.minPrice * 100,
    maxPriceCents: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
    stars: query.stars,
    minScore: query.minScore,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  };
}

/**
 * The review score a hotel's card shows as its stars (hotel-wire.ts StarRating): its published
 * reviews' average to one decimal, else the rating an admin stored.
 */
const reviewScoreSql = sql`(case when ${hotels.publishedReviewCount} > 0
  then round(${hotels.publishedRatingSum}::numeric / ${hotels.publishedReviewCount}, 1)
  else round(${hotels.starRating}::numeric, 1) end)`;

function conditions(shape: QueryShape): SQL[] {
  const where: SQL[] = [];
  if (shape.city) where.push(sql`${hotels.searchKey} like ${value('city')}`);
  const guests = shape.guests ? value('guests') : undefined;
  const fits = guests === undefined ? sql`` : sql` and fr.max_guests >= ${guests}`;
  if (shape.stay && shape.arrivalCheck) {
    // A hotel where the arrival day is already over has no room for the stay (decision 039).
    where.push(sql`(${value('now')}::timestamptz at time zone ${hotels.timeZone})::date
      <= ${value('checkIn')}::date`);
  }
  if (shape.stay && !pricesEveryHotel(shape)) {
    // The hotels with a fitting room on sale, not short over the stay, that sells a plan the
    // stay's rules allow. `short` and `refused` are the statement's sets (buildQuery), hashed
    // once. The form is chosen per shape, for PostgreSQL 15 and PGlite's 17 alike, planning
    // generically: a place's few hotels each probe their rooms (OFFSET 0 keeps the probe from
    // becoming a join the planner may turn around: PostgreSQL 17's right anti-join rescanned
    // the whole set for every hotel); every city's hotels are joined once to all rooms, half
    // the CPU of probing 10 000 hotels one by one (bench/RESULTS.md §11).
    const stay = { checkIn: value('checkIn'), checkOut: value('checkOut') };
    const sellingRooms = sql`rooms fr
      join rate_plans std on std.room_id = fr.id and std.kind = 'standard'
      where ${roomOnSaleSql('fr')}${fits} and fr.id not in (select short.room_id from short)
        and ${roomSellsStaySql('fr', 'std', shape.city ? 'probe' : 'set', stay)}`;
    where.push(
      shape.city
        ? sql`exists (select 1 from ${sellingRooms} and fr.hotel_id = ${hotels.id} offset 0)`
        : sql`${hotels.id} in (select fr.hotel_id from ${sellingRooms})`,
    );
  } else if (!shape.stay && guests !== undefined) {
    // With a stay priced for every hotel, the free fitting rooms are the priced plans'.
    where.push(sql`${hotels.id} in (select fr.hotel_id from rooms fr where true${fits})`);
  }
  if (shape.stars) where.push(sql`${hotels.starRating} >= ${value('stars')}::real`);
  if (shape.minScore) where.push(sql`${reviewScoreSql} >= ${value('minScore')}::numeric`);
  if (shape.q) where.push(adminCondition(shape.q.field, shape.q.idGiven));
  if (shape.filter === 'popular') where.push(sql`${hotels.popularity} >= ${POPULAR_THRESHOLD}`);
  if (shape.filter === 'trending') where.push(sql`${hotels.trending} <= ${TRENDING_THRESHOLD}`);
  if (shape.filter === 'latest') {
    where.push(sql`${hotels.dateAdded} >= now() - make_interval(days => ${LATEST_DAYS})`);
  }
  return where;
}

/** The columns a search orders by, of the hotels table or of the page subquery. */
interface OrderColumns {
  id: SQLWrapper;
  popularity: SQLWrapper;
  trending: SQLWrapper;
  dateAdded: SQLWrapper;
  score: SQLWrapper;
  totalCents: SQLWrapper;
  perNightCents: SQLWrapper;
}

/** The asked sort, else the filter's own order (the spec's list, kept for a spec client). */
function order(shape: QueryShape, columns: OrderColumns) {
  switch (shape.sort) {
    case 'price':
      // The stay's total with dates, the nightly price without; unpriced hotels last.
      return [
        sql`${shape.stay ? columns.totalCents : columns.perNightCents} asc nulls last`,
        asc(columns.id),
      ];
    case 'rating':
      return [desc(columns.score), asc(columns.id)];
    case 'popularity':
      return [desc(columns.popularity), asc(columns.id)];
    default:
      return filterOrder(shape.filter, columns);
  }
}

function filterOrder(filter: HotelSearchQuery['filter'], columns: OrderColumns) {
  switch (filter) {
    case 'popular':
      return [desc(columns.popularity), asc(columns.id)];
    case 'trending':
      return [asc(columns.trending), asc(columns.id)];
    case 'latest':
      return [desc(columns.dateAdded), desc(columns.id)];
    default:
      return [asc(columns.id)];
  }
}

export interface SearchPage {
  hotels: HotelAtRevision[];
  total: number;
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * What of the clock a search's results depend on (decision 039): undefined for a check-in
 * ahead at every hotel, else the quarter hour of UTC. A check-in that is today somewhere may
 * be over at some hotels, and every time zone's day ends on a quarter hour of UTC, so within
 * one quarter hour the same hotels are left out.
 */
export function searchClock(checkInDate: string | undefined, now: Date): number | undefined {
  if (checkInDate === undefined || checkInDate > latestTodayIso(now)) return undefined;
  return Math.floor(now.getTime() / QUARTER_HOUR_MS);
}

/**
 * What a query answers of each hotel it finds: id and revision, and with a stay the free
 * units of each of its rooms as a JSON object by room id. `from` is the table or subquery the
 * hotels come from, spelled out: in a select list Drizzle renders a column as a bare "id",
 * which inside the rooms subquery would mean the room's id.
 */
export function foundHotelColumns(
  stay: { checkInDate?: DayValue | undefined; checkOutDate?: DayValue | undefined },
  from: 'hotels' | 'page',
) {
  const { checkInDate, checkOutDate } = stay;
  const hotelId = sql.raw(`"${from}"."id"`);
  const room = { id: sql`fu_r.id`, units: sql`fu_r.units`, available: sql`fu_r.available` };
  return {
    id: sql<number>`${hotelId}`.mapWith(Number),
    revision: sql<number>`${sql.raw(`"${from}"."revision"`)}`.mapWith(Number),
    freeUnits:
      checkInDate && checkOutDate
        ? // As text, parsed here: the drivers differ in whether they parse json themselves.
          sql`(select json_object_agg(fu_r.id, ${freeUnitsSql(room, checkInDate, checkOutDate)})::text
            from rooms fu_r where fu_r.hotel_id = ${hotelId})`.mapWith((text: string | null) =>
            text ? (JSON.parse(text) as Record<string, number>) : null,
          )
        : sql<null>`null`,
  };
}

/**
 * A search's page, its total and each hotel's rooms' free units, in one statement: the matching
 * hotels are read once (`matched`, materialised because it is read twice), counted, sorted and
 * cut. No memo of totals or of where pages begin is needed: a total is always exact.
 */
export async function searchHotels(
  db: Database,
  query: HotelSearchQuery & { pageSize: number; page: number },
  now: Date = new Date(),
): Promise<SearchPage> {
  const rows = await queriesFor(db, shapeOf(query, now)).execute(valuesOf(query, now));
  const total = rows[0]?.total ?? 0;
  const nights =
    query.checkInDate && query.checkOutDate
      ? nightsBetween(query.checkInDate, query.checkOutDate)
      : null;
  // An empty page (past the end, or nothing found) still answers its total, with no hotel.
  const found = rows.flatMap(({ id, revision, freeUnits, totalCents, perNightCents }) =>
    id === null
      ? []
      : [
          {
            id,
            revision,
            freeUnits,
            stayPrice: perNightCents === null ? null : { totalCents, perNightCents, nights },
          },
        ],
  );
  return { hotels: found, total };
}

/** The columns a search orders by, of the `from` CTE or subquery. */
function orderColumnsOf(from: string): OrderColumns {
  const column = (name: string) => sql.raw(`${from}.${name}`);
  return {
    id: column('id'),
    popularity: column('popularity'),
    trending: column('trending'),
    dateAdded: column('date_added'),
    score: column('score'),
    totalCents: column('total_cents'),
    perNightCents: column('per_night_cents'),
  };
}

/**
 * The search shape's statement, built once and prepared under a name from its SQL text (on
 * PostgreSQL a connection parses it once and the hotel reads pool plans it once). Its FROM is
 * one subquery, written out because Drizzle cannot say MATERIALIZED:
 * - `short`: the stay's short rooms (availability-sql.ts), read once and hashed. Materialised,
 *   else PostgreSQL inlines it and, planning generically, charges its cost to every hotel.
 * - `matched`: every matching hotel, read once. A CTE read twice is planned for all its rows
 *   (PostgreSQL 15 costs `count(*) over ()` under a LIMIT as if a few rows were enough, and
 *   picked nested loops that then ran for every hotel).
 * - the page cut from `matched`, beside its count: one row with the total and no hotel when
 *   the page is past the end.
 * Each page hotel's rooms' free units are computed after the cut, for those hotels only.
 */
function buildQuery(database: Database, shape: QueryShape) {
  const where = and(...conditions(shape)) ?? sql`true`;
  // The score only when sorting by it: the other columns are in the narrow index
  // hotels_search_scan_idx, which a search then reads alone (decision 042).
  const score = shape.sort === 'rating' ? reviewScoreSql : sql`null::numeric`;
  const columns = sql`${hotels.id}, ${hotels.revision}, ${hotels.popularity}, ${hotels.trending},
    ${hotels.dateAdded}, ${score} as score`;
  const guests = shape.guests ? value('guests') : undefined;
  const priceBounds = sql.join(
    [
      shape.minPrice ? sql` and per_night_cents >= ${value('minPriceCents')}::bigint` : sql``,
      shape.maxPrice ? sql` and per_night_cents <= ${value('maxPriceCents')}::bigint` : sql``,
    ],
    sql``,
  );
  const checkIn = value('checkIn');
  const checkOut = value('checkOut');
  const nights = sql`(${checkOut}::date - ${checkIn}::date)`;
  const cutOf = (from: string) => sql`select * from ${sql.raw(from)}
    order by ${sql.join(order(shape, orderColumnsOf(from)), sql`, `)}
    limit ${value('limit')} offset ${value('offset')}`;
  let ctes: SQL;
  if (shape.stay && !pricesEveryHotel(shape)) {
    // The hotels that sell the stay (conditions), counted and cut in their order, then the
    // page's hotels alone priced by their cheapest admitted plan (decision 049).
    const found = sql`(with short as materialized (${shortRoomsSql(checkIn, checkOut)}),
        ${shape.city ? sql`` : sql`refused as materialized (${refusedPlansSql(checkIn, checkOut)}),`}
        matched as (select ${columns} from ${hotels} where ${where}),
        counted as (select count(*)::int as total from matched),
        cut as materialized (${cutOf('matched')}),
        ${admittedStayTotalsSql({ hotels: 'cut', checkIn, checkOut, guests })}
      select counted.total, cut.*, st.total_cents, st.total_cents / ${nights} as per_night_cents
      from counted left join cut on true left join stay_totals st on st.hotel_id = cut.id) as page`;
    return prepared(database, shape, found, sql`page.per_night_cents`);
  }
  if (shape.stay) {
    // To sort or filter by the stay's price, every matching hotel is priced by its cheapest
    // admitted plan: a hotel without one is not found (stay-price-sql.ts).
    ctes = sql`short as materialized (${shortRoomsSql(checkIn, checkOut)}),
      hits as materialized (select ${columns} from ${hotels} where ${where}),
      ${admittedStayTotalsSql({ hotels: 'hits', checkIn, checkOut, guests })},
      matched as (select * from (select hits.*, st.total_cents, st.total_cents / ${nights} as per_night_cents
        from hits join stay_totals st on st.hotel_id = hits.id) as priced where true${priceBounds})`;
  } else if (pricesEveryHotel(shape)) {
    ctes = sql`matched as (select * from (select ${columns}, null::bigint as total_cents,
        ${nightlyFromPriceSql(sql`${hotels.id}`, guests)} as per_night_cents
      from ${hotels} where ${where}) as priced where true${priceBounds})`;
  } else {
    ctes = sql`matched as (select ${columns}, null::bigint as total_cents,
      null::bigint as per_night_cents from ${hotels} where ${where})`;
  }
  const found = sql`(with ${ctes}, counted as (select count(*)::int as total from matched)
    select counted.total, cut.* from counted left join (${cutOf('matched')}) as cut on true) as page`;
  // Without a stay and unpriced by the statement, the page's hotels are priced after the cut.
  const perNight =
    shape.stay || pricesEveryHotel(shape)
      ? sql`page.per_night_cents`
      : sql`case when page.id is null then null else ${nightlyFromPriceSql(sql`page.id`, guests)} end`;
  return prepared(database, shape, found, perNight);
}

/**
 * The statement over `found` (the page subquery: total, the page's hotels and their prices),
 * with each page hotel's rooms' free units, prepared under a name from its SQL text.
 */
function prepared(database: Database, shape: QueryShape, found: SQL, perNight: SQL) {
  const stay = shape.stay ? { checkInDate: value('checkIn'), checkOutDate: value('checkOut') } : {};
  const query = database
    .select({
      total: sql<number>`page.total`.mapWith(Number),
      ...foundHotelColumns(stay, 'page'),
      totalCents: sql<number | null>`page.total_cents`.mapWith(nullableNumber),
      perNightCents: sql<number | null>`${perNight}`.mapWith(nullableNumber),
    })
    .from(found)
    .orderBy(...order(shape, orderColumnsOf('page')));
  return query.prepare(statementName(query.toSQL().sql));
}

/** A bigint column's value (text on some drivers) as a number; null stays null. */
function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

type SearchQuery = ReturnType<typeof buildQuery>;

/** Each database's statements by shape (a handful: the list's filters, the admin's fields). */
const preparedQueries = new WeakMap<Database, Map<string, SearchQuery>>();

function queriesFor(database: Database, shape: QueryShape): SearchQuery {
  let byShape = preparedQueries.get(database);
  if (!byShape) preparedQueries.set(database, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let query = byShape.get(key);
  if (!query) byShape.set(key, (query = buildQuery(database, shape)));
  return query;
}
