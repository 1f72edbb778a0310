/**
 * A rates change made on one server process shows on another in its next searches and hotel
 * pages (docs/architecture.md, "How caches learn of changes"): the room_rates triggers raise the
 * hotel's revision (its cached wire form is read again) and notify both channels (kept search
 * answers and views of all hotels are forgotten). To see that it is the change that is heard,
 * and not an answer's age running out, the hotel is first changed silently (triggers off):
 * the other process keeps its answers until the rates change reaches it. On PostgreSQL the
 * second app has pools and connections of its own; PGlite belongs to one process, so there the
 * two apps share its one in-memory database.
 */
import { hotelSearchKey } from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { hotels, ratePlans } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { dateFromToday, insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { commitElsewhere } from '../../test/commit-elsewhere.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const checkIn = dateFromToday(30);
const checkOut = dateFromToday(32);

describe.each(TEST_DRIVERS)('a rates change seen by another process on %s', (driver) => {
  let t: TestApp;
  let second: FastifyInstance;
  let secondDatabase: DatabaseHandle | undefined;
  let admin: TestAccount;

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
    if (driver === 'postgres') {
      secondDatabase = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
    }
    second = await buildApp({
      config: t.config,
      database: secondDatabase ?? t.database,
      logger: false,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  it('forgets its kept search answer and cached hotel at the next request after a bulk edit elsewhere', async () => {
    const city = `Rateville${Math.random().toString(36).slice(2, 8)}`;
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ units: 3 }], {
      city,
      name: 'Casa Ruidosa',
    });
    await t.app.db
      .update(hotels)
      .set({ searchKey: hotelSearchKey({ city, state: '', country: 'Portugal' }) })
      .where(eq(hotels.id, hotelId));
    const [standard] = await t.app.db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(eq(ratePlans.roomId, roomIds[0]!));

    const onSecond = async () => {
      const [search, page] = await Promise.all([
        second.inject({
          method: 'GET',
          url: `/api/hotels?city=${city}&checkInDate=${checkIn}&checkOutDate=${checkOut}&guests=1`,
        }),
        second.inject({ method: 'GET', url: `/api/hotels/${hotelId}` }),
      ]);
      const found = search.json().data[0];
      return {
        searched: `${found.HotelName}/${found.Rooms[0].FreeUnits}`,
        page: page.json().data.HotelName as string,
      };
    };
    await settled(second);
    const before = { searched: 'Casa Ruidosa/3', page: 'Casa Ruidosa' };
    expect(await onSecond()).toEqual(before);

    // Renamed and two units booked with every trigger off: nobody is told, no revision moves.
    await commitElsewhere(
      t.database,
      [
        `update hotels set name = 'Casa Silenciosa' where id = ${hotelId}`,
        `insert into room_nights (room_id, night, units, booked)
         select ${roomIds[0]}, night::date, 3, 2
         from generate_series('${checkIn}'::date, '${checkOut}'::date - 1, interval '1 day') night`,
      ],
      { silently: true },
    );
    expect(await onSecond()).toEqual(before);

    const hotelsVersion = second.hotelsVersion.current;
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/hotels/${hotelId}/rates/bulk`,
      headers: admin.headers,
      payload: { from: checkIn, to: checkIn, ratePlanIds: [standard!.id], price: { set: 15_000 } },
    });
    expect(edit.json().data.nightsChanged).toBe(1);

    // Well before a kept answer's age (5 s, hotels/kept-answers.ts) runs out: what reaches the
    // other process is the change.
    const deadline = Date.now() + 2_500;
    let seen = await onSecond();
    while (seen.searched !== 'Casa Silenciosa/1' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await onSecond();
    }
    expect(seen).toEqual({ searched: 'Casa Silenciosa/1', page: 'Casa Silenciosa' });
    expect(second.hotelsVersion.current).not.toBe(hotelsVersion);
  });
});

/** Waits until the set-up's own notifications have reached `app` (PostgreSQL delivers late). */
async function settled(app: FastifyInstance) {
  let version = app.inventory.current;
  for (let quiet = 0; quiet < 5;) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = app.inventory.current;
    quiet = now === version ? quiet + 1 : 0;
    version = now;
  }
}
