/**
 * Server-side hotel search (design §3; product §4): city contains-match over the folded
 * city|state|country key, availability for the stay, the list filters with their thresholds
 * and orders, and pagination. One query for the page: each hotel's id and revision, and for
 * a stay its rooms' free units (the wire form comes from HotelWireCache). The page's total
 * comes from the page itself when the page is the last one, else from a count that is kept for a few seconds per search
 * (counting means deciding availability for every hotel of the city, the most expensive part
 * of a search; browsing the pages of one search should not pay it on every page).
 */
import {
  foldForSearch,
  GUESTS_MIN,
  LATEST_DAYS,
  latestTodayIso,
  POPULAR_THRESHOLD,
  TRENDING_THRESHOLD,
  type AdminSearchField,
  type HotelSearchQuery as PublicSearchQuery,
} from '@staylane/domain';
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { statementName } from '../../db/named-statement.js';
import type { SearchMemo } from './search-memo.js';
import { hotels } from '../../db/schema.js';
import { freeUnitsSql, roomHasFreeUnitSql, type DayValue } from '../availability/index.js';
import type { HotelAtRevision } from './hotel-wire-cache.js';

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
  };
}

/** The placeholders' values for a search (and, for a page, where it starts and its size). */
function valuesOf(
  query: HotelSearchQuery,
  now: Date,
  page?: { start: PageStart | undefined; offset: number; limit: number },
): Record<string, unknown> {
  const q = query.q ?? '';
  return {
    city: `%${escapeLike(query.city ? foldForSearch(query.city) : '')}%`,
    checkIn: query.checkInDate,
    checkOut: query.checkOutDate,
    now: now.toISOString(),
    guests: partyOver(query),
    q: query.field === 'id' ? Number(q) : `%${escapeLike(q)}%`,
    ...(page && {
      startId: page.start?.id,
      startPopularity: page.start?.popularity,
      startTrending: page.start?.trending,
      startDateAdded: page.start?.dateAdded,
      offset: page.offset,
      limit: page.limit,
    }),
  };
}

function conditions(shape: QueryShape): SQL[] {
  const where: SQL[] = [];
  if (shape.city) where.push(sql`${hotels.searchKey} like ${value('city')}`);
  const guests = shape.guests ? value('guests') : undefined;
  if (shape.stay) {
    const free = roomHasFreeUnitSql(sql`fr.id`, value('checkIn'), value('checkOut'), { guests });
    if (shape.arrivalCheck) {
      // A hotel where the arrival day is already over has no room for the stay (decision 039).
      where.push(sql`(${value('now')}::timestamptz at time zone ${hotels.timeZone})::date
        <= ${value('checkIn')}::date`);
    }
    where.push(sql`exists (select 1 from rooms fr where fr.hotel_id = ${hotels.id} and ${free})`);
  } else if (guests !== undefined) {
    where.push(sql`exists (select 1 from rooms fr
      where fr.hotel_id = ${hotels.id} and fr.max_guests >= ${guests})`);
  }
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
}

function order(filter: HotelSearchQuery['filter'], columns: OrderColumns) {
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

/** What decides a search's results, whatever the page. */
function searchKey(query: HotelSearchQuery, hotelsVersion: number, now: Date): string {
  const { city, checkInDate, checkOutDate, guests, q, field, filter } = query;
  return JSON.stringify([
    hotelsVersion,
    searchClock(checkInDate, now),
    city ? foldForSearch(city) : '',
    checkInDate,
    checkOutDate,
    guests,
    q,
    field,
    filter,
  ]);
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

/** Where a page begins in its search's order: the sort columns of its first hotel. */
export interface PageStart {
  id: number;
  popularity: number;
  trending: number;
  /** As PostgreSQL prints it: microseconds, which a JavaScript Date would round away. */
  dateAdded: string;
}

/** Hotels at or after the page's start (the start* placeholders) in the filter's order. */
function fromStart(filter: HotelSearchQuery['filter']): SQL {
  const id = value('startId');
  switch (filter) {
    case 'popular': {
      const popularity = value('startPopularity');
      return sql`(${hotels.popularity} < ${popularity}
        or (${hotels.popularity} = ${popularity} and ${hotels.id} >= ${id}))`;
    }
    case 'trending':
      return sql`(${hotels.trending}, ${hotels.id}) >= (${value('startTrending')}, ${id})`;
    case 'latest': {
      const dateAdded = sql`${value('startDateAdded')}::timestamptz`;
      return sql`(${hotels.dateAdded} < ${dateAdded}
        or (${hotels.dateAdded} = ${dateAdded} and ${hotels.id} <= ${id}))`;
    }
    default:
      return sql`${hotels.id} >= ${id}`;
  }
}

export interface SearchMemos {
  totals: SearchMemo<number>;
  pageStarts: SearchMemo<PageStart>;
  hotelsVersion: number;
}

export async function searchHotels(
  db: Database,
  query: HotelSearchQuery & { pageSize: number; page: number },
  memos?: SearchMemos,
  now: Date = new Date(),
): Promise<SearchPage> {
  const queries = queriesFor(db, shapeOf(query, now));
  const offset = (query.page - 1) * query.pageSize;
  const key = memos && searchKey(query, memos.hotelsVersion, now);
  const pageKey = (page: number) => `${key}#${page}`;
  const start = key === undefined ? undefined : memos!.pageStarts.get(pageKey(query.page));
  const pageRows = (from: PageStart | undefined) =>
    (from ? queries.pageFromStart : queries.pageByOffset).execute(
      valuesOf(query, now, { start: from, offset, limit: query.pageSize + 1 }),
    );

  let rows = await pageRows(start);
  // A start recorded a moment ago may now be past the last match (hotels filled up): walk.
  if (start && rows.length === 0) rows = await pageRows(undefined);
  const found = rows.slice(0, query.pageSize);
  if (key !== undefined) {
    if (found[0]) memos!.pageStarts.set(pageKey(query.page), startOf(found[0]));
    const next = rows[query.pageSize];
    if (next) memos!.pageStarts.set(pageKey(query.page + 1), startOf(next));
  }
  // A page with no hotel after it is the last one: it tells the total exactly.
  if (found.length > 0 && rows.length <= query.pageSize) {
    return { hotels: found, total: offset + found.length };
  }
  const countAll = async () => {
    const [counted] = await queries.count.execute(valuesOf(query, now));
    return counted?.total ?? 0;
  };
  // One count for all the requests of a search, recounted ahead of expiry (search-memo.ts).
  const total = key === undefined ? await countAll() : await memos!.totals.obtain(key, countAll);
  return { hotels: found, total };
}

function startOf({ id, popularity, trending, dateAdded }: PageStart): PageStart {
  return { id, popularity, trending, dateAdded };
}

/**
 * A search shape's queries, built once and prepared under a name from their SQL text (on
 * PostgreSQL a connection parses each once and the catalogue pool plans it once).
 */
function buildQueries(database: Database, shape: QueryShape) {
  const where = and(...conditions(shape));
  return {
    pageByOffset: named(pageQuery(database, shape, where, false)),
    pageFromStart: named(pageQuery(database, shape, where, true)),
    count: named(database.select({ total: count() }).from(hotels).where(where)),
  };
}

function named<Prepared>(query: {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}): Prepared {
  return query.prepare(statementName(query.toSQL().sql));
}

type SearchQueries = ReturnType<typeof buildQueries>;

/** Each database's queries by shape (a handful of shapes: the list's filters, the admin's fields). */
const preparedQueries = new WeakMap<Database, Map<string, SearchQueries>>();

function queriesFor(database: Database, shape: QueryShape): SearchQueries {
  let byShape = preparedQueries.get(database);
  if (!byShape) preparedQueries.set(database, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let queries = byShape.get(key);
  if (!queries) byShape.set(key, (queries = buildQueries(database, shape)));
  return queries;
}

/**
 * The page and the first hotel after it, from the page's start when known, else by walking
 * past the pages before it. The page is cut first and its rooms' free units computed after:
 * in one select list they would also be computed for every hotel the offset skips (3× slower).
 */
function pageQuery(
  database: Database,
  shape: QueryShape,
  where: SQL | undefined,
  fromKnownStart: boolean,
) {
  const page = database
    .select({
      id: hotels.id,
      revision: hotels.revision,
      popularity: hotels.popularity,
      trending: hotels.trending,
      dateAdded: sql<string>`${hotels.dateAdded}::text`.as('date_added_text'),
    })
    .from(hotels)
    .where(fromKnownStart ? and(where, fromStart(shape.filter)) : where)
    .orderBy(...order(shape.filter, hotels))
    .limit(value('limit'))
    .offset(fromKnownStart ? 0 : value('offset'))
    .as('page');
  const stay = shape.stay ? { checkInDate: value('checkIn'), checkOutDate: value('checkOut') } : {};
  return database
    .select({
      ...foundHotelColumns(stay, 'page'),
      popularity: page.popularity,
      trending: page.trending,
      dateAdded: page.dateAdded,
    })
    .from(page)
    .orderBy(...order(shape.filter, page));
}
