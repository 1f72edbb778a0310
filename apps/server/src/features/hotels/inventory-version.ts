/**
 * A counter of the changes to what a hotel search shows, heard from every process that shares
 * the database (decision 028): the triggers of migration 0017 notify "inventory_changed" when a
 * transaction that touched hotels, rooms, room_nights or holds commits. Answers kept at one
 * version are good until the counter moves. While the counter cannot hear (the listening
 * connection is lost) there is no version, and nothing may be kept.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeVersion } from '../../db/change-notifications.js';
import type { DatabaseHandle } from '../../db/database.js';

export const INVENTORY_CHANNEL = 'inventory_changed';
/** The tables whose triggers notify INVENTORY_CHANNEL (migration 0017). */
export const INVENTORY_TABLES = ['hotels', 'rooms', 'room_nights', 'holds'] as const;

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
    const unlisten = await listen(INVENTORY_CHANNEL, INVENTORY_TABLES, inventory);
    app.decorate('inventory', inventory);
    app.addHook('onClose', unlisten);
  },
  { name: 'inventory-version' },
);
