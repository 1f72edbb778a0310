/**
 * The administrator's view of holds (decision 017): every live hold with its room, hotel, user
 * and stay, soonest to lapse first, and releasing any of them (a hoarder's, or one a
 * traveller forgot). A hold that became a booking cannot be released.
 */
import type { AdminHoldWire } from '@staylane/domain';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { holds, hotels, rooms, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { HOLD_CONVERTED, HOLD_NOT_FOUND, isUuid } from './hold-service.js';

export async function liveHolds(db: Database, now: Date = new Date()): Promise<AdminHoldWire[]> {
  const rows = await db
    .select({
      id: holds.id,
      roomId: rooms.id,
      RoomType: rooms.name,
      hotelId: hotels.id,
      HotelName: hotels.name,
      userEmail: users.email,
      checkInDate: holds.checkIn,
      checkOutDate: holds.checkOut,
      guests: holds.guests,
      expiresAt: holds.expiresAt,
    })
    .from(holds)
    .innerJoin(rooms, eq(rooms.id, holds.roomId))
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .innerJoin(users, eq(users.id, holds.userId))
    .where(and(eq(holds.status, 'active'), gt(holds.expiresAt, now)))
    .orderBy(asc(holds.expiresAt), asc(holds.id));
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }));
}

/** Releases anyone's hold; releasing one already released or lapsed changes nothing. */
export async function releaseAnyHold(db: Database, holdId: string): Promise<void> {
  if (!isUuid(holdId)) throw notFound(HOLD_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [hold] = await tx
      .select({ status: holds.status })
      .from(holds)
      .where(eq(holds.id, holdId))
      .for('update');
    if (!hold) throw notFound(HOLD_NOT_FOUND);
    if (hold.status === 'converted') throw conflict(HOLD_CONVERTED, 'HOLD_CONVERTED');
    await tx.update(holds).set({ status: 'released' }).where(eq(holds.id, holdId));
  });
}
