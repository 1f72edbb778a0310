/**
 * Money crosses the wire in dollars where the spec's fields say so (OriginalPricePerNight,
 * basePrice, FinalPrice…) and is whole cents everywhere else. These two functions are the one
 * mapping each way; nothing else multiplies or divides an amount by 100.
 */

/** Whole cents as the spec's dollars (1999 → 19.99). */
export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
  return cents / 100;
}

/**
 * The spec's dollars as whole cents, rounded to the nearest cent, halves away from zero. Reads
 * the number's decimal text so 1.005 (stored as 1.00499…) gives 101 as written, not 100.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  const sign = dollars < 0 ? -1 : 1;
  const text = String(Math.abs(dollars));
  const cents = text.includes('e')
    ? Math.round(Math.abs(dollars) * 100)
    : Math.round(Number(`${text}e2`));
  return sign * cents + 0;
}
