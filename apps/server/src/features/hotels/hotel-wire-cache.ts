/**
 * Hotels in their wire form, kept per process and checked against the database on every use.
 *
 * A search or detail query answers each hotel's `revision` (raised by triggers on any change of
 * the hotel or its rooms, migration 0002) beside the live free units. A cached wire form is used
 * only when it was built from that same revision; any other is loaded again. So every answer
 * is as fresh as its query, in every process, while the catalogue (read on almost every page,
 * changed rarely) is read from its tables and mapped only after it changes.
 */
import type { SearchStayPriceWire } from '@staylane/domain';
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
  /** The search's price of the hotel (stay-price-sql.ts); absent outside the list's search. */
  stayPrice?: SearchStayPriceWire;
}

/** 10 000 hotels (the large data set) take about 40 MB in this form. */
const DEFAULT_CAPACITY = 10_000;

/**
 * A hotel's answer as JSON text, in parts: everything before its rooms, and each room up to its
 * FreeUnits (the last key of a room, as Rooms is of a hotel; hotel-wire.ts). A search page is
 * these parts joined with the query's free units: no copy of the hotel per request and no
 * JSON.stringify of a 28 KB page (that was most of a search's garbage).
 */
interface HotelJson {
  /** `{"id":"7",…,"Rooms":[` */
  head: string;
  /** Each room's id and its JSON without the closing brace. */
  rooms: Array<{ id: string; open: string }>;
  /** The whole hotel, for a query without a stay. */
  whole: string;
}

function hotelJson(hotel: HotelWire): HotelJson {
  const { Rooms, ...rest } = hotel;
  return {
    head: `${JSON.stringify(rest).slice(0, -1)},"Rooms":[`,
    rooms: Rooms.map(({ FreeUnits: _free, ...room }) => ({
      id: room.id,
      open: JSON.stringify(room).slice(0, -1),
    })),
    whole: JSON.stringify(hotel),
  };
}

/** The JSON of `hotel` with each room's free units for the stay (see withFreeUnits). */
function jsonWithFreeUnits(json: HotelJson, freeUnits: Record<string, number>): string {
  let text = json.head;
  for (let i = 0; i < json.rooms.length; i += 1) {
    const room = json.rooms[i]!;
    text += `${i === 0 ? '' : ','}${room.open},"FreeUnits":${freeUnits[room.id] ?? 0}}`;
  }
  return `${text}]}`;
}

interface CacheEntry {
  revision: number;
  hotel: HotelWire;
  /** Made the first time a search answers the hotel. */
  json?: HotelJson;
}

export class HotelWireCache {
  private readonly entries = new Map<number, CacheEntry>();

  constructor(private readonly capacity = DEFAULT_CAPACITY) {}

  get(id: number, revision: number): HotelWire | undefined {
    return this.entry(id, revision)?.hotel;
  }

  /** The hotel's JSON parts at `revision`, made once per cached hotel. */
  json(id: number, revision: number): HotelJson | undefined {
    const entry = this.entry(id, revision);
    if (entry) entry.json ??= hotelJson(entry.hotel);
    return entry?.json;
  }

  private entry(id: number, revision: number): CacheEntry | undefined {
    const entry = this.entries.get(id);
    if (entry?.revision !== revision) return undefined;
    // Maps iterate in insertion order: moving a used entry to the end keeps it from eviction.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
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
  const loaded = await loadMissing(db, cache, found);
  const answer: HotelWire[] = [];
  for (const hotel of found) {
    const wire = loaded.get(hotel.id) ?? cache.get(hotel.id, hotel.revision);
    if (!wire) continue;
    answer.push(hotel.freeUnits ? withFreeUnits(wire, hotel.freeUnits) : wire);
  }
  return answer;
}

/**
 * hotelsInWireForm's answer as JSON text (a JSON array), the same hotels in the same order
 * with the same keys, joined from each hotel's cached JSON parts.
 */
export async function hotelsAsJson(
  db: Database,
  cache: HotelWireCache,
  found: readonly HotelAtRevision[],
): Promise<string> {
  const loaded = await loadMissing(db, cache, found);
  const parts: string[] = [];
  for (const hotel of found) {
    const wire = loaded.get(hotel.id);
    // A hotel loaded just now at a newer revision than the query's is answered as loaded.
    const json = wire ? hotelJson(wire) : cache.json(hotel.id, hotel.revision);
    if (!json) continue;
    const text = hotel.freeUnits ? jsonWithFreeUnits(json, hotel.freeUnits) : json.whole;
    // The search's price follows Rooms: it belongs to this query, not to the cached hotel.
    parts.push(
      hotel.stayPrice === undefined
        ? text
        : `${text.slice(0, -1)},"stayPrice":${JSON.stringify(hotel.stayPrice)}}`,
    );
  }
  return `[${parts.join(',')}]`;
}

/** Reads the hotels the cache lacks at the found revision (two queries), caching them. */
async function loadMissing(
  db: Database,
  cache: HotelWireCache,
  found: readonly HotelAtRevision[],
): Promise<Map<number, HotelWire>> {
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
  return loaded;
}
