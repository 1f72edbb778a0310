/**
 * Server-side hotel search (DESIGN §3; spec §4): city contains-match over the folded
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
  POPULAR_THRESHOLD,
  TRENDING_THRESHOLD,
  type HotelSearchQuery,
} from '@staylane/domain';
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { runNamed } from '../../db/named-statement.js';
import type { SearchMemo } from './search-memo.js';
import { hotels } from '../../db/schema.js';
import { freeUnitsSql, roomHasFreeUnitSql } from '../availability/index.js';
import type { HotelAtRevision } from './hotel-wire-cache.js';

/** `text` for use inside LIKE: its own % and _ (and the escape character) match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const contains = (column: SQLWrapper, text: string) =>
  sql`${column} ilike ${`%${escapeLike(text)}%`}`;

function adminCondition(field: HotelSearchQuery['field'], q: string): SQL | undefined {
  switch (field) {
    case 'id':
      return /^\d{1,9}$/.test(q) ? eq(hotels.id, Number(q)) : sql`false`;
    case 'city':
      return contains(hotels.city, q);
    case 'country':
      return contains(hotels.country, q);
    default:
      return contains(hotels.name, q);
  }
}

function conditions(query: HotelSearchQuery): SQL[] {
  const where: SQL[] = [];
  const city = query.city ? foldForSearch(query.city) : '';
  if (city) where.push(sql`${hotels.searchKey} like ${`%${escapeLike(city)}%`}`);
  // Every room sleeps at least GUESTS_MIN: only a larger party narrows the search (DESIGN §5).
  const guests = query.guests !== undefined && query.guests > GUESTS_MIN ? query.guests : undefined;
  if (query.checkInDate && query.checkOutDate) {
    const free = roomHasFreeUnitSql(sql`fr.id`, query.checkInDate, query.checkOutDate, {
      guests,
    });
    where.push(sql`exists (select 1 from rooms fr where fr.hotel_id = ${hotels.id} and ${free})`);
  } else if (guests !== undefined) {
    where.push(sql`exists (select 1 from rooms fr
      where fr.hotel_id = ${hotels.id} and fr.max_guests >= ${guests})`);
  }
  if (query.q) where.push(adminCondition(query.field, query.q)!);
  if (query.filter === 'popular') where.push(sql`${hotels.popularity} >= ${POPULAR_THRESHOLD}`);
  if (query.filter === 'trending') where.push(sql`${hotels.trending} <= ${TRENDING_THRESHOLD}`);
  if (query.filter === 'latest') {
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

/** What decides a search's results, whatever the page. */
function searchKey(query: HotelSearchQuery, catalogueVersion: number): string {
  const { city, checkInDate, checkOutDate, guests, q, field, filter } = query;
  return JSON.stringify([
    catalogueVersion,
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
  stay: { checkInDate?: string; checkOutDate?: string },
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

/** Hotels at or after `start` in the filter's order (see order()). */
function fromStart(filter: HotelSearchQuery['filter'], start: PageStart): SQL {
  switch (filter) {
    case 'popular':
      return sql`(${hotels.popularity} < ${start.popularity}
        or (${hotels.popularity} = ${start.popularity} and ${hotels.id} >= ${start.id}))`;
    case 'trending':
      return sql`(${hotels.trending}, ${hotels.id}) >= (${start.trending}, ${start.id})`;
    case 'latest':
      return sql`(${hotels.dateAdded} < ${start.dateAdded}::timestamptz
        or (${hotels.dateAdded} = ${start.dateAdded}::timestamptz and ${hotels.id} <= ${start.id}))`;
    default:
      return sql`${hotels.id} >= ${start.id}`;
  }
}

export interface SearchMemos {
  totals: SearchMemo<number>;
  pageStarts: SearchMemo<PageStart>;
  catalogueVersion: number;
}

export async function searchHotels(
  db: Database,
  query: HotelSearchQuery & { pageSize: number; page: number },
  memos?: SearchMemos,
): Promise<SearchPage> {
  const where = and(...conditions(query));
  const offset = (query.page - 1) * query.pageSize;
  const key = memos && searchKey(query, memos.catalogueVersion);
  const pageKey = (page: number) => `${key}#${page}`;
  const start = key === undefined ? undefined : memos!.pageStarts.get(pageKey(query.page));

  let rows = await pageRows(db, query, where, offset, start);
  // A start recorded a moment ago may now be past the last match (hotels filled up): walk.
  if (start && rows.length === 0) rows = await pageRows(db, query, where, offset, undefined);
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
  let total = key === undefined ? undefined : memos!.totals.get(key);
  if (total === undefined) {
    const [counted] = await runNamed(db.select({ total: count() }).from(hotels).where(where));
    total = counted?.total ?? 0;
    if (key !== undefined) memos!.totals.set(key, total);
  }
  return { hotels: found, total };
}

function startOf({ id, popularity, trending, dateAdded }: PageStart): PageStart {
  return { id, popularity, trending, dateAdded };
}

/**
 * The page and the first hotel after it, from `start` when known, else by walking past the
 * pages before it. The page is cut first and its rooms' free units computed after: in one
 * select list they would also be computed for every hotel the offset skips (3× slower).
 */
function pageRows(
  database: Database,
  search: HotelSearchQuery & { pageSize: number },
  where: SQL | undefined,
  offset: number,
  from: PageStart | undefined,
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
    .where(from ? and(where, fromStart(search.filter, from)) : where)
    .orderBy(...order(search.filter, hotels))
    .limit(search.pageSize + 1)
    .offset(from ? 0 : offset)
    .as('page');
  return runNamed(
    database
      .select({
        ...foundHotelColumns(search, 'page'),
        popularity: page.popularity,
        trending: page.trending,
        dateAdded: page.dateAdded,
      })
      .from(page)
      .orderBy(...order(search.filter, page)),
  );
}
