/**
 * 200 concurrent booking attempts over 20 rooms with mixed overlapping stays, sent to two
 * server processes sharing one PostgreSQL database. Lost means: a night with more bookings
 * than units, a booking without its captured payment or the reverse, or an acknowledged
 * booking missing from the database.
 */
import { bookStay, isoDay, travellerTokens, type BookingOutcome } from '../lib/booking-client.js';
import {
  inventoryLosses,
  inventoryReport,
  seededBookingIds,
  withDatabase,
} from '../lib/inspect.js';
import { createDatabase, dropDatabase, runDatabaseName } from '../lib/postgres.js';
import { table } from '../lib/report.js';
import { prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';

export async function raceRun(options: { attempts: number; rooms: number }): Promise<string[]> {
  console.log(
    `\n## race: ${options.attempts} concurrent booking attempts over ${options.rooms} rooms, two servers, one PostgreSQL`,
  );
  const dataDir = await tempDataDir('race');
  const dbName = runDatabaseName('race');
  const setup = { dataDir, databaseUrl: await createDatabase(dbName) };
  const lost: string[] = [];
  try {
    await prepareData(setup);
    const seeded = await withDatabase(setup, seededBookingIds);
    const servers = [await startServer(setup), await startServer(setup)];
    try {
      // One traveller per attempt: a user holds at most two rooms, and holding a room again
      // replaces their earlier hold of it; the race is between travellers.
      const tokens = await travellerTokens(servers[0]!.url, options.attempts);
      const rooms: Array<{ id: string; units: number }> = [];
      for (let hotel = 1; rooms.length < options.rooms; hotel += 1) {
        const response = await fetch(`${servers[0]!.url}/api/hotels/${hotel}`);
        const body = (await response.json()) as {
          data: { Rooms: Array<{ id: string; Units: number }> };
        };
        for (const room of body.data.Rooms.slice(0, 2)) {
          if (room.Units > 0 && rooms.length < options.rooms)
            rooms.push({ id: room.id, units: room.Units });
        }
      }
      // Stays of 1–4 nights starting on one of six days, drawn at random (fixed seed): on
      // each room most stays overlap several others.
      let seed = 2024;
      const random = (n: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return Math.floor((seed / 2 ** 31) * n);
      };
      const attempts = Array.from({ length: options.attempts }, (_, i) => {
        const start = 10 + random(6);
        return {
          server: servers[i % 2]!,
          stay: {
            roomId: rooms[random(rooms.length)]!.id,
            checkInDate: isoDay(start),
            checkOutDate: isoDay(start + 1 + random(4)),
            guests: 1,
          },
        };
      });
      const unitsTotal = rooms.reduce((sum, room) => sum + room.units, 0);
      console.log(
        `rooms ${rooms.map((r) => `${r.id}×${r.units}`).join(' ')} (${unitsTotal} units)`,
      );
      const outcomes: BookingOutcome[] = await Promise.all(
        attempts.map(({ server, stay }, i) => bookStay(server.url, tokens[i]!, stay)),
      );
      const booked = outcomes.filter((o) => o.kind === 'booked');
      const tally: Record<string, number> = {};
      for (const o of outcomes) {
        const key =
          o.kind === 'booked'
            ? 'booked'
            : o.kind === 'refused'
              ? `refused at ${o.step} ${o.status} ${o.code ?? ''}`
              : `failed at ${o.step}`;
        tally[key] = (tally[key] ?? 0) + 1;
      }
      console.log(table(Object.entries(tally).map(([outcome, n]) => ({ outcome, attempts: n }))));
      const failed = outcomes.filter((o) => o.kind === 'failed');
      if (failed.length) lost.push(`${failed.length} attempts failed without an HTTP answer`);
      const server5xx = outcomes.filter((o) => o.kind === 'refused' && o.status >= 500);
      if (server5xx.length) lost.push(`${server5xx.length} attempts answered 5xx`);

      await withDatabase(setup, async (sql) => {
        const report = await inventoryReport(sql);
        console.log(
          `database: ${report.liveBookings} confirmed bookings, ${report.capturedIntents} captured payments, ` +
            `${report.capturePending} capture_pending, ${report.cancelled} cancelled, ` +
            `${report.authorizedIntents} authorizations still open`,
        );
        lost.push(...inventoryLosses(report));
        if (report.counterAboveBookings)
          lost.push(`${report.counterAboveBookings} room nights taken with no booking`);
        const ids = booked.map((o) => (o.kind === 'booked' ? o.bookingId : 0));
        const present = await sql<{ n: string }>(
          `select count(*) as n from bookings where status = 'confirmed' and id in (${ids.join(',') || 0})`,
        );
        const missing = ids.length - Number(present[0]?.n ?? 0);
        if (missing) lost.push(`${missing} acknowledged bookings missing or not confirmed`);
        if (report.liveBookings - seeded.length !== booked.length) {
          lost.push(
            `${report.liveBookings - seeded.length} confirmed bookings in the database besides the seed's, ${booked.length} acknowledged`,
          );
        }
        const fullest = await sql<{ room_id: number; night: string; taken: string; units: number }>(
          `select b.room_id, n::date::text as night, count(*) as taken, r.units
           from bookings b join rooms r on r.id = b.room_id
           cross join generate_series(b.check_in, b.check_out - 1, interval '1 day') n
           where b.status = 'confirmed' group by b.room_id, n::date, r.units
           order by count(*)::float / r.units desc, b.room_id limit 5`,
        );
        console.log(
          `fullest nights: ${fullest.map((f) => `room ${f.room_id} ${f.night} ${f.taken}/${f.units}`).join(', ')}`,
        );
      });
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await dropDatabase(dbName);
    await removeDir(dataDir);
  }
  console.log(lost.length ? `LOST: ${lost.join('; ')}` : 'lost: nothing');
  return lost;
}
