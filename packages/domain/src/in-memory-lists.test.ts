import { describe, expect, it } from 'vitest';
import { hotelMatchesCity, pageOf } from './in-memory-lists';

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
