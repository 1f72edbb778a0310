/**
 * The caches' notifications (cache-sources.ts, migration 0025) as each driver delivers them: a
 * committed change to every table of cache_sources is heard on "inventory_changed", and to
 * every content table on "hotels_changed" too; a rolled-back change is not heard, and on
 * PostgreSQL a lost listening connection comes back.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { insertHotelWithRooms } from '../test/booking-fixtures.js';
import { INVENTORY_CHANNEL } from '../features/hotels/inventory-version.js';
import { CACHE_CHANNELS, tablesHeardOn } from './cache-sources.js';
import { queryRows } from './database.js';
import {
  RELISTEN_AFTER_MS,
  type NotificationListener,
  type Unlisten,
} from './change-notifications.js';

/** A listener that counts, and waits for a count. */
function countingListener() {
  const heard = { changed: 0, listening: 0, lost: 0 };
  const listener: NotificationListener = {
    changed: () => (heard.changed += 1),
    listening: () => (heard.listening += 1),
    lost: () => (heard.lost += 1),
  };
  const until = async (check: () => boolean, ms = 3_000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return check();
  };
  return { heard, listener, until };
}

/** Notifications still on their way arrive within this (PostgreSQL delivers them over a socket). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(TEST_DRIVERS)('inventory notifications (%s)', (driver) => {
  let database: TestDatabase;
  let unlisten: Unlisten;
  const { heard, listener, until } = countingListener();

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    // An empty table list: only the database's notifications are counted, not own-writes.ts.
    unlisten = await database.listen(INVENTORY_CHANNEL, [], listener);
  });
  afterAll(async () => {
    await unlisten?.();
    await database?.destroy();
  });

  it('starts listening at once', () => {
    expect(heard.listening).toBe(1);
  });

  it('hears a committed change to each table of cache_sources, content ones on both channels', async () => {
    const hotels = countingListener();
    const unlistenHotels = await database.listen(CACHE_CHANNELS.hotels, [], hotels.listener);
    try {
      const { hotelId, roomIds } = await insertHotelWithRooms(database.db, [{ units: 2 }]);
      const room = roomIds[0]!;
      const changes: Record<string, ReturnType<typeof sql>> = {
        hotels: sql`update hotels set name = name || '!' where id = ${hotelId}`,
        rooms: sql`update rooms set units = 3 where id = ${room}`,
        rate_plans: sql`update rate_plans set description = 'Flexible' where room_id = ${room}`,
        room_rates: sql`insert into room_rates (rate_plan_id, night, price_cents)
          select id, '2040-01-01', 9000 from rate_plans where room_id = ${room}`,
        reviews: sql`insert into reviews (hotel_id, user_name, rating, body)
          values (${hotelId}, 'Ana', 5, 'Lovely')`,
        room_nights: sql`insert into room_nights (room_id, night, units) values (${room}, '2040-01-01', 3)`,
        holds: sql`update holds set guests = guests where room_id = ${room}`,
      };
      const inventoryTables = await tablesHeardOn(database.db, CACHE_CHANNELS.inventory);
      expect(Object.keys(changes).sort()).toEqual(inventoryTables);
      const contentTables = await tablesHeardOn(database.db, CACHE_CHANNELS.hotels);
      expect(contentTables).toEqual(['hotels', 'rate_plans', 'reviews', 'room_rates', 'rooms']);
      // The holds statement changes no row: statement-level triggers notify for it all the same.
      const revision = async () => {
        const [row] = await queryRows<{ revision: number }>(
          database.db,
          sql`select revision from hotels where id = ${hotelId}`,
        );
        return row!.revision;
      };
      for (const [table, change] of Object.entries(changes)) {
        await settle();
        const before = heard.changed;
        const hotelsBefore = hotels.heard.changed;
        const revisionBefore = await revision();
        await database.db.execute(change);
        expect(await until(() => heard.changed > before), table).toBe(true);
        if (contentTables.includes(table)) {
          expect(await hotels.until(() => hotels.heard.changed > hotelsBefore), table).toBe(true);
          // The hotel's cached wire form is read again.
          expect(await revision(), table).toBeGreaterThan(revisionBefore);
        } else {
          expect(await revision(), table).toBe(revisionBefore);
          await settle();
          expect(hotels.heard.changed, table).toBe(hotelsBefore);
        }
      }
    } finally {
      await unlistenHotels();
    }
  });

  it('hears nothing of a rolled-back change', async () => {
    const { roomIds } = await insertHotelWithRooms(database.db, [{}]);
    await settle();
    const before = heard.changed;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update rooms set units = 5 where id = ${roomIds[0]}`);
        tx.rollback();
      })
      .catch(() => undefined);
    await settle();
    expect(heard.changed).toBe(before);
  });

  it.runIf(driver === 'postgres')(
    'tells when its connection is lost and listens again after a moment',
    async () => {
      const admin = new pg.Client({ connectionString: database.url });
      await admin.connect();
      try {
        await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'listen%'`,
        );
      } finally {
        await admin.end();
      }
      expect(await until(() => heard.lost === 1)).toBe(true);
      expect(await until(() => heard.listening === 2, RELISTEN_AFTER_MS + 3_000)).toBe(true);
      const { hotelId } = await insertHotelWithRooms(database.db, [{}]);
      const before = heard.changed;
      await database.db.execute(sql`update hotels set name = 'Back' where id = ${hotelId}`);
      expect(await until(() => heard.changed > before)).toBe(true);
    },
  );
});
