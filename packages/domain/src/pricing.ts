/**
 * Room prices as the product's cards show them, and the breakdown of a stay's price (design
 * §5). A stay is priced by `quoteStay` (quote.ts), the one function that does; this file keeps
 * the nightly price of product §9's cards. Every amount is whole cents and the discount whole
 * basis points (decision 011). Dollars and percents exist only on the wire (wire/money.ts).
 */
import {
  CENT_BASIS_POINTS_PER_DOLLAR,
  CENTS_PER_DOLLAR,
  floorDiv,
  FULL_DISCOUNT,
  requireWhole,
} from './integer-money';

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

/** The breakdown of a stay's price (product §2's payment details), all in cents. */
export interface StayPrice {
  nights: number;
  /** The sum of the nights' rates. */
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
