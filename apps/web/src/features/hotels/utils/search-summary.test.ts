import { describe, expect, it } from 'vitest';
import { searchSummary } from './search-summary';

const stay = (checkInDate: string, checkOutDate: string) => ({ checkInDate, checkOutDate });

describe('searchSummary', () => {
  it('names the city, the nights within one month and the guests', () => {
    expect(searchSummary({ city: 'Rome', ...stay('2026-12-10', '2026-12-12'), guests: 2 })).toBe(
      'Rome · Dec 10–12 · 2 guests',
    );
  });

  it('names both months of a stay across a month end, and one guest in the singular', () => {
    expect(
      searchSummary({ city: 'new_york', ...stay('2026-12-30', '2027-01-02'), guests: 1 }),
    ).toBe('New York · Dec 30 – Jan 2 · 1 guest');
  });

  it('names the place as people write it when the search answer gave it', () => {
    expect(searchSummary({ city: 'saopaulo', guests: 2 }, 'São Paulo')).toBe(
      'São Paulo · Any dates · 2 guests',
    );
  });

  it('says Everywhere for every city and Any dates when the address has no valid stay', () => {
    expect(searchSummary({ city: 'all', guests: 3 })).toBe('Everywhere · Any dates · 3 guests');
  });
});
