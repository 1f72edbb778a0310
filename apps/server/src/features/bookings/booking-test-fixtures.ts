/**
 * Short set-ups for booking-engine tests: a signed-in user, a hotel with rooms, stay dates.
 * Rows go straight into the database so these tests do not depend on the hotels or users API.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { coupons, hotels, rooms, users } from '../../db/schema.js';

export interface RoomSpec {
  name?: string;
  priceCents?: number;
  discountPercent?: number;
  units?: number;
  available?: boolean;
}

export interface HotelFixture {
  hotelId: number;
  roomIds: number[];
}

let sequence = 0;

export async function insertHotelWithRooms(
  db: Database,
  roomSpecs: RoomSpec[] = [{}],
  hotel: { name?: string; city?: string; country?: string } = {},
): Promise<HotelFixture> {
  sequence += 1;
  const [row] = await db
    .insert(hotels)
    .values({
      name: hotel.name ?? `Hotel ${sequence}`,
      city: hotel.city ?? 'Lisbon',
      country: hotel.country ?? 'Portugal',
    })
    .returning({ id: hotels.id });
  const hotelId = row!.id;
  const inserted = await db
    .insert(rooms)
    .values(
      roomSpecs.map((spec, position) => ({
        hotelId,
        position,
        name: spec.name ?? `Room ${position + 1}`,
        priceCents: spec.priceCents ?? 10_000,
        discountPercent: spec.discountPercent ?? 0,
        units: spec.units ?? 1,
        available: spec.available ?? true,
      })),
    )
    .returning({ id: rooms.id });
  return { hotelId, roomIds: inserted.map((room) => room.id) };
}

export interface SignedInUser {
  id: number;
  token: string;
  email: string;
  fullName: string;
  headers: { authorization: string };
}

export async function signedInUser(
  app: FastifyInstance,
  options: { role?: 1 | 2; fullName?: string } = {},
): Promise<SignedInUser> {
  sequence += 1;
  const role = options.role ?? 1;
  const fullName = options.fullName ?? `Traveller ${sequence}`;
  const email = `traveller${sequence}-${Date.now()}@example.test`;
  const [row] = await app.db
    .insert(users)
    .values({ fullName, email, passwordHash: 'not-a-real-hash', role })
    .returning({ id: users.id });
  const id = row!.id;
  const token = await app.signToken({ id, role });
  return { id, token, email, fullName, headers: { authorization: `Bearer ${token}` } };
}

export async function insertCoupon(db: Database, code: string, percent: number): Promise<void> {
  await db.insert(coupons).values({ code, percent }).onConflictDoNothing();
}

/** A calendar date `days` after today (UTC), as yyyy-mm-dd; keep `days` ≥ 2 for future stays. */
export function dateFromToday(days: number): string {
  const date = new Date();
  date.setUTCHours(12, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
