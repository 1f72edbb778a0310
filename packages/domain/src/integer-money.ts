/**
 * Integer arithmetic shared by the price rules (pricing.ts, quote.ts): amounts are whole cents
 * and discounts whole basis points (decision 011), so no floating-point error moves a floor.
 * Not part of the package's public surface.
 */

export const CENTS_PER_DOLLAR = 100;
/** A whole discount: 100 % in basis points. */
export const FULL_DISCOUNT = 10_000;
/**
 * Cents × basis points per dollar: base × Discount / 100 dollars is
 * baseCents × basisPoints / 1 000 000.
 */
export const CENT_BASIS_POINTS_PER_DOLLAR = CENTS_PER_DOLLAR * FULL_DISCOUNT;

/** floor(a / b) for integers, exact at any size a double holds as an integer. */
export function floorDiv(a: number, b: number): number {
  const remainder = ((a % b) + b) % b;
  return (a - remainder) / b;
}

export function requireWhole(
  name: string,
  value: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
) {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}: ${value}`);
  }
}
