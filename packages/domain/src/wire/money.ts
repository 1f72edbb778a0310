/**
 * Money crosses the wire in dollars where the spec's fields say so (OriginalPricePerNight,
 * basePrice, FinalPrice…) and is whole cents everywhere else; a room's Discount crosses it as
 * a percent with up to two decimals and is whole basis points everywhere else (12.5 % → 1250,
 * decision 011). These functions are the one mapping each way; nothing else multiplies or
 * divides an amount or a discount by 100.
 */

/** Whole cents as the spec's dollars (1999 → 19.99). */
export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
  return cents / 100;
}

/** The spec's dollars as whole cents, rounded to the nearest cent, halves away from zero. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  return hundredths(dollars);
}

/** Whole basis points as the spec's Discount percent (1250 → 12.5). */
export function basisPointsToPercent(basisPoints: number): number {
  if (!Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Basis points must be a whole number: ${basisPoints}`);
  }
  return basisPoints / 100;
}

/** The spec's Discount percent as whole basis points, rounded as dollarsToCents rounds. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) throw new RangeError(`Not a percent: ${percent}`);
  return hundredths(percent);
}

/**
 * `value` × 100 rounded to a whole number, halves away from zero. Reads the number's decimal
 * text so 1.005 (stored as 1.00499…) gives 101 as written, not 100.
 */
function hundredths(value: number): number {
  const sign = value < 0 ? -1 : 1;
  const text = String(Math.abs(value));
  const whole = text.includes('e')
    ? Math.round(Math.abs(value) * 100)
    : Math.round(Number(`${text}e2`));
  return sign * whole + 0;
}
