/**
 * The stay quote (design §12, decision 044): the one function that prices a stay, made on the
 * server and stored with the hold and the booking, never computed by the web app. Its input is
 * the stay's nightly rates (one line per night: date, rate plan, price in cents), so a rates
 * calendar can supply per-night prices and plans later without changing any caller; today
 * `baseRates` gives every night the room's own price under the one plan, Standard.
 *
 * The totals follow product §9 exactly as design §5 writes it, applied to the sum of the
 * nights (the room's Discount, the tax of 19 % of the discount, the coupon's percent of the
 * base), in integer cents and basis points so no floating-point error can move a floor.
 */
import { TAX_RATE_PERCENT } from './constants';
import { addDays, nightsBetween, type IsoDate } from './dates';
import {
  CENT_BASIS_POINTS_PER_DOLLAR,
  CENTS_PER_DOLLAR,
  floorDiv,
  FULL_DISCOUNT,
  requireWhole,
} from './integer-money';
import type { StayPrice } from './pricing';

/** The plan every room sells today; rate plans per room type come with the rates calendar. */
export const STANDARD_RATE_PLAN = 'Standard';

/** A rate plan's name and the condition the guest agrees to by choosing it. */
export interface RatePlanTerms {
  /**
   * The plan's id (rate_plans.id) as text, as every id travels (decision 014); absent on
   * quotes made before plans were kept (0024).
   */
  id?: string;
  name: string;
  /** False for a non-refundable plan: cancelling refunds nothing (decision 018). */
  refundable: boolean;
  breakfastIncluded?: boolean;
}

/** One night of the stay as quoted: the night's date, its plan and its price. */
export interface QuoteLine {
  /** The night of this date (a stay's nights run from check-in to the day before check-out). */
  date: IsoDate;
  ratePlan: string;
  /** The night's rate in cents, before the stay's discount and coupon. */
  priceCents: number;
  /**
   * Whether the room's Discount applies to this night: true for a night priced at the room's
   * own price (or derived from it), false for a price set in the rates calendar, which is
   * the price (decision 045). Absent on quotes stored before the calendar: true.
   */
  discounted?: boolean;
}

/** A length-of-stay discount: stays of at least minNights nights get percent off their nights. */
export interface LengthOfStayDiscount {
  minNights: number;
  percent: number;
}

/** What a stay is quoted from: its dates, its plan and one rate per night, in order. */
export interface StayRates {
  checkIn: IsoDate;
  checkOut: IsoDate;
  ratePlan: RatePlanTerms;
  lines: readonly QuoteLine[];
  /**
   * The room's Discount in basis points (decision 011), taken off the sum of the nights as
   * product §9 says, to the nights that are `discounted`.
   */
  discountBasisPoints: number;
  /** The plan's length-of-stay discount that this stay reaches, if any. */
  lengthOfStay?: LengthOfStayDiscount | null;
}

/** A coupon as the coupons table keeps it: its code and its extra percent of the base. */
export interface QuoteCoupon {
  code: string;
  percent: number;
}

/**
 * The quote: the rates it was made from and its totals (StayPrice, the breakdown the booking
 * summary and the spec's payment fields show). Being StayRates itself, a stored quote can be
 * quoted again with another coupon and give the same nights.
 */
export interface StayQuote extends StayRates, StayPrice {
  lines: QuoteLine[];
  lengthOfStay: LengthOfStayDiscount | null;
  /** The coupon that priced it, null without one. */
  couponCode: string | null;
  /** The length-of-stay discount in cents (floor of its percent of the base), 0 without. */
  lengthOfStayCents: number;
}

/**
 * Today's rates of a room: every night at the room's own price (OriginalPricePerNight, in
 * cents) under the Standard plan, refundable unless the room is non-refundable, with the room's
 * Discount off the sum. The one place a rates calendar will replace.
 */
export function baseRates(
  room: { priceCents: number; discountBasisPoints: number; nonRefundable: boolean },
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): StayRates {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  requireWhole('nights', nights, 0);
  const lines = Array.from({ length: nights }, (_, night) => ({
    date: addDays(stay.checkIn, night),
    ratePlan: STANDARD_RATE_PLAN,
    priceCents: room.priceCents,
  }));
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    ratePlan: { name: STANDARD_RATE_PLAN, refundable: !room.nonRefundable },
    lines,
    discountBasisPoints: room.discountBasisPoints,
  };
}

/** Refuses rates that do not describe the stay night by night: a wrong quote is never charged. */
function requireOneLinePerNight(rates: StayRates): void {
  const nights = nightsBetween(rates.checkIn, rates.checkOut);
  requireWhole('nights', nights, 0);
  if (rates.lines.length !== nights) {
    throw new RangeError(`A stay of ${nights} nights needs ${nights} rates: ${rates.lines.length}`);
  }
  rates.lines.forEach((line, night) => {
    const date = addDays(rates.checkIn, night);
    if (line.date !== date) throw new RangeError(`Night ${night + 1} is ${date}: ${line.date}`);
    requireWhole(`priceCents of ${date}`, line.priceCents, 0);
  });
}

/** The stay's quote from its rates, with the coupon when one is given. */
export function quoteStay(rates: StayRates, coupon?: QuoteCoupon | null): StayQuote {
  requireOneLinePerNight(rates);
  const { discountBasisPoints } = rates;
  const lengthOfStay = rates.lengthOfStay ?? null;
  const baseCents = rates.lines.reduce((sum, line) => sum + line.priceCents, 0);
  const discountedCents = rates.lines.reduce(
    (sum, line) => sum + (line.discounted === false ? 0 : line.priceCents),
    0,
  );
  const totals = stayTotals({
    baseCents,
    discountedCents,
    discountBasisPoints,
    lengthOfStayPercent: lengthOfStay?.percent ?? 0,
    couponPercent: coupon?.percent ?? 0,
  });
  return {
    checkIn: rates.checkIn,
    checkOut: rates.checkOut,
    ratePlan: { ...rates.ratePlan },
    lines: rates.lines.map((line) => ({ ...line })),
    discountBasisPoints,
    lengthOfStay: lengthOfStay ? { ...lengthOfStay } : null,
    nights: rates.lines.length,
    baseCents,
    discountCents: totals.discountCents,
    taxCents: totals.taxCents,
    lengthOfStayCents: totals.lengthOfStayCents,
    finalCents: totals.finalCents,
    couponPercent: coupon?.percent ?? 0,
    couponCode: coupon ? coupon.code : null,
  };
}

/** What product §9's rule reads of a stay: the sums of its nights and its percents. */
export interface StaySums {
  /** The sum of the nights' prices. */
  baseCents: number;
  /** The sum of the nights the room's Discount applies to (`discounted` lines). */
  discountedCents: number;
  discountBasisPoints: number;
  lengthOfStayPercent: number;
  couponPercent: number;
}

/**
 * Product §9's figures from a stay's sums, in integer cents: the one formula, which `quoteStay`
 * applies to a quote's lines and the hotel page to nights it sums once for many stays
 * (offer-nights.ts).
 */
export function stayTotals(sums: StaySums): {
  discountCents: number;
  taxCents: number;
  lengthOfStayCents: number;
  finalCents: number;
} {
  const { baseCents, discountedCents, discountBasisPoints, lengthOfStayPercent, couponPercent } =
    sums;
  requireWhole('discountBasisPoints', discountBasisPoints, 0, FULL_DISCOUNT);
  requireWhole('couponPercent', couponPercent, 0, 100);
  requireWhole('lengthOfStayPercent', lengthOfStayPercent, 0, 100);
  // Beyond 2^53 the products below would round: refuse rather than charge a wrong figure.
  requireWhole('baseCents × discountBasisPoints', baseCents * FULL_DISCOUNT, 0);
  // Whole dollars of base × Discount / 100 = floor(baseCents × basisPoints / 1 000 000).
  const discountDollars = floorDiv(
    discountedCents * discountBasisPoints,
    CENT_BASIS_POINTS_PER_DOLLAR,
  );
  const taxDollars = floorDiv(discountDollars * TAX_RATE_PERCENT, 100);
  const lengthOfStayCents = floorDiv(baseCents * lengthOfStayPercent, 100);
  // Everything in ten-thousandths of a dollar, so the coupon's share of the base stays exact.
  const finalScaled =
    baseCents * 100 -
    discountDollars * 10_000 +
    taxDollars * 10_000 -
    lengthOfStayCents * 100 -
    baseCents * couponPercent;
  const finalDollars = Math.max(0, floorDiv(finalScaled, 10_000));
  return {
    discountCents: discountDollars * CENTS_PER_DOLLAR,
    taxCents: taxDollars * CENTS_PER_DOLLAR,
    lengthOfStayCents,
    finalCents: finalDollars * CENTS_PER_DOLLAR,
  };
}
