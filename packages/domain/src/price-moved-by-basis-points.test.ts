/**
 * A bulk edit's "raise by 10 %" and a derived plan's "Standard less 10 %" round alike: to the
 * cent, halves up (decision 045).
 */
import { describe, expect, it } from 'vitest';
import { priceMovedByBasisPoints } from './rates';

describe('priceMovedByBasisPoints', () => {
  it.each([
    [10_000, -1000, 9000],
    [10_000, 1000, 11_000],
    [12_345, -1000, 11_111], // 11 110.5 rounds up
    [12_345, 1000, 13_580], // 13 579.5 rounds up
    [999, 1, 999], // 999.0999
    [1, -9900, 0], // callers refuse what falls below a cent
    [100_000_000, 10_000, 200_000_000],
    [100, 0, 100],
  ])('moves %i cents by %i basis points to %i', (price, basisPoints, expected) => {
    expect(priceMovedByBasisPoints(price, basisPoints)).toBe(expected);
  });
});
