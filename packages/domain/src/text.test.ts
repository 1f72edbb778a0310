import { describe, expect, it } from 'vitest';
import { firstName, pageCount, starWidthPercent, truncateWithEllipsis } from './text';

describe('truncateWithEllipsis', () => {
  it('cuts a card name longer than 20 characters and adds ...', () => {
    expect(truncateWithEllipsis('The Grand Budapest Hotel', 20)).toBe('The Grand Budapest H...');
  });

  it('keeps a text of exactly the limit or shorter unchanged', () => {
    expect(truncateWithEllipsis('x'.repeat(20), 20)).toBe('x'.repeat(20));
    expect(truncateWithEllipsis('Sol', 20)).toBe('Sol');
    expect(truncateWithEllipsis('', 100)).toBe('');
  });

  it('cuts descriptions at 130 and reviews at 100 and 180', () => {
    const long = 'y'.repeat(400);
    expect(truncateWithEllipsis(long, 130)).toHaveLength(133);
    expect(truncateWithEllipsis(long, 100)).toBe(`${'y'.repeat(100)}...`);
    expect(truncateWithEllipsis(long, 180)).toHaveLength(183);
  });
});

describe('starWidthPercent', () => {
  it.each([
    [0, 0],
    [2.5, 50],
    [4.2, 84],
    [5, 100],
    [7, 100],
    [-1, 0],
    [Number.NaN, 0],
  ])('shows rating %d as %d %%', (rating, width) => {
    expect(starWidthPercent(rating)).toBeCloseTo(width, 10);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 5, 0],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [61, 9, 7],
  ])('needs for %i items of %i per page %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('refuses a page size of 0', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
  });
});

describe('firstName', () => {
  it.each([
    ['Ana María Pérez', 'Ana'],
    ['  Bob  ', 'Bob'],
    ['', ''],
  ])('greets %j as %j', (full, first) => {
    expect(firstName(full)).toBe(first);
  });
});
