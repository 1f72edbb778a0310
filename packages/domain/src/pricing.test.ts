import { describe, expect, it } from 'vitest';
import { nightlyPriceCents } from './pricing';
import { dollarsToCents, percentToBasisPoints } from './wire/money';

describe('nightlyPriceCents', () => {
  it.each([
    [100, 0, 100],
    [100, 20, 80],
    [100, 100, 0],
    [99.99, 10, 89.99], // 9.999 rounds to 10
    [150, 15, 127], // 22.5 rounds up to 23
    [149, 15, 127], // 22.35 rounds to 22
    [0.01, 50, 0.01], // 0.005 rounds to 0
    [120.5, 12.5, 105.5], // 15.0625 rounds to 15
    [99.99, 33.33, 66.99], // 33.326667 rounds to 33
    [100, 0.5, 99], // 0.5 rounds up to 1
    [150, 14.99, 128], // 22.485 rounds to 22
    [93.75, 65.6, 31.75], // exactly 61.5, rounds up to 62 (floating point makes it 61)
    [100, 0.01, 100], // 0.01 rounds to 0
  ])('shows %d at %d %% off as %d', (price, discount, shown) => {
    const priceCents = dollarsToCents(price);
    const discountBasisPoints = percentToBasisPoints(discount);
    expect(nightlyPriceCents({ priceCents, discountBasisPoints })).toBe(dollarsToCents(shown));
  });
});
