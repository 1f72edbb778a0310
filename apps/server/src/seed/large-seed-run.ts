/**
 * What `npm run seed:large` does, as a function the tests can call: read `--hotels N`, open
 * the configured database (DATABASE_URL, or PGlite under DATA_DIR), migrate it, add the large
 * data set with its pictures in the configured image store (where the servers read them), and answer the line that says what was made and how long it took.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { imageStoreFor } from '../storage/image-stores.js';
import { fillLargeData } from './large-data.js';

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
    const made = await fillLargeData(database.db, images.store, { hotels });
    // The planner's statistics for the tables just filled: without them the first searches
    // (and every statement prepared then) plan for empty tables, and autovacuum's own analyze
    // never comes to a database copied from this one (its change counters start at zero).
    await database.db.execute(sql`analyze`);
    // The tables a search reads, vacuumed: their visibility map lets it read the narrow indexes
    // alone (decision 042), and PGlite has no autovacuum to set it later.
    await database.db.execute(sql`vacuum hotels, rooms, room_nights`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return (
      `Added ${made.hotels} hotels, ${made.rooms} rooms, ${made.reviews} reviews and ` +
      `${made.roomNights} booked room nights to the ${database.driver} database in ${seconds} s`
    );
  } finally {
    images.close();
    await database.close();
  }
}
