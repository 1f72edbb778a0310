/**
 * What the caches hear, and from which tables (docs/architecture.md, "How caches learn of
 * changes"). The list lives in the database (cache_sources), filled by `watch_for_caches` in
 * the migrations that also install each table's triggers: a table joins there and only there.
 * - "hotels_changed": a content table changed (a hotel, its rooms, plans, rates, reviews): the
 *   hotels' revisions rose with it. Whatever keeps a view of the hotels listens.
 * - "inventory_changed": a content or availability table changed (room nights, holds too):
 *   kept search answers listen.
 * The server reads the list once at start, for db/own-writes.ts, which tells this process's own
 * committed writes at once by the tables their statements name.
 */
import { asc } from 'drizzle-orm';
import type { Database } from './database.js';
import { cacheSources } from './schema.js';

export const CACHE_CHANNELS = {
  hotels: 'hotels_changed',
  inventory: 'inventory_changed',
} as const;
export type CacheChannel = (typeof CACHE_CHANNELS)[keyof typeof CACHE_CHANNELS];

/** The tables whose committed changes notify `channel`, as the migrations recorded them. */
export async function tablesHeardOn(db: Database, channel: CacheChannel): Promise<string[]> {
  const rows = await db
    .select({ tableName: cacheSources.tableName, kind: cacheSources.kind })
    .from(cacheSources)
    .orderBy(asc(cacheSources.tableName));
  return rows
    .filter((row) => channel === CACHE_CHANNELS.inventory || row.kind === 'content')
    .map((row) => row.tableName);
}
