/**
 * Hotels in their wire form, kept per process and checked against the database on every use.
 *
 * A search or detail query answers each hotel's `revision` (raised by triggers on any change of
 * the hotel or its rooms, migration 0002) beside the live free units. A cached wire form is used
 * only when it was built from that same revision; any other is loaded again. So every answer
 * is as fresh as its query, in every process, while the catalogue (read on almost every page,
 * changed rarely) is read from its tables and mapped only after it changes.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { hotels } from '../../db/schema.js';
import { roomsByHotel } from './hotel-repository.js';
import { hotelToWire, type HotelWire } from './hotel-wire.js';

/** A hotel as a query found it: its id, its revision and, for a stay, its rooms' free units. */
export interface HotelAtRevision {
  id: number;
  revision: number;
  /** Free units by room id (JSON object keys); absent without a stay. */
  freeUnits?: Record<string, number> | null;
}

/** 10 000 hotels (the large data set) take about 40 MB in this form. */
const DEFAULT_CAPACITY = 10_000;

export class HotelWireCache {
  private readonly entries = new Map<number, { revision: number; hotel: HotelWire }>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(id: number, revision: number): HotelWire | undefined {
    const entry = this.entries.get(id);
    if (entry?.revision !== revision) return undefined;
    // Maps iterate in insertion order: moving a used entry to the end keeps it from eviction.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.hotel;
  }

  set(id: number, revision: number, hotel: HotelWire): void {
    this.entries.delete(id);
    if (this.entries.size >= this.capacity) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(id, { revision, hotel });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The rooms of a cached hotel with their free units for the stay the query was made for. */
function withFreeUnits(hotel: HotelWire, freeUnits: Record<string, number>): HotelWire {
  return {
    ...hotel,
    // A room the query did not see (added since) is not offered until the next search.
    Rooms: hotel.Rooms.map((room) => ({ ...room, FreeUnits: freeUnits[room.id] ?? 0 })),
  };
}

/**
 * The wire form of each found hotel, in the order found: from the cache when its revision
 * matches, else read (all misses in two queries) and cached. A hotel deleted since the query
 * is left out.
 */
export async function hotelsInWireForm(
  db: Database,
  cache: HotelWireCache,
  found: readonly HotelAtRevision[],
): Promise<HotelWire[]> {
  const loaded = new Map<number, HotelWire>();
  const missing = found.filter((hotel) => !cache.get(hotel.id, hotel.revision));
  if (missing.length > 0) {
    const ids = missing.map((hotel) => hotel.id);
    const [rows, rooms] = await Promise.all([
      db.select().from(hotels).where(inArray(hotels.id, ids)),
      roomsByHotel(db, ids),
    ]);
    for (const row of rows) {
      const wire = hotelToWire(row, rooms.get(row.id) ?? []);
      // Cached under the revision read with the row: an edit since the query shows its own.
      cache.set(row.id, row.revision, wire);
      loaded.set(row.id, wire);
    }
  }
  const answer: HotelWire[] = [];
  for (const hotel of found) {
    const wire = loaded.get(hotel.id) ?? cache.get(hotel.id, hotel.revision);
    if (!wire) continue;
    answer.push(hotel.freeUnits ? withFreeUnits(wire, hotel.freeUnits) : wire);
  }
  return answer;
}
