import { describe, expect, it } from 'vitest';
import { applyHotelFilter, hotelMatchesCity, pageOf } from './hotel-filters';

const now = new Date('2026-06-01T00:00:00Z');
const hotels = [
  { name: 'a', PopularityNumber: 70, TrendingNumber: 26, DateAdded: '2025-06-01T00:00:00Z' },
  { name: 'b', PopularityNumber: 95, TrendingNumber: 25, DateAdded: '2025-05-31T23:59:59Z' },
  { name: 'c', PopularityNumber: 69, TrendingNumber: 3, DateAdded: '2026-05-30T00:00:00Z' },
  { name: 'd', PopularityNumber: 80, TrendingNumber: 10, DateAdded: '2020-01-01T00:00:00Z' },
];
const names = (list: { name: string }[]) => list.map((h) => h.name);

describe('applyHotelFilter', () => {
  it('keeps popularity of at least 70, highest first', () => {
    expect(names(applyHotelFilter(hotels, 'popular', now))).toEqual(['b', 'd', 'a']);
  });

  it('keeps trending of at most 25, lowest first', () => {
    expect(names(applyHotelFilter(hotels, 'trending', now))).toEqual(['c', 'd', 'b']);
  });

  it('keeps hotels added within the last 365 days', () => {
    expect(names(applyHotelFilter(hotels, 'latest', now))).toEqual(['a', 'c']);
  });

  it('keeps everything for All, without touching the given list', () => {
    const all = applyHotelFilter(hotels, 'all', now);
    expect(names(all)).toEqual(['a', 'b', 'c', 'd']);
    expect(all).not.toBe(hotels);
  });
});

describe('hotelMatchesCity', () => {
  const hotel = { loc_City: 'New York', loc_State: 'New York', loc_Country: 'United States' };

  it.each([
    'New York',
    'newyork',
    'new_york',
    'Nëw York',
    'york',
    'united_states',
    'All',
    '',
    undefined,
  ])('matches %j', (city) => {
    expect(hotelMatchesCity(hotel, city)).toBe(true);
  });

  it('does not match another place', () => {
    expect(hotelMatchesCity(hotel, 'Bogotá')).toBe(false);
  });

  it('matches accented places without the accents', () => {
    expect(
      hotelMatchesCity({ loc_City: 'Bogotá', loc_State: '', loc_Country: 'Colombia' }, 'bogota'),
    ).toBe(true);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);

  it('gives 9 items of the first and the last page', () => {
    expect(pageOf(items, 1, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageOf(items, 3, 9)).toEqual([18, 19]);
    expect(pageOf(items, 4, 9)).toEqual([]);
  });
});
