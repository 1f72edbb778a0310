/**
 * Server-side hotel search (DESIGN §3; spec §4): city contains-match over the folded
 * city|state|country key, availability for the stay, the list filters with their thresholds
 * and orders, and pagination. One query for the page; its total comes from the page itself
 * when the page is the last one, else from a count that is kept for a few seconds per search
 * (counting means deciding availability for every hotel of the city, the most expensive part
 * of a search; browsing the pages of one search should not pay it on every page).
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

/** How long a search's total is reused. Rows are always fresh; only the count may lag. */
export const TOTAL_FRESH_MS = 5_000;
const MAX_CACHED_TOTALS = 1_000;

/** Totals of recent searches, by what decides them (not the page), for TOTAL_FRESH_MS. */
export class SearchTotals {
  private readonly totals = new Map<string, { total: number; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string): number | undefined {
    const entry = this.totals.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= TOTAL_FRESH_MS) {
      this.totals.delete(key);
      return undefined;
    }
    return entry.total;
  }

  set(key: string, total: number): void {
    if (this.totals.size >= MAX_CACHED_TOTALS) {
      // Maps iterate in insertion order: drop the oldest.
      this.totals.delete(this.totals.keys().next().value!);
    }
    this.totals.set(key, { total, at: this.now() });
  }
}

function totalKey(query: HotelSearchQuery, catalogueVersion: number): string {
  const { city, checkInDate, checkOutDate, q, field, filter } = query;
  return JSON.stringify([
    catalogueVersion,
    city ? foldForSearch(city) : '',
    checkInDate,
    checkOutDate,
    q,
    field,
    filter,
  ]);
}

export async function searchHotels(
  db: Database,
  query: HotelSearchQuery & { pageSize: number; page: number },
  totals?: { cache: SearchTotals; catalogueVersion: number },
): Promise<SearchPage> {
  const where = and(...conditions(query));
  const offset = (query.page - 1) * query.pageSize;
  const rows = await db
    .select()
    .from(hotels)
    .where(where)
    .orderBy(...order(query.filter))
    .limit(query.pageSize)
    .offset(offset);
  // A page that is not full is the last one: it tells the total exactly.
  if (rows.length > 0 && rows.length < query.pageSize) {
    return { hotels: rows, total: offset + rows.length };
  }
  const key = totals && totalKey(query, totals.catalogueVersion);
  let total = key === undefined ? undefined : totals!.cache.get(key);
  if (total === undefined) {
    const [counted] = await db.select({ total: count() }).from(hotels).where(where);
    total = counted?.total ?? 0;
    if (key !== undefined) totals!.cache.set(key, total);
  }
  return { hotels: rows, total };
}
