/**
 * A counter of the changes to the hotels' content (a hotel, its rooms, rate plans, rates and
 * reviews), heard from every process that shares the database: the content tables of
 * cache_sources notify "hotels_changed" (db/cache-sources.ts). Whatever keeps a view of the
 * hotels as a whole (the hotel file, searched place names) compares it with the version it was
 * built at. While the counter cannot hear there is no version, and nothing may be kept.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_CHANNELS, tablesHeardOn } from '../../db/cache-sources.js';
import { ChangeVersion } from '../../db/change-notifications.js';
import type { DatabaseHandle } from '../../db/database.js';

export const HOTELS_CHANNEL = CACHE_CHANNELS.hotels;

/** The hotels' version: a view of every hotel is good while it stands. */
export class HotelsVersion extends ChangeVersion {}

declare module 'fastify' {
  interface FastifyInstance {
    hotelsVersion: HotelsVersion;
  }
}

export interface HotelsVersionOptions {
  listen: DatabaseHandle['listen'];
}

export default fp<HotelsVersionOptions>(
  async function hotelsVersionPlugin(app: FastifyInstance, { listen }) {
    const hotelsVersion = new HotelsVersion();
    const tables = await tablesHeardOn(app.db, HOTELS_CHANNEL);
    const unlisten = await listen(HOTELS_CHANNEL, tables, hotelsVersion);
    app.decorate('hotelsVersion', hotelsVersion);
    app.addHook('onClose', unlisten);
  },
  { name: 'hotels-version' },
);
