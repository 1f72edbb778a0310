/**
 * What the availability calendar reads (decision 026): one query each for the hotel's room types,
 * their room_nights rows, live holds, bookings and blocks overlapping the range — never one
 * per night — so a two-month view of a big hotel costs six round trips.
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { CALENDAR_BOOKING_STATUSES } from '@staylane/domain';
import type { Database } from '../../db/database.js';
import { bookings, holds, hotels, roomBlocks, roomNights, rooms } from '../../db/schema.js';

export interface CalendarRange {
  from: string;
  to: string;
}

export async function calendarHotel(db: Database, hotelId: number) {
  const [hotel] = await db
    .select({ id: hotels.id, name: hotels.name, timeZone: hotels.timeZone })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return hotel;
}

export function calendarRooms(db: Database, hotelId: number) {
  return db
    .select({ id: rooms.id, name: rooms.name, units: rooms.units, available: rooms.available })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .orderBy(asc(rooms.position), asc(rooms.id));
}

export type CalendarRoomRow = Awaited<ReturnType<typeof calendarRooms>>[number];

export function nightRows(db: Database, roomIds: number[], { from, to }: CalendarRange) {
  return db
    .select({
      roomId: roomNights.roomId,
      night: roomNights.night,
      units: roomNights.units,
      booked: roomNights.booked,
      blocked: roomNights.blocked,
    })
    .from(roomNights)
    .where(
      and(
        inArray(roomNights.roomId, roomIds),
        sql`${roomNights.night} >= ${from}::date`,
        lt(roomNights.night, to),
      ),
    );
}

/** Live holds overlapping the range; expiry by the database's clock, as search counts them. */
export function liveHoldStays(db: Database, roomIds: number[], { from, to }: CalendarRange) {
  return db
    .select({ roomId: holds.roomId, checkIn: holds.checkIn, checkOut: holds.checkOut })
    .from(holds)
    .where(
      and(
        inArray(holds.roomId, roomIds),
        eq(holds.status, 'active'),
        sql`${holds.expiresAt} > now()`,
        lt(holds.checkIn, to),
        gt(holds.checkOut, from),
      ),
    );
}

export function bookingStays(db: Database, roomIds: number[], { from, to }: CalendarRange) {
  return db
    .select({
      id: bookings.id,
      roomId: bookings.roomId,
      guestName: bookings.guestName,
      checkIn: bookings.checkIn,
      checkOut: bookings.checkOut,
      guests: bookings.guests,
      status: bookings.status,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.roomId, roomIds),
        inArray(bookings.status, [...CALENDAR_BOOKING_STATUSES]),
        lt(bookings.checkIn, to),
        gt(bookings.checkOut, from),
      ),
    )
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
}

export function blockStays(db: Database, roomIds: number[], { from, to }: CalendarRange) {
  return db
    .select({
      id: roomBlocks.id,
      roomId: roomBlocks.roomId,
      checkIn: roomBlocks.checkIn,
      checkOut: roomBlocks.checkOut,
      units: roomBlocks.units,
      reason: roomBlocks.reason,
      source: roomBlocks.source,
    })
    .from(roomBlocks)
    .where(
      and(
        inArray(roomBlocks.roomId, roomIds),
        lt(roomBlocks.checkIn, to),
        gt(roomBlocks.checkOut, from),
      ),
    )
    .orderBy(asc(roomBlocks.checkIn), asc(roomBlocks.id));
}
