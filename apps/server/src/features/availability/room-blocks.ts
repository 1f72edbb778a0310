/**
 * Blocks: units of a room type taken out of sale for nights (decision 020). A block is a row
 * of room_blocks and its units added to room_nights.blocked over its nights, written under the
 * same ordered night locks as holds and bookings, so no path can sell a blocked unit.
 *
 * An administrator's block must fit (409 where bookings or holds take the units). A channel's
 * block is always recorded, because the unit was sold elsewhere: where a booking here already
 * took it, the night is over-full and listed as a conflict until one side goes.
 */
import { BLOCK_TEXTS, idToWire, type RoomBlockWire } from '@staylane/domain';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.js';
import { roomBlocks, roomNights } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { freeOf, lockNights } from './claim-units.js';

export type RoomBlockRow = typeof roomBlocks.$inferSelect;

export interface NewBlock {
  roomId: number;
  checkIn: string;
  checkOut: string;
  units: number;
  reason: string;
  source: 'admin' | 'channel';
  createdBy?: number | null;
  now: Date;
}

/** Records a block and takes its units on its nights; an admin's must find them free. */
export async function addBlock(tx: Transaction, block: NewBlock): Promise<RoomBlockRow> {
  const nights = await lockNights(tx, block);
  if (block.source === 'admin' && nights.some((night) => freeOf(night) < block.units)) {
    throw conflict(BLOCK_TEXTS.notFree, 'UNITS_NOT_FREE');
  }
  await changeBlocked(tx, block, block.units);
  const [row] = await tx
    .insert(roomBlocks)
    .values({
      roomId: block.roomId,
      checkIn: block.checkIn,
      checkOut: block.checkOut,
      units: block.units,
      reason: block.reason,
      source: block.source,
      createdBy: block.createdBy ?? null,
    })
    .returning();
  return row!;
}

/** Removes a block and gives its nights back; undefined when there is no such block. */
export async function removeBlock(
  tx: Transaction,
  blockId: number,
  now: Date = new Date(),
): Promise<RoomBlockRow | undefined> {
  const [block] = await tx.select().from(roomBlocks).where(eq(roomBlocks.id, blockId));
  if (!block) return undefined;
  // The nights first, in the one lock order every writer uses, then the block row: two
  // removals of the same block queue on the nights and the second finds no row.
  await lockNights(tx, { ...block, now });
  const [deleted] = await tx.delete(roomBlocks).where(eq(roomBlocks.id, blockId)).returning();
  if (!deleted) return undefined;
  await changeBlocked(tx, block, -block.units);
  return deleted;
}

/** Removes a block or answers 404. */
export async function removeBlockOrFail(tx: Transaction, blockId: number, now?: Date) {
  const removed = await removeBlock(tx, blockId, now);
  if (!removed) throw notFound(BLOCK_TEXTS.blockNotFound);
  return removed;
}

async function changeBlocked(
  tx: Transaction,
  { roomId, checkIn, checkOut }: Pick<NewBlock, 'roomId' | 'checkIn' | 'checkOut'>,
  by: number,
) {
  await tx
    .update(roomNights)
    .set({ blocked: sql`${roomNights.blocked} + ${by}` })
    .where(
      and(
        eq(roomNights.roomId, roomId),
        gte(roomNights.night, checkIn),
        lt(roomNights.night, checkOut),
      ),
    );
}

export function blockToWire(block: RoomBlockRow): RoomBlockWire {
  return {
    id: idToWire(block.id),
    roomId: idToWire(block.roomId),
    from: block.checkIn,
    to: block.checkOut,
    units: block.units,
    reason: block.reason,
    source: block.source as RoomBlockWire['source'],
    createdAt: block.createdAt.toISOString(),
  };
}
