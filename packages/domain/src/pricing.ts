/**
 * The price of a stay (design §5): the one pricing function, used by the booking page, holds,
 * checkout and bookings. Every amount is whole cents and the discount whole basis points
 * (decision 011), computed with integer arithmetic so that no floating-point error can move a
 * floor. Dollars and percents exist only on the wire (wire/money.ts).
 */
import { TAX_RATE_PERCENT } from './constants';
import { nightsBetween, type IsoDate } from './dates';

/** What a room's price depends on, as the rooms table keeps it. */
export interface PricedRoom {
  /** The nightly price in cents (rooms.price_cents). */
  priceCents: number;
  /**
   * The room's discount in basis points, 0–10 000 (rooms.discount_basis_points): the spec's
   * Discount percent × 100, so 12.5 % is 1250.
   */
  discountBasisPoints: number;
}

/** The stay being priced: its nights are the whole days between the dates. */
export interface PricedStay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** The one breakdown of a stay's price, all in cents. */
export interface StayPrice {
  nights: number;
  /** Nightly price × nights. */
  baseCents: number;
  /** floor(base × Discount / 100) in whole dollars, as cents. */
  discountCents: number;
  /** floor(discount × 19 / 100) in whole dollars, as cents. */
  taxCents: number;
  /**
   * floor(base − discount + tax − base × coupon / 100) in whole dollars, as cents, never below
   * 0: what the card is charged.
   */
  finalCents: number;
  /** The coupon's extra percent of the base that priced it, 0 without a coupon. */
  couponPercent: number;
}

const CENTS_PER_DOLLAR = 100;
/** A whole discount: 100 % in basis points. */
const FULL_DISCOUNT = 10_000;
/**
 * Cents × basis points per dollar × percent: base × Discount / 100 dollars is
 * baseCents × basisPoints / 1 000 000.
 */
const CENT_BASIS_POINTS_PER_DOLLAR = CENTS_PER_DOLLAR * FULL_DISCOUNT;

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
export function priceForStay(room: PricedRoom, stay: PricedStay, couponPercent = 0): StayPrice {
  const { priceCents, discountBasisPoints } = room;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  requireWhole('priceCents', priceCents, 0);
  requireWhole('discountBasisPoints', discountBasisPoints, 0, FULL_DISCOUNT);
  requireWhole('nights', nights, 0);
  requireWhole('couponPercent', couponPercent, 0, 100);

  const baseCents = priceCents * nights;
  // Beyond 2^53 the products below would round: refuse rather than charge a wrong figure.
  requireWhole('baseCents × discountBasisPoints', baseCents * FULL_DISCOUNT, 0);
  // Whole dollars of base × Discount / 100 = floor(baseCents × basisPoints / 1 000 000).
  const discountDollars = floorDiv(baseCents * discountBasisPoints, CENT_BASIS_POINTS_PER_DOLLAR);
  const taxDollars = floorDiv(discountDollars * TAX_RATE_PERCENT, 100);
  // Everything in ten-thousandths of a dollar, so the coupon's share of the base stays exact.
  const finalScaled =
    baseCents * 100 - discountDollars * 10_000 + taxDollars * 10_000 - baseCents * couponPercent;
  const finalDollars = Math.max(0, floorDiv(finalScaled, 10_000));
  return {
    nights,
    baseCents,
    discountCents: discountDollars * CENTS_PER_DOLLAR,
    taxCents: taxDollars * CENTS_PER_DOLLAR,
    finalCents: finalDollars * CENTS_PER_DOLLAR,
    couponPercent,
  };
}

/**
 * The price per night on hotel and room cards: price − round(price × Discount / 100), in
 * cents, the discount rounded to whole dollars with halves up, as Math.round does:
 * floor((priceCents × basisPoints + 500 000) / 1 000 000) dollars.
 */
export function nightlyPriceCents({ priceCents, discountBasisPoints }: PricedRoom): number {
  requireWhole('priceCents', priceCents, 0);
  requireWhole('discountBasisPoints', discountBasisPoints, 0, FULL_DISCOUNT);
  const offDollars = floorDiv(
    priceCents * discountBasisPoints + CENT_BASIS_POINTS_PER_DOLLAR / 2,
    CENT_BASIS_POINTS_PER_DOLLAR,
  );
  return priceCents - offDollars * CENTS_PER_DOLLAR;
}
