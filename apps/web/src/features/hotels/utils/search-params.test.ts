import { describe, expect, it } from 'vitest';
import { listAddressNotice, listParamsWith, listSearchKey, readListSearch } from './search-params';

const today = '2026-11-28';
const address = (query: string) => new URLSearchParams(query);

describe('the list address', () => {
  it('keeps its filter and page, and reads anything else as the first page of All', () => {
    expect(readListSearch(address('city=rome&filter=popular&page=3'), today)).toMatchObject({
      city: 'rome',
      filter: 'popular',
      page: 3,
    });
    expect(readListSearch(address('city=rome&filter=cheap&page=-2'), today)).toMatchObject({
      filter: 'all',
      page: 1,
    });
  });

  it('starts a past check-in today, keeps a check-out still ahead, and says so', () => {
    const kept = address('checkInDate=2026-11-20&checkOutDate=2026-12-02');
    expect(readListSearch(kept, today)).toMatchObject({
      checkInDate: today,
      checkOutDate: '2026-12-02',
    });
    expect(listAddressNotice(kept, today)).toBe(
      'Check-in was in the past; showing stays from today.',
    );
    const over = address('checkInDate=2026-11-20&checkOutDate=2026-11-22');
    expect(readListSearch(over, today)).toMatchObject({
      checkInDate: today,
      checkOutDate: '2026-11-29',
    });
  });

  it('drops a stay that ends before it starts and says why', () => {
    const backwards = address('checkInDate=2026-12-05&checkOutDate=2026-12-02');
    expect(readListSearch(backwards, today).checkInDate).toBeUndefined();
    expect(listAddressNotice(backwards, today)).toBe(
      'The check-out date must be at least one day after the check-in date; showing hotels for any dates.',
    );
  });

  it('has nothing to say of a valid stay or of none', () => {
    expect(
      listAddressNotice(address('checkInDate=2026-12-05&checkOutDate=2026-12-07'), today),
    ).toBe(undefined);
    expect(listAddressNotice(address('city=All'), today)).toBe(undefined);
  });

  it('starts a new filter from its first page, and keeps the search in the key', () => {
    const onPage = address('city=rome&guests=2&page=4');
    expect(listParamsWith(onPage, { filter: 'latest' }).toString()).toBe(
      'city=rome&guests=2&filter=latest',
    );
    expect(listParamsWith(onPage, { page: 1 }).toString()).toBe('city=rome&guests=2');
    expect(listSearchKey(address('city=rome&filter=latest&page=2'))).toBe('city=rome');
  });

  it('keeps the sort and filters the API accepts, drops the rest, and starts them from page 1', () => {
    const kept = address(
      'city=rome&sort=price&minPrice=50&maxPrice=200&stars=4&minScore=4.5&page=2',
    );
    expect(readListSearch(kept, today)).toMatchObject({
      sort: 'price',
      minPrice: 50,
      maxPrice: 200,
      stars: 4,
      minScore: 4.5,
      page: 2,
    });
    const odd = readListSearch(
      address('sort=cheap&minPrice=90&maxPrice=10&stars=6&minScore=4.25'),
      today,
    );
    expect(odd).toMatchObject({ minPrice: 90 });
    for (const dropped of ['sort', 'maxPrice', 'stars', 'minScore'] as const) {
      expect(odd[dropped]).toBeUndefined();
    }
    const next = listParamsWith(kept, { refinements: { sort: 'rating', stars: 3 } });
    expect(next.toString()).toBe('city=rome&sort=rating&stars=3');
    expect(listSearchKey(kept)).toBe('city=rome');
  });
});
