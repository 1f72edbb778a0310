/**
 * The admin's reservation query (decision 023) as SQL: which bookings match the search and
 * filters, and in which order. Every filter has an index (migration 0012, decision 023).
 */
import {
  ID_MAX,
  parseAdminBookingSort,
  type AdminBookingQuery,
  type AdminBookingSortColumn,
} from '@staylane/domain';
import { and, asc, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bookingSearchDocument, bookings, payments } from '../../db/schema.js';

const SEARCH_WORDS_MAX = 8;

/**
 * Words as prefix terms of a text-search query ('ann berg' → 'ann':* & 'berg':*), each
 * quoted so that the user's text is never read as query syntax.
 */
export function prefixQuery(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, SEARCH_WORDS_MAX)
    .map((word) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`)
    .join(' & ');
}

/** A booking id as an admin types it: '42' or '#42'. */
function bookingIdIn(text: string): number | undefined {
  const match = /^#?(\d{1,10})$/.exec(text);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= ID_MAX ? id : undefined;
}

const matched = alias(bookings, 'matched');

/**
 * The search picks its bookings first, through the word index, as a list of ids. Written as
 * a plain condition, PostgreSQL guesses that many bookings match and walks the newest-first
 * index instead, reading every booking for a rare name (1.7 s against 8 ms over 200 000
 * bookings, decision 023).
 */
function searchCondition(text: string): SQL {
  const words = sql`${bookingSearchDocument(matched)} @@ to_tsquery('simple'::regconfig, ${prefixQuery(text)})`;
  const id = bookingIdIn(text);
  const match = id === undefined ? words : or(eq(matched.id, id), words);
  return sql`${bookings.id} = any(array(select ${matched.id} from ${bookings} as ${sql.identifier('matched')} where ${match}))`;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

export function bookingConditions(query: AdminBookingQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(bookings.status, query.status) : undefined,
    query.hotelId ? eq(bookings.hotelId, query.hotelId) : undefined,
    // A stay overlaps [stayFrom, stayTo] when one of its nights (check-in to the night
    // before check-out) falls in it.
    query.stayFrom ? gt(bookings.checkOut, query.stayFrom) : undefined,
    query.stayTo ? lte(bookings.checkIn, query.stayTo) : undefined,
    query.createdFrom ? gte(bookings.createdAt, dayStart(query.createdFrom)) : undefined,
    query.createdTo ? lt(bookings.createdAt, nextDayStart(query.createdTo)) : undefined,
  ];
  return and(...conditions.filter((condition) => condition !== undefined));
}

const lower = (column: AnyPgColumn) => sql`lower(${column})`;

const SORT_KEYS: Record<AdminBookingSortColumn, (SQL | AnyPgColumn)[]> = {
  id: [],
  guest: [lower(bookings.guestName)],
  email: [lower(bookings.guestEmail)],
  hotel: [lower(bookings.hotelName)],
  room: [lower(bookings.roomType)],
  stay: [bookings.checkIn, bookings.checkOut],
  created: [bookings.createdAt],
  status: [bookings.status],
  // Bookings without a payment count as nothing paid.
  total: [sql`coalesce(${payments.finalCents}, 0)`],
};

/** ORDER BY the chosen column, then the id in the same direction, so pages never overlap. */
export function bookingOrder(sort: string): SQL[] {
  const { column, direction } = parseAdminBookingSort(sort);
  const by = direction === 'asc' ? asc : desc;
  return [...SORT_KEYS[column], bookings.id].map((key) => by(key));
}
