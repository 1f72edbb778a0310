/**
 * Lays the calendar's rows out as room types × nights (decision 026). Counts come from the
 * inventory itself (room_nights and live holds, decision 020), not from recounting bookings,
 * so the calendar says exactly what search and the claim under lock will say.
 */
import {
  idToWire,
  nightsOfStay,
  type CalendarBlock,
  type CalendarBooking,
  type CalendarRoom,
} from '@staylane/domain';
import type { CalendarRange, CalendarRoomRow } from './calendar-reads.js';

interface Stay {
  roomId: number | null;
  checkIn: string;
  checkOut: string;
}

export interface CalendarRows {
  rooms: CalendarRoomRow[];
  nights: { roomId: number; night: string; units: number; booked: number; blocked: number }[];
  holds: Stay[];
  bookings: (Stay & { id: number; guestName: string; guests: number; status: string })[];
  blocks: (Stay & { id: number; units: number; reason: string; source: string })[];
}

const covers = (stay: Stay, night: string) => stay.checkIn <= night && night < stay.checkOut;

function byRoom<T extends { roomId: number | null }>(rows: T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    if (row.roomId === null) continue;
    const list = grouped.get(row.roomId) ?? [];
    list.push(row);
    grouped.set(row.roomId, list);
  }
  return grouped;
}

export function calendarGrid(rows: CalendarRows, range: CalendarRange): CalendarRoom[] {
  const nights = nightsOfStay(range.from, range.to);
  const inventory = new Map(rows.nights.map((row) => [`${row.roomId} ${row.night}`, row]));
  const holdsOf = byRoom(rows.holds);
  const bookingsOf = byRoom(rows.bookings);
  const blocksOf = byRoom(rows.blocks);

  return rows.rooms.map((room) => {
    const roomHolds = holdsOf.get(room.id) ?? [];
    const roomBookings = (bookingsOf.get(room.id) ?? []).map((booking) => ({
      stay: booking,
      wire: {
        id: idToWire(booking.id),
        guestName: booking.guestName,
        checkIn: booking.checkIn,
        checkOut: booking.checkOut,
        guests: booking.guests,
        status: booking.status as CalendarBooking['status'],
      },
    }));
    const roomBlocks = (blocksOf.get(room.id) ?? []).map((block) => ({
      stay: block,
      wire: {
        id: idToWire(block.id),
        from: block.checkIn,
        to: block.checkOut,
        units: block.units,
        reason: block.reason,
        source: block.source as CalendarBlock['source'],
      },
    }));
    return {
      id: idToWire(room.id),
      name: room.name,
      units: room.units,
      available: room.available,
      nights: nights.map((night) => {
        // A night nobody booked or blocked has no row: all the room's units are its own.
        const row = inventory.get(`${room.id} ${night}`);
        const units = row?.units ?? room.units;
        const booked = row?.booked ?? 0;
        const blocked = row?.blocked ?? 0;
        const held = roomHolds.filter((hold) => covers(hold, night)).length;
        return {
          night,
          units,
          booked,
          held,
          blocked,
          free: Math.max(0, units - booked - blocked - held),
          bookings: roomBookings.filter(({ stay }) => covers(stay, night)).map(({ wire }) => wire),
          blocks: roomBlocks.filter(({ stay }) => covers(stay, night)).map(({ wire }) => wire),
        };
      }),
    };
  });
}
