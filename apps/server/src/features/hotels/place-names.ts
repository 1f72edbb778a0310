/**
 * The name of the place a city search is for, as people write it ("São Paulo" for the key
 * saopaulo): GET /api/hotels answers it as meta.place and the server's render of the list page
 * shows it in the heading. Found among the hotels whose city, state or country is
 * the key, whatever the dates; kept for a few seconds per key like a search's total.
 */
import { foldForSearch, hasNoNul, placeNameFor } from '@staylane/domain';
import { or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { runNamed } from '../../db/named-statement.js';
import { hotels } from '../../db/schema.js';
import { escapeLike } from './hotel-search.js';
import { SearchMemo } from './search-memo.js';

export class PlaceNames {
  private readonly memo = new SearchMemo<string | null>();

  constructor(
    private readonly db: Database,
    private readonly hotelsVersion: () => number | undefined,
  ) {}

  /** The place `city` (a search's city, folded or not) names, undefined when none does. */
  async find(city: string): Promise<string | undefined> {
    const key = foldForSearch(city);
    // The list page's render reads the city straight from its address, unchecked by a schema:
    // no place holds U+0000, and PostgreSQL would refuse it.
    if (!key || key === 'all' || !hasNoNul(key)) return undefined;
    const read = async () => placeNameFor(key, await this.placesNamed(key)) ?? null;
    const version = this.hotelsVersion();
    // Without a version (changes could go unheard) nothing is kept.
    const name =
      version === undefined ? await read() : await this.memo.obtain(`${version}|${key}`, read);
    return name ?? undefined;
  }

  /** A hotel whose city, state or country folds to `key` (the parts of its search key). */
  private placesNamed(key: string) {
    const part = escapeLike(key);
    const searchKey = hotels.searchKey;
    return runNamed(
      this.db
        .select({ city: hotels.city, state: hotels.state, country: hotels.country })
        .from(hotels)
        .where(
          or(
            sql`${searchKey} like ${`${part}|%`}`,
            sql`${searchKey} like ${`%|${part}|%`}`,
            sql`${searchKey} like ${`%|${part}`}`,
          ),
        )
        .limit(1),
    );
  }
}
