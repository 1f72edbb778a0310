/**
 * The price of a stay (DESIGN §5), computed in whole cents with integer arithmetic so that no
 * floating-point error can move a floor: 0.1 + 0.2 style drift never changes a dollar.
 */
import { TAX_RATE_PERCENT } from './constants';

export interface PriceBreakdown {
  nights: number;
  /** Nightly price × nights, in dollars with cents (299.97). */
  basePrice: number;
  /** floor(base × Discount / 100), whole dollars. */
  discount: number;
  /** floor(discount × 0.19), whole dollars. */
  tax: number;
  /** floor(base − discount + tax − base × coupon / 100), whole dollars, never below 0. */
  finalPrice: number;
  /** finalPrice × 100: what the card is charged, in cents. */
  amountCents: number;
}

export interface StayPriceInput {
  /** The room's nightly price in cents (rooms.price_cents). */
  nightlyPriceCents: number;
  /** The room's discount, a whole percent 0–100. */
  discountPercent: number;
  nights: number;
  /** The coupon's extra percent of the base, 0 without a coupon. */
  couponPercent?: number;
}

/** floor(a / b) for integers, exact at any size a double holds as an integer. */
function floorDiv(a: number, b: number): number {
  const remainder = ((a % b) + b) % b;
  return (a - remainder) / b;
}

function requireWhole(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}: ${value}`);
  }
}

/** The breakdown shown on the booking page and charged by the server. */
export function priceForStay({
  nightlyPriceCents,
  discountPercent,
  nights,
  couponPercent = 0,
}: StayPriceInput): PriceBreakdown {
  requireWhole('nightlyPriceCents', nightlyPriceCents, 0);
  requireWhole('discountPercent', discountPercent, 0, 100);
  requireWhole('nights', nights, 0);
  requireWhole('couponPercent', couponPercent, 0, 100);

  const baseCents = nightlyPriceCents * nights;
  // base dollars × D / 100 = baseCents × D / 10 000.
  const discount = floorDiv(baseCents * discountPercent, 10_000);
  const tax = floorDiv(discount * TAX_RATE_PERCENT, 100);
  // Everything in ten-thousandths of a dollar, so the coupon's share of the base stays exact.
  const finalScaled =
    baseCents * 100 - discount * 10_000 + tax * 10_000 - baseCents * couponPercent;
  const finalPrice = Math.max(0, floorDiv(finalScaled, 10_000));
  return {
    nights,
    basePrice: centsToDollars(baseCents),
    discount,
    tax,
    finalPrice,
    amountCents: finalPrice * 100,
  };
}

/**
 * The price per night on hotel and room cards: price − round(price × Discount / 100), in
 * dollars with cents. Halves round up, as Math.round does.
 */
export function displayNightlyPrice(priceDollars: number, discountPercent: number): number {
  const cents = dollarsToCents(priceDollars);
  const off = floorDiv(cents * discountPercent + 5_000, 10_000);
  return centsToDollars(cents - off * 100);
}

/** Whole cents as dollars (1999 → 19.99). */
export function centsToDollars(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
  return cents / 100;
}

/**
 * Dollars as whole cents, rounded to the nearest cent, halves away from zero. Reads the
 * number's decimal text so 1.005 (stored as 1.00499…) gives 101 as written, not 100.
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
