/**
 * The values an audit entry keeps before and after a change: the entity's stored row as JSON
 * (its column names), read in the change's transaction. Secrets are dropped when the entry is
 * written (audit-secrets.ts), so a row with a hash or a token can be read whole here.
 */
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.js';
import { queryRows } from '../../db/database.js';

/** The tables an entry may snapshot by id; a fixed list, since the name becomes SQL. */
export type SnapshotTable =
  'users' | 'rooms' | 'rate_plans' | 'room_blocks' | 'holds' | 'reviews' | 'bookings';

type Db = Database | Transaction;

/** The row with this id as JSON, or null when there is none. */
export async function rowSnapshot(
  db: Db,
  table: SnapshotTable,
  id: number | string,
): Promise<Record<string, unknown> | null> {
  const [row] = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id = ${id}`,
  );
  return row?.row ?? null;
}

/** A hotel with its rooms (a hotel edit sends its rooms too, decision 004). */
export async function hotelSnapshot(db: Db, id: number): Promise<Record<string, unknown> | null> {
  const [row] = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(h) || jsonb_build_object('rooms', coalesce(
          (select jsonb_agg(to_jsonb(r) order by r.position, r.id) from rooms r where r.hotel_id = h.id),
          '[]'::jsonb)) as row
        from hotels h where h.id = ${id}`,
  );
  return row?.row ?? null;
}

/** The calendar export of a room: its address's token is a secret and never kept. */
export async function calendarExportSnapshot(db: Db, roomId: number) {
  const [row] = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(e) - 'token' as row from calendar_exports e where e.room_id = ${roomId}`,
  );
  return row?.row ?? null;
}

/**
 * A channel's calendar feed. Its address often carries the channel's secret (a token in the
 * path or the query), so only its origin is kept.
 */
export async function calendarFeedSnapshot(db: Db, feedId: number) {
  const [row] = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select (to_jsonb(f) - 'url') || jsonb_build_object('urlOrigin',
          substring(f.url from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*')) as row
        from calendar_feeds f where f.id = ${feedId}`,
  );
  return row?.row ?? null;
}

/** The hotel of a room, for entries about the room's plans, rates, blocks and feeds. */
export async function hotelOfRoom(db: Db, roomId: number): Promise<number | null> {
  const [row] = await queryRows<{ hotelId: number }>(
    db,
    sql`select hotel_id as "hotelId" from rooms where id = ${roomId}`,
  );
  return row?.hotelId ?? null;
}
