/**
 * What `npm run seed:large` does, as a function the tests can call: read `--hotels N` (and
 * `--rates`: a year of rates on every room type and plan, large-rates.ts), open
 * the configured database (DATABASE_URL, or PGlite under DATA_DIR), migrate it, add the large
 * data set with its pictures in the configured image store (where the servers read them), and answer the line that says what was made and how long it took.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase, queryRows } from '../db/database.js';
import { imageStoreFor } from '../storage/image-stores.js';
import { fillLargeData } from './large-data.js';
import { fillLargeRates } from './large-rates.js';

export function hotelsArgument(argv: string[]): number {
  const index = argv.indexOf('--hotels');
  const raw = index === -1 ? '10000' : argv[index + 1];
  const hotels = Number(raw);
  if (!Number.isInteger(hotels) || hotels < 1) {
    throw new Error(`--hotels must be a whole number of at least 1 (got "${raw}")`);
  }
  return hotels;
}

export async function runLargeSeed(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const hotels = hotelsArgument(argv);
  const config = loadConfig(env);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const images = imageStoreFor(config, database);
  try {
    await images.check();
    await database.migrate();
    const started = performance.now();
    const [before] = await queryRows<{ id: unknown }>(
      database.db,
      sql`select coalesce(max(id), 0) as id from hotels`,
    );
    const made = await fillLargeData(database.db, images.store, { hotels });
    // --rates: a year of rates and restrictions on every room type and plan (decision 047).
    const rates = argv.includes('--rates')
      ? await fillLargeRates(database.db, {
          afterHotelId: Number(before?.id ?? 0),
          firstNight: new Date().toISOString().slice(0, 10),
        })
      : undefined;
    // The planner's statistics for the tables just filled: without them the first searches
    // (and every statement prepared then) plan for empty tables, and autovacuum's own analyze
    // never comes to a database copied from this one (its change counters start at zero).
    await database.db.execute(sql`analyze`);
    // The tables a search reads, vacuumed: their visibility map lets it read the narrow indexes
    // alone (decision 042), and PGlite has no autovacuum to set it later.
    await database.db.execute(sql`vacuum hotels, rooms, room_nights, rate_plans, room_rates`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return (
      `Added ${made.hotels} hotels, ${made.rooms} rooms, ${made.reviews} reviews and ` +
      `${made.roomNights} booked room nights` +
      (rates ? `, ${rates.ratePlans} rate plans and ${rates.roomRates} calendar rows` : '') +
      ` to the ${database.driver} database in ${seconds} s`
    );
  } finally {
    images.close();
    await database.close();
  }
}
