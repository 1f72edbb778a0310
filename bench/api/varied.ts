/**
 * The varied workload (issue 31): searches and hotel pages as real visitors ask them, each a
 * different place, stay, party, filter and page, so that nearly none is answered from the kept
 * answers (decision 028). Seeded: the same `--seed` gives the same requests in the same order,
 * on both drivers and from run to run.
 */
import { isoDay } from '../lib/booking-client.js';

/** seed:large's places (apps/server/src/seed/demo-places.ts): its cities and their countries. */
const CITIES = [
  'Paris',
  'Lyon',
  'Nice',
  'Rome',
  'Florence',
  'Venice',
  'Madrid',
  'Barcelona',
  'Seville',
  'Lisbon',
  'Porto',
  'New York',
  'San Francisco',
  'Miami',
  'Tokyo',
  'Kyoto',
  'Mexico City',
  'Cancún',
  'São Paulo',
  'Rio de Janeiro',
];
export const COUNTRIES = [
  'France',
  'Italy',
  'Spain',
  'Portugal',
  'United States',
  'Japan',
  'Mexico',
  'Brazil',
];
const FILTERS = ['all', 'popular', 'trending', 'latest'];

/** mulberry32: a small, fast PRNG whose whole state is one 32-bit seed. */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return Math.floor(unit * below);
  };
}

/** A stay from 1 to 180 days ahead, of 1 to 7 nights, as the query's dates. */
function stayOf(random: (below: number) => number): string {
  const checkIn = 1 + random(180);
  const nights = 1 + random(7);
  return `checkInDate=${isoDay(checkIn)}&checkOutDate=${isoDay(checkIn + nights)}`;
}

/**
 * The list's sort and filters as visitors use them (decision 047): a third sorted by price,
 * some by rating or popularity, some with a price range per night, stars or a review score.
 */
function refinementsOf(random: (below: number) => number): string {
  const parts: string[] = [];
  const sort = random(6);
  if (sort < 2) parts.push('sort=price');
  else if (sort === 2) parts.push('sort=rating');
  else if (sort === 3) parts.push('sort=popularity');
  if (random(4) === 0) {
    const min = 50 * random(4);
    parts.push(`minPrice=${min}&maxPrice=${min + 100 + 50 * random(6)}`);
  }
  if (random(6) === 0) parts.push(`stars=${3 + random(3)}`);
  if (random(6) === 0) parts.push(`minScore=${3 + random(3) / 2}`);
  return parts.map((part) => `&${part}`).join('');
}

/**
 * `count` search addresses: a city, a country or every city (a third each), a stay, 1–4
 * guests, a filter and page 1–3; with `refinements`, sorts and filters too (refinementsOf).
 * Every city's search is `city=All`, as the navigation bar's Hotels link sends it.
 */
export function variedSearches(
  seed: number,
  count: number,
  options: { refinements?: boolean } = {},
): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const kind = random(3);
    const place =
      kind === 0
        ? CITIES[random(CITIES.length)]!
        : kind === 1
          ? COUNTRIES[random(COUNTRIES.length)]!
          : 'All';
    const guests = 1 + random(4);
    const filter = FILTERS[random(FILTERS.length)]!;
    const page = 1 + random(3);
    return (
      `/api/hotels?city=${encodeURIComponent(place)}&${stayOf(random)}` +
      `&guests=${guests}&filter=${filter}&page=${page}` +
      (options.refinements ? refinementsOf(random) : '')
    );
  });
}

/** `count` hotel page reads: a hotel of the `hotels` seeded and a stay, each different. */
export function variedHotelPages(seed: number, count: number, hotels: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const id = 1 + random(hotels);
    return `/api/hotels/${id}?${stayOf(random)}&guests=${1 + random(2)}`;
  });
}

/**
 * `count` reads of a hotel page's offers (decision 046: every plan of every room priced for
 * the stay, the flexible dates and the from price): a hotel, a stay and a party, each different.
 */
export function variedOffers(seed: number, count: number, hotels: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const id = 1 + random(hotels);
    return `/api/hotels/${id}/offers?${stayOf(random)}&guests=${1 + random(2)}`;
  });
}

/** `count` searches of every city, each with another stay: the single-request figure. */
export function everyCitySearches(seed: number, count: number): string[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => `/api/hotels?city=All&${stayOf(random)}&page=1`);
}
