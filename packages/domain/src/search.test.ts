import { describe, expect, it } from 'vitest';
import { fieldMessages } from './test/messages';
import { foldForSearch, hotelSearchKey, normaliseGuests, normaliseSearchCity } from './search';
import { adminHotelListQuerySchema, hotelSearchQuerySchema } from './search-query';

describe('normaliseSearchCity', () => {
  it.each([
    ['New York', 'newyork'],
    ['  Buenos  Aires ', 'buenosaires'],
    ['', 'All'],
    ['   ', 'All'],
    [undefined, 'All'],
  ])('turns %j into %j', (input, city) => {
    expect(normaliseSearchCity(input)).toBe(city);
  });
});

describe('normaliseGuests', () => {
  it.each([
    ['', 1],
    [undefined, 1],
    ['3', 3],
    [2, 2],
    ['9', 4],
    ['0', 1],
    ['many', 1],
  ])('turns %j into %i', (input, guests) => {
    expect(normaliseGuests(input)).toBe(guests);
  });
});

describe('foldForSearch', () => {
  it.each(['New York', 'newyork', 'new_york', 'Nëw York', 'NEW  YORK'])(
    'folds %j to newyork',
    (text) => {
      expect(foldForSearch(text)).toBe('newyork');
    },
  );

  it('strips accents from Latin letters', () => {
    expect(foldForSearch('São Paulo')).toBe('saopaulo');
    expect(foldForSearch('Bogotá')).toBe('bogota');
  });
});

describe('hotelSearchQuerySchema', () => {
  it('gives the defaults for an empty query', () => {
    expect(hotelSearchQuerySchema.parse({})).toEqual({ filter: 'all', page: 1, pageSize: 9 });
  });

  it('reads a full search', () => {
    expect(
      hotelSearchQuerySchema.parse({
        city: 'new_york',
        checkInDate: '2026-07-01',
        checkOutDate: '2026-07-03',
        guests: '2',
        filter: 'Popular',
        page: '3',
        pageSize: '20',
      }),
    ).toEqual({
      city: 'new_york',
      checkInDate: '2026-07-01',
      checkOutDate: '2026-07-03',
      guests: 2,
      filter: 'popular',
      page: 3,
      pageSize: 20,
    });
  });

  it('treats the city All, in any case, as every city', () => {
    expect(hotelSearchQuerySchema.parse({ city: 'all' }).city).toBeUndefined();
    expect(hotelSearchQuerySchema.parse({ city: 'All' }).city).toBeUndefined();
    expect(hotelSearchQuerySchema.parse({ city: '' }).city).toBeUndefined();
  });

  it('reads guestnumber as guests', () => {
    expect(hotelSearchQuerySchema.parse({ guestnumber: '4' }).guests).toBe(4);
  });

  it.each([
    ['trend', 'trending'],
    ['TRENDING', 'trending'],
    ['latest', 'latest'],
    ['ALL', 'all'],
  ])('reads the filter %j as %j', (filter, expected) => {
    expect(hotelSearchQuerySchema.parse({ filter }).filter).toBe(expected);
  });

  it("refuses the admin list's search, which has its own call", () => {
    expect(hotelSearchQuerySchema.safeParse({ q: 'Hilton', field: 'name' }).success).toBe(false);
  });

  it.each([
    [{ guests: '0' }, { guests: 'Guests must be a whole number from 1 to 4' }],
    [{ guests: '5' }, { guests: 'Guests must be a whole number from 1 to 4' }],
    [{ guests: 'two' }, { guests: 'Guests must be a whole number from 1 to 4' }],
    [{ guestnumber: '' }, { guestnumber: 'Guests must be a whole number from 1 to 4' }],
    [{ page: '0' }, { page: 'Page must be a whole number from 1 to 1000000' }],
    [{ page: '1.5' }, { page: 'Page must be a whole number from 1 to 1000000' }],
    [{ pageSize: '0' }, { pageSize: 'Page size must be a whole number from 1 to 100' }],
    [{ pageSize: '1000' }, { pageSize: 'Page size must be a whole number from 1 to 100' }],
    [{ filter: 'cheap' }, { filter: 'Filter must be one of all, popular, latest or trending' }],
    [
      { checkInDate: '2026-02-30', checkOutDate: '2026-03-02' },
      { checkInDate: 'Enter the check-in date as yyyy-mm-dd' },
    ],
    [
      { checkInDate: '2026-07-01' },
      { checkOutDate: 'Give both a check-in and a check-out date, or neither' },
    ],
    [
      { checkOutDate: '2026-07-01' },
      { checkInDate: 'Give both a check-in and a check-out date, or neither' },
    ],
    [
      { checkInDate: '2026-07-01', checkOutDate: '2026-07-01' },
      { checkOutDate: 'The check-out date must be at least one day after the check-in date' },
    ],
    [{ city: 'x'.repeat(101) }, { city: 'City must be at most 100 characters long' }],
    [{ sort: 'cheapest' }, { sort: 'Sort must be one of price, rating or popularity' }],
    [{ minPrice: 'abc' }, { minPrice: 'Minimum price must be a whole number from 0 to 100000' }],
    [{ maxPrice: '12.5' }, { maxPrice: 'Maximum price must be a whole number from 0 to 100000' }],
    [{ maxPrice: '100001' }, { maxPrice: 'Maximum price must be a whole number from 0 to 100000' }],
    [
      { minPrice: '200', maxPrice: '100' },
      { minPrice: 'Minimum price must not be above maximum price' },
    ],
    [{ stars: '0' }, { stars: 'Stars must be a whole number from 1 to 5' }],
    [{ stars: '6' }, { stars: 'Stars must be a whole number from 1 to 5' }],
    [{ minScore: '5.5' }, { minScore: 'Review score must be a number from 0 to 5' }],
    [{ minScore: '4.25' }, { minScore: 'Review score must be a number from 0 to 5' }],
  ])('refuses %j', (query, fields) => {
    expect(fieldMessages(hotelSearchQuerySchema, query)).toEqual(fields);
  });

  it('refuses unknown keys', () => {
    expect(hotelSearchQuerySchema.safeParse({ order: 'price' }).success).toBe(false);
  });

  it("reads the sort in any case and the filters' numbers from text (decision 047)", () => {
    const parsed = hotelSearchQuerySchema.parse({
      sort: ' Price ',
      minPrice: ' 50 ',
      maxPrice: '50',
      stars: '4',
      minScore: '4.5',
    });
    expect(parsed).toMatchObject({
      sort: 'price',
      minPrice: 50,
      maxPrice: 50,
      stars: 4,
      minScore: 4.5,
    });
    expect(hotelSearchQuerySchema.parse({})).not.toHaveProperty('sort');
  });
});

describe('hotelSearchKey', () => {
  it('folds city, state and country apart so a query cannot span two of them', () => {
    const key = hotelSearchKey({ city: 'New York', state: 'New York', country: 'United States' });
    expect(key).toBe('newyork|newyork|unitedstates');
    expect(key.includes(foldForSearch('york new'))).toBe(false);
    expect(key.includes(foldForSearch('new_york'))).toBe(true);
  });

  it('ignores accents like the client-side city match', () => {
    expect(hotelSearchKey({ city: 'Cancún', state: 'Quintana Roo', country: 'México' })).toBe(
      'cancun|quintanaroo|mexico',
    );
  });
});

describe('adminHotelListQuerySchema', () => {
  it('reads the admin search, 10 a page by default', () => {
    expect(adminHotelListQuerySchema.parse({ q: ' Hilton ', field: 'Name' })).toMatchObject({
      q: 'Hilton',
      field: 'name',
      page: 1,
      pageSize: 10,
    });
  });

  it('refuses a field it cannot search', () => {
    expect(fieldMessages(adminHotelListQuerySchema, { field: 'email' })).toEqual({
      field: 'Field must be one of name, id, city or country',
    });
  });
});
