/**
 * Server-side hotel search (DESIGN §3; spec §4): city contains-match over the folded
 * city|state|country key, availability for the stay, the list filters with their thresholds
 * and orders, and pagination. One query for the page and one for its count.
 */
import {
  foldForSearch,
  LATEST_DAYS,
  POPULAR_THRESHOLD,
  TRENDING_THRESHOLD,
  type HotelSearchQuery,
} from '@staylane/domain';
import { and, asc, count, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { hotels } from '../../db/schema.js';
import { roomHasFreeUnitSql } from '../availability/availability-sql.js';
import type { HotelRow } from './hotel-wire.js';

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
  if (query.checkInDate && query.checkOutDate) {
    const free = roomHasFreeUnitSql(sql`fr.id`, query.checkInDate, query.checkOutDate);
    where.push(sql`exists (select 1 from rooms fr where fr.hotel_id = ${hotels.id} and ${free})`);
  }
  if (query.q) where.push(adminCondition(query.field, query.q)!);
  if (query.filter === 'popular') where.push(sql`${hotels.popularity} >= ${POPULAR_THRESHOLD}`);
  if (query.filter === 'trending') where.push(sql`${hotels.trending} <= ${TRENDING_THRESHOLD}`);
  if (query.filter === 'latest') {
    where.push(sql`${hotels.dateAdded} >= now() - make_interval(days => ${LATEST_DAYS})`);
  }
  return where;
}

function order(filter: HotelSearchQuery['filter']) {
  switch (filter) {
    case 'popular':
      return [desc(hotels.popularity), asc(hotels.id)];
    case 'trending':
      return [asc(hotels.trending), asc(hotels.id)];
    case 'latest':
      return [desc(hotels.dateAdded), desc(hotels.id)];
    default:
      return [asc(hotels.id)];
  }
}

export interface SearchPage {
  hotels: HotelRow[];
  total: number;
}

export async function searchHotels(
  db: Database,
  query: HotelSearchQuery & { pageSize: number; page: number },
): Promise<SearchPage> {
  const where = and(...conditions(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(hotels)
      .where(where)
      .orderBy(...order(query.filter))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(hotels).where(where),
  ]);
  return { hotels: rows, total: counted?.total ?? 0 };
}
