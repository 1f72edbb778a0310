import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  centsToDollars,
  dollarsToCents,
  percentToBasisPoints,
} from './money';

describe('cents and dollars', () => {
  it.each([
    [19.99, 1_999],
    [0.1 + 0.2, 30],
    [4.1, 410],
    [1.005, 101],
    [0.015, 2],
    [-1.005, -101],
    [1e-7, 0],
    [123, 12_300],
  ])('turns %d dollars into %i cents', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('turns cents back into dollars', () => {
    expect(centsToDollars(1_999)).toBe(19.99);
    expect(centsToDollars(12_300)).toBe(123);
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });
});

describe('discount percent and basis points', () => {
  it.each([
    [12.5, 1_250],
    [33.33, 3_333],
    [0.01, 1],
    [36.48, 3_648],
    [0, 0],
    [100, 10_000],
  ])('turns %d %% into %i basis points and back', (percent, basisPoints) => {
    expect(percentToBasisPoints(percent)).toBe(basisPoints);
    expect(basisPointsToPercent(basisPoints)).toBe(percent);
  });

  it('refuses a percent that is not a number and basis points that are not whole', () => {
    expect(() => percentToBasisPoints(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => basisPointsToPercent(12.5)).toThrow(RangeError);
  });
});
