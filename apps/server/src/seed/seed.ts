/**
 * Fills an empty database with the demo data set, once: when the database already has users
 * or hotels nothing happens, so restarting the server never duplicates or overwrites anything.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { coupons, hotels, reviews, rooms, users } from '../db/schema.js';
import { hashPassword } from '../lib/passwords.js';
import type { ImageStore } from '../storage/storage.js';
import { buildDemoData, DEMO_ACCOUNTS } from './demo-data.js';
import { storeDemoImages } from './demo-images.js';
import { seedDemoStays } from './demo-stays.js';
import { seedDemoRates } from './demo-rates.js';

/**
 * The default anchor of the demo dates, so tests and reproductions get the very same rows.
 * The server passes the day it seeds on instead, so that "Latest" (added within 365 days)
 * keeps meaning about half of the hotels whenever the demo is installed.
 */
export const DEMO_ANCHOR = new Date('2026-01-01T00:00:00Z');

// Arbitrary but fixed: two servers starting together on one empty database seed it once.
const SEED_LOCK_KEY = 4_201_778;

export interface SeedOptions {
  anchor?: Date;
  log?: (line: string) => void;
}

/** Midnight UTC of the given moment's day: the anchor the server seeds with. */
export const startOfUtcDay = (moment: Date) =>
  new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));

async function isEmpty(db: Pick<Database, 'select'>): Promise<boolean> {
  const [userRows] = await db.select({ n: count() }).from(users);
  const [hotelRows] = await db.select({ n: count() }).from(hotels);
  return userRows?.n === 0 && hotelRows?.n === 0;
}

/** Seeds an empty database and answers true, or answers false and changes nothing. */
export async function seedDemoData(
  db: Database,
  images: ImageStore,
  options: SeedOptions = {},
): Promise<boolean> {
  const log = options.log ?? (() => {});
  if (!(await isEmpty(db))) {
    await logDemoLoginsIfPresent(db, log);
    return false;
  }

  const anchor = options.anchor ?? DEMO_ANCHOR;
  const data = buildDemoData(anchor, await storeDemoImages(images));
  const userRows = await Promise.all(
    data.users.map(async ({ password, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password),
    })),
  );

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    const insertedUsers = await tx.insert(users).values(userRows).returning();
    const hotelRows = await tx
      .insert(hotels)
      .values(data.hotels.map((entry) => entry.hotel))
      .returning();
    const withIds = data.hotels.map((entry, i) => ({ ...entry, id: hotelRows[i]!.id }));
    const roomRows = await tx
      .insert(rooms)
      .values(
        withIds.flatMap((entry) =>
          // Added with their hotel, so the occupancy report counts them from its first day.
          entry.rooms.map((room) => ({
            ...room,
            hotelId: entry.id,
            createdAt: entry.hotel.dateAdded,
          })),
        ),
      )
      .returning();
    await tx
      .insert(reviews)
      .values(
        withIds.flatMap((entry) =>
          entry.reviews.map((review) => ({ ...review, hotelId: entry.id })),
        ),
      );
    await tx.insert(coupons).values(data.coupons);
    await seedDemoRates(
      tx,
      anchor,
      hotelRows.map((hotel) => hotel.id),
    );
    const guest = insertedUsers.find((user) => user.email === DEMO_ACCOUNTS.guest.email)!;
    const roomsByHotel = new Map<number, (typeof roomRows)[number][]>();
    for (const room of [...roomRows].sort((a, b) => a.position - b.position)) {
      roomsByHotel.set(room.hotelId, [...(roomsByHotel.get(room.hotelId) ?? []), room]);
    }
    await seedDemoStays(tx, { anchor, guest, hotels: hotelRows, roomsByHotel });
    return true;
  });
  if (!seeded) return false;

  const cities = new Set(data.hotels.map((entry) => entry.hotel.city));
  log(`Demo data: ${data.hotels.length} hotels in ${cities.size} cities`);
  logDemoLogins(log);
  return true;
}

function logDemoLogins(log: (line: string) => void, note = '') {
  const { admin, guest } = DEMO_ACCOUNTS;
  log(`Demo admin login: ${admin.email} / ${admin.password}${note}`);
  log(`Demo user login: ${guest.email} / ${guest.password}${note}`);
}

/** On later starts the logins are shown again while the demo admin account exists. */
async function logDemoLoginsIfPresent(db: Database, log: (line: string) => void) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_ACCOUNTS.admin.email));
  if (admin) logDemoLogins(log, ' (unless changed since)');
}
