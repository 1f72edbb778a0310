/**
 * The inventory's notifications (migration 0017) as each driver delivers them: a committed
 * change to hotels, rooms, nights or holds is heard, a rolled-back change is not, and on
 * PostgreSQL a lost listening connection comes back.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from '../test/test-database.js';
import { insertHotelWithRooms } from '../test/booking-fixtures.js';
import type { INVENTORY_TABLES } from '../features/hotels/inventory-version.js';
import { INVENTORY_CHANNEL } from '../features/hotels/inventory-version.js';
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

  it('hears a committed change to each of the inventory tables', async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(database.db, [{ units: 2 }]);
    const changes: Record<(typeof INVENTORY_TABLES)[number], ReturnType<typeof sql>> = {
      hotels: sql`update hotels set name = name || '!' where id = ${hotelId}`,
      rooms: sql`update rooms set units = 3 where id = ${roomIds[0]}`,
      room_nights: sql`insert into room_nights (room_id, night, units) values (${roomIds[0]}, '2040-01-01', 3)`,
      holds: sql`update holds set guests = guests where room_id = ${roomIds[0]}`,
    };
    // The holds statement changes no row: statement-level triggers notify for it all the same.
    for (const [table, change] of Object.entries(changes)) {
      await settle();
      const before = heard.changed;
      await database.db.execute(change);
      expect(await until(() => heard.changed > before), table).toBe(true);
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
