/**
 * `npm run bench:reports -w bench`: GET /api/admin/reports on the large data set (decision 022),
 * on PostgreSQL. Seeds 10 000 hotels (seed-large) and bookings over the past year and the
 * next three months, then asks, one request at a time, for one hotel's month (targets: p99
 * under 200 ms) and for every hotel over a year (p99 under 2 s).
 * Options: --hotels 10000, --bookings 1000000, --hotel-months 100, --years 10,
 * --template <database> (copy an already seeded database instead of seeding).
 */
import { ADMIN, isoDay, login } from '../lib/booking-client.js';
import { createDatabase, dropDatabase, query, runDatabaseName } from '../lib/postgres.js';
import { loadAverage, machine, ms, option, percentile, median } from '../lib/report.js';
import {
  buildServer,
  prepareData,
  removeDir,
  startServer,
  tempDataDir,
  type ServerSetup,
} from '../lib/server.js';
import { seedBookings } from './seed-bookings.js';

const hotels = Number(option('hotels', '10000'));
const bookings = Number(option('bookings', '1000000'));
const hotelMonths = Number(option('hotel-months', '100'));
const years = Number(option('years', '10'));
const template = process.argv.includes('--template') ? option('template', '') : undefined;

async function timed(url: string, token: string, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return elapsed;
}

function figures(label: string, times: number[]) {
  return `${label}: ${times.length} requests, p50 ${ms(median(times))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))} · load ${loadAverage()}`;
}

async function main() {
  console.log(machine());
  if (!template) buildServer({ web: false });
  const dataDir = await tempDataDir('reports');
  const dbName = runDatabaseName('reports');
  const setup: ServerSetup = { dataDir, databaseUrl: await createDatabase(dbName, template) };
  try {
    if (!template) console.log(await prepareData(setup, hotels));
    const [seeded] = await query<{ count: string }>(
      setup.databaseUrl!,
      `select count(*) from bookings where idempotency_key like 'bench-%'`,
    );
    if (Number(seeded!.count) === 0) {
      const started = performance.now();
      await seedBookings(setup.databaseUrl!, bookings);
      console.log(
        `seeded ${bookings} bookings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const [counts] = await query<{ bookings: string; hotels: string; rooms: string }>(
      setup.databaseUrl!,
      `select (select count(*) from bookings) as bookings, (select count(*) from hotels) as hotels,
              (select count(*) from rooms) as rooms`,
    );
    console.log(
      `data: ${counts!.hotels} hotels, ${counts!.rooms} room types, ${counts!.bookings} bookings`,
    );
    const server = await startServer(setup);
    try {
      const token = await login(server.url, ADMIN.email, ADMIN.password);
      const today = isoDay(0);
      const month = `from=${today.slice(0, 8)}01&to=${isoDay(31, new Date(`${today.slice(0, 8)}01T00:00:00Z`)).slice(0, 8)}01`;
      const year = `from=${isoDay(-365)}&to=${isoDay(0)}`;
      // Warm-up: the first requests plan and fill caches.
      await timed(server.url, token, `/api/admin/reports?hotelId=1&${month}`);
      await timed(server.url, token, `/api/admin/reports?${year}`);

      const oneHotel: number[] = [];
      for (let i = 0; i < hotelMonths; i += 1) {
        const hotelId = 1 + Math.floor(((i + 0.5) * Number(counts!.hotels)) / hotelMonths);
        oneHotel.push(
          await timed(server.url, token, `/api/admin/reports?hotelId=${hotelId}&${month}`),
        );
      }
      console.log(figures(`one hotel, this month (${month})`, oneHotel));
      const allHotels: number[] = [];
      for (let i = 0; i < years; i += 1) {
        allHotels.push(await timed(server.url, token, `/api/admin/reports?${year}`));
      }
      console.log(figures(`all hotels, a year (${year})`, allHotels));
    } finally {
      await server.stop();
    }
  } finally {
    if (!process.argv.includes('--keep')) await dropDatabase(dbName);
    else console.log(`kept database ${dbName}`);
    await removeDir(dataDir);
  }
}

await main();
