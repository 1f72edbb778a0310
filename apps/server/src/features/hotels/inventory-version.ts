/**
 * A counter of the changes to what a hotel search shows, heard from every process that shares
 * the database (decision 028): every table of cache_sources notifies "inventory_changed" when a
 * transaction that touched it commits (db/cache-sources.ts). Answers kept at one version are
 * good until the counter moves. While the counter cannot hear (the listening connection is
 * lost) there is no version, and nothing may be kept.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CACHE_CHANNELS, tablesHeardOn } from '../../db/cache-sources.js';
import { ChangeVersion } from '../../db/change-notifications.js';
import type { DatabaseHandle } from '../../db/database.js';

export const INVENTORY_CHANNEL = CACHE_CHANNELS.inventory;

/** The inventory's version: kept search answers are good while it stands. */
export class InventoryVersion extends ChangeVersion {}

declare module 'fastify' {
  interface FastifyInstance {
    inventory: InventoryVersion;
  }
}

export interface InventoryVersionOptions {
  listen: DatabaseHandle['listen'];
}

export default fp<InventoryVersionOptions>(
  async function inventoryVersionPlugin(app: FastifyInstance, { listen }) {
    const inventory = new InventoryVersion();
    const tables = await tablesHeardOn(app.db, INVENTORY_CHANNEL);
    const unlisten = await listen(INVENTORY_CHANNEL, tables, inventory);
    app.decorate('inventory', inventory);
    app.addHook('onClose', unlisten);
  },
  { name: 'inventory-version' },
);
