/**
 * The spec's client-side city match and paging (product §7: the client filters every hotel), for
 * lists held in memory. The server applies the same city rule in SQL over the stored search
 * key (hotelSearchKey); the benchmark compares the two ways.
 */
import { foldForSearch } from './search';

export interface PlacedHotel {
  loc_City: string;
  loc_State: string;
  loc_Country: string;
}

/**
 * True when the searched city is contained in the hotel's city, state or country, ignoring
 * case, accents, spaces and underscores. 'All' or nothing matches every hotel.
 */
export function hotelMatchesCity(hotel: PlacedHotel, city: string | null | undefined): boolean {
  const wanted = foldForSearch(city ?? '');
  if (wanted === '' || wanted === 'all') return true;
  return [hotel.loc_City, hotel.loc_State, hotel.loc_Country].some((place) =>
    foldForSearch(place).includes(wanted),
  );
}

/** The items of one page; pages count from 1. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(1, Math.trunc(page)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
