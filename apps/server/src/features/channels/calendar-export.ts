/**
 * A room type's calendar for channels (decision 021): one all-day event per run of
 * nights on which no unit is left for sale here (booked, held, blocked by an administrator
 * or sold on another channel). A channel lists the room type as one unit, so the nights it
 * must close are those where every unit is taken; with one unit that is each booking, hold
 * and block. Nothing about the guest is written: each event says only "Not available".
 */
import { randomBytes } from 'node:crypto';
import { addDays, todayIso } from '@staylane/domain';
import { and, eq, gt, gte } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Database } from '../../db/database.js';
import { calendarExports, holds, hotels, roomNights, rooms } from '../../db/schema.js';

/** 32 random bytes, base64url: the secret part of `/ical/{token}.ics`. */
export const newFeedToken = () => randomBytes(32).toString('base64url');
export const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type CalendarExportRow = typeof calendarExports.$inferSelect;

/** The room type's export address, made on first use; undefined when there is no such room. */
export async function exportOf(db: Database, roomId: number) {
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, roomId));
  if (!room) return undefined;
  await db.insert(calendarExports).values({ roomId, token: newFeedToken() }).onConflictDoNothing();
  const [row] = await db.select().from(calendarExports).where(eq(calendarExports.roomId, roomId));
  return row!;
}

/** A new token for the room type: the old address answers 404 from now on. */
export async function rotateExport(db: Database, roomId: number, now = new Date()) {
  if (!(await exportOf(db, roomId))) return undefined;
  const [row] = await db
    .update(calendarExports)
    .set({ token: newFeedToken(), rotatedAt: now })
    .where(eq(calendarExports.roomId, roomId))
    .returning();
  return row!;
}

/** A run of nights with no unit free: [from, to) as a stay's check-in and check-out. */
export interface FullRun {
  from: string;
  to: string;
}

/** The room's nights from today on where booked + blocked + live holds leave no unit free. */
export async function fullRuns(db: Database, roomId: number, now = new Date()) {
  const [room] = await db
    .select({ timeZone: hotels.timeZone, type: rooms.name, hotel: hotels.name })
    .from(rooms)
    .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
    .where(eq(rooms.id, roomId));
  if (!room) return { name: '', runs: [] };
  const today = todayIso(now, room.timeZone);
  const [nights, liveHolds] = await Promise.all([
    db
      .select()
      .from(roomNights)
      .where(and(eq(roomNights.roomId, roomId), gte(roomNights.night, today)))
      .orderBy(roomNights.night),
    db
      .select({ checkIn: holds.checkIn, checkOut: holds.checkOut })
      .from(holds)
      .where(
        and(
          eq(holds.roomId, roomId),
          eq(holds.status, 'active'),
          gt(holds.expiresAt, now),
          gt(holds.checkOut, today),
        ),
      ),
  ]);
  const runs: FullRun[] = [];
  for (const night of nights) {
    const held = liveHolds.filter((h) => h.checkIn <= night.night && h.checkOut > night.night);
    if (night.units - night.booked - night.blocked - held.length > 0) continue;
    const last = runs.at(-1);
    if (last && last.to === night.night) last.to = addDays(night.night, 1);
    else runs.push({ from: night.night, to: addDays(night.night, 1) });
  }
  return { name: `${room.hotel}: ${room.type}`, runs };
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks in TEXT values. */
const escapeText = (text: string) =>
  text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Midnight UTC of a date: ical-generator writes all-day events from its UTC parts. */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * The calendar text. A run's UID names the room and its first night, so it stays the same
 * while the run lasts; DTSTAMP is the start of today (UTC) so the same nights give the same
 * bytes, and the same ETag, all day.
 */
export function exportCalendar(
  roomId: number,
  room: { name: string; runs: FullRun[] },
  uidHost: string,
  now = new Date(),
) {
  const calendar = ical({
    prodId: { company: 'Staylane', product: 'Channel calendar', language: 'EN' },
    // ical-generator escapes event texts but writes the calendar's name as given.
    name: escapeText(room.name),
  });
  const runs = room.runs;
  const stamp = utcDay(now.toISOString().slice(0, 10));
  for (const run of runs) {
    calendar.createEvent({
      id: `room-${roomId}-${run.from}@${uidHost}`,
      stamp,
      allDay: true,
      start: utcDay(run.from),
      end: utcDay(run.to),
      summary: 'Not available',
    });
  }
  return calendar.toString();
}
