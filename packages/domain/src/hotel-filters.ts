/**
 * The hotel list's rules (spec §4), for lists held in memory: the filter buttons, the city
 * match and paging. The server applies the same rules in SQL; these keep both readings equal.
 */
import { LATEST_DAYS, POPULAR_THRESHOLD, TRENDING_THRESHOLD } from './constants';
import { foldForSearch, type HotelFilter } from './search';

export interface FilterableHotel {
  PopularityNumber: number;
  TrendingNumber: number;
  /** ISO timestamp. */
  DateAdded: string;
}

const DAY_MS = 86_400_000;

/**
 * Popular: PopularityNumber ≥ 70, highest first. Trending: TrendingNumber ≤ 25, lowest first.
 * Latest: added within the last 365 days. All: everything, order kept. Ties keep their order.
 */
export function applyHotelFilter<T extends FilterableHotel>(
  hotels: readonly T[],
  filter: HotelFilter,
  now: Date = new Date(),
): T[] {
  switch (filter) {
    case 'popular':
      return hotels
        .filter((h) => h.PopularityNumber >= POPULAR_THRESHOLD)
        .sort((a, b) => b.PopularityNumber - a.PopularityNumber);
    case 'trending':
      return hotels
        .filter((h) => h.TrendingNumber <= TRENDING_THRESHOLD)
        .sort((a, b) => a.TrendingNumber - b.TrendingNumber);
    case 'latest': {
      const since = now.getTime() - LATEST_DAYS * DAY_MS;
      return hotels.filter((h) => {
        const added = Date.parse(h.DateAdded);
        return added >= since && added <= now.getTime();
      });
    }
    case 'all':
      return [...hotels];
  }
}

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
