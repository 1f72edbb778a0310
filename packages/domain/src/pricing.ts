/**
 * The price of a stay (DESIGN §5): the one pricing function, used by the booking page, holds,
 * checkout and bookings. Every amount is whole cents, computed with integer arithmetic so that
 * no floating-point error can move a floor. Dollars exist only on the wire (wire/money.ts).
 */
import { TAX_RATE_PERCENT } from './constants';
import { nightsBetween, type IsoDate } from './dates';

/** What a room's price depends on, as the rooms table keeps it. */
export interface PricedRoom {
  /** The nightly price in cents (rooms.price_cents). */
  priceCents: number;
  /** The room's discount, a whole percent 0–100. */
  discountPercent: number;
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
  const { priceCents, discountPercent } = room;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  requireWhole('priceCents', priceCents, 0);
  requireWhole('discountPercent', discountPercent, 0, 100);
  requireWhole('nights', nights, 0);
  requireWhole('couponPercent', couponPercent, 0, 100);

  const baseCents = priceCents * nights;
  // Whole dollars of base × D / 100 = floor(baseCents × D / 10 000).
  const discountDollars = floorDiv(baseCents * discountPercent, 10_000);
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
 * cents, the discount rounded to whole dollars with halves up, as Math.round does.
 */
export function nightlyPriceCents({ priceCents, discountPercent }: PricedRoom): number {
  const offDollars = floorDiv(priceCents * discountPercent + 5_000, 10_000);
  return priceCents - offDollars * CENTS_PER_DOLLAR;
}
