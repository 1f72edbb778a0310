/**
 * Rate plans and the rates and restrictions calendar (decision 045), as pure rules: what a
 * night of a plan costs, what a stay of a plan is allowed, and the plan's rates for a stay that
 * `quoteStay` prices. The server reads the calendar's rows and calls these; nothing else decides
 * a night's price or a stay's admissibility, so search, the hotel page, holds, checkout and the
 * booking cannot disagree.
 */
import { addDays, nightsBetween, type IsoDate } from './dates';
import { floorDiv, FULL_DISCOUNT, requireWhole } from './integer-money';
import { nightlyPriceCents } from './pricing';
import { idToWire } from './wire/id-text';
import type { LengthOfStayDiscount, StayRates } from './quote';

export const RATE_PLAN_KIND = {
  standard: 'standard',
  nonRefundable: 'non_refundable',
  custom: 'custom',
} as const;
export type RatePlanKind = (typeof RATE_PLAN_KIND)[keyof typeof RATE_PLAN_KIND];

/** How a plan prices a night without its own price in the calendar. */
export type RatePlanPricing = 'base' | 'percent' | 'amount';

/** A room type's rate plan as the rate_plans table keeps it. */
export interface RatePlan {
  id: number;
  kind: RatePlanKind;
  name: string;
  description: string;
  refundable: boolean;
  breakfastIncluded: boolean;
  /** base: the room's own price; percent/amount: Standard's night adjusted by the plan's. */
  pricing: RatePlanPricing;
  /** For percent: basis points added to Standard's night (−1000 is 10 % less). */
  adjustmentBasisPoints: number;
  /** For amount: cents added to Standard's night per night (negative is less). */
  adjustmentCents: number;
  lengthOfStayDiscounts: readonly LengthOfStayDiscount[];
  onSale: boolean;
}

/** The restrictions of one night of one plan. */
export interface NightRestrictions {
  /** Minimum nights of a stay arriving this night; null: none. */
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** Stop-sell: no stay may include this night. */
  closed: boolean;
}

/** One row of the calendar: a plan's night that differs from the plan's default. */
export interface RateEntry extends NightRestrictions {
  night: IsoDate;
  /** The night's price in cents; null: the plan's default price. */
  priceCents: number | null;
}

export const NO_RESTRICTIONS: NightRestrictions = Object.freeze({
  minStay: null,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  closed: false,
});

/**
 * What the rules of one room type read: its own price and Discount (the spec's fields, every
 * night's default), Standard's calendar rows and the plan's own rows, by night.
 */
export interface PlanCalendar {
  room: { priceCents: number; discountBasisPoints: number };
  plan: RatePlan;
  /** Standard's rows by night (the same map as `own` when the plan is Standard). */
  standard: ReadonlyMap<IsoDate, RateEntry>;
  own: ReadonlyMap<IsoDate, RateEntry>;
}

/** A night of a plan as priced: its rate in cents and whether the room's Discount applies. */
export interface PricedNight {
  priceCents: number;
  discounted: boolean;
}

/** Standard's price of a night: its calendar price (which is the price) or the room's own. */
function standardNight({ room, standard }: PlanCalendar, night: IsoDate): PricedNight {
  const entry = standard.get(night)?.priceCents ?? null;
  return entry === null
    ? { priceCents: room.priceCents, discounted: true }
    : { priceCents: entry, discounted: false };
}

/**
 * Standard's night adjusted by a percent (rounded to the cent, halves up) or an amount, never
 * below one cent: a derived plan follows every change of Standard's price.
 */
function derivedNight(calendar: PlanCalendar, night: IsoDate): PricedNight {
  const { plan } = calendar;
  const standard = standardNight(calendar, night);
  const adjusted =
    plan.pricing === 'percent'
      ? priceMovedByBasisPoints(standard.priceCents, plan.adjustmentBasisPoints)
      : standard.priceCents + plan.adjustmentCents;
  return { priceCents: Math.max(1, adjusted), discounted: standard.discounted };
}

/**
 * A price moved by a percent in basis points (−1000 is 10 % less), rounded to the cent with
 * halves up: how a derived plan follows Standard and how a bulk edit raises or lowers a night,
 * so the two never round differently. May answer below one cent; callers bound it.
 */
export function priceMovedByBasisPoints(priceCents: number, basisPoints: number): number {
  return floorDiv(priceCents * (FULL_DISCOUNT + basisPoints) + FULL_DISCOUNT / 2, FULL_DISCOUNT);
}

/** The price of one night of a plan. */
export function planNightPrice(calendar: PlanCalendar, night: IsoDate): PricedNight {
  const { plan, own, room } = calendar;
  const ownPrice = own.get(night)?.priceCents ?? null;
  if (ownPrice !== null) return { priceCents: ownPrice, discounted: false };
  if (plan.kind === RATE_PLAN_KIND.standard) return standardNight(calendar, night);
  if (plan.pricing === 'base') return { priceCents: room.priceCents, discounted: true };
  return derivedNight(calendar, night);
}

/**
 * What the guest pays for a night of a plan, as the cards show a nightly price: the room's
 * Discount taken off a night priced from the room's own price (nightlyPriceCents), while a
 * calendar price is the price (decision 045). The admin's grid shows it beside the plan's price.
 */
export function guestNightPriceCents(calendar: PlanCalendar, night: IsoDate): number {
  const priced = planNightPrice(calendar, night);
  if (!priced.discounted) return priced.priceCents;
  return nightlyPriceCents({
    priceCents: priced.priceCents,
    discountBasisPoints: calendar.room.discountBasisPoints,
  });
}

/**
 * The restrictions of one night of a plan: its own, narrowed by Standard's for any other plan
 * (the larger minimum, the smaller maximum, either closure), so closing Standard closes the
 * room type and no plan can be looser than it.
 */
export function planNightRestrictions(calendar: PlanCalendar, night: IsoDate): NightRestrictions {
  const own = calendar.own.get(night) ?? NO_RESTRICTIONS;
  if (calendar.plan.kind === RATE_PLAN_KIND.standard) return pickRestrictions(own);
  const standard = calendar.standard.get(night) ?? NO_RESTRICTIONS;
  return {
    minStay: largest(own.minStay, standard.minStay),
    maxStay: smallest(own.maxStay, standard.maxStay),
    closedToArrival: own.closedToArrival || standard.closedToArrival,
    closedToDeparture: own.closedToDeparture || standard.closedToDeparture,
    closed: own.closed || standard.closed,
  };
}

const pickRestrictions = (r: NightRestrictions): NightRestrictions => ({
  minStay: r.minStay,
  maxStay: r.maxStay,
  closedToArrival: r.closedToArrival,
  closedToDeparture: r.closedToDeparture,
  closed: r.closed,
});
const largest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.max(a, b);
const smallest = (a: number | null, b: number | null) =>
  a === null ? b : b === null ? a : Math.min(a, b);

/** Why a stay of a plan is refused, in the words the guest reads (4xx `message`, hotel page). */
export interface StayRefusal {
  code:
    | 'not_on_sale'
    | 'closed_to_arrival'
    | 'closed_to_departure'
    | 'minimum_stay'
    | 'maximum_stay'
    | 'closed';
  message: string;
}

const dayLabelFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Fri 12 Jun": how a refusal names a date. */
export function stayRuleDayLabel(date: IsoDate): string {
  return dayLabelFormat.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

export const RATE_PLAN_NOT_OFFERED = 'This rate is not offered';

/**
 * Why the rules refuse this stay of this plan, or null when they allow it. Minimum and maximum
 * stay are read from the arrival night; closed to arrival from the arrival night; closed to
 * departure from the check-out day's row; a closed night anywhere in the stay refuses it.
 */
export function stayRefusal(
  calendar: PlanCalendar,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): StayRefusal | null {
  return stayRefusalOf(calendar.plan, stay, {
    restrictionsOn: (offset) =>
      planNightRestrictions(calendar, offset === 0 ? stay.checkIn : addDays(stay.checkIn, offset)),
    firstClosedNight(nights) {
      for (let night = 0; night < nights; night += 1) {
        if (planNightRestrictions(calendar, addDays(stay.checkIn, night)).closed) return night;
      }
      return -1;
    },
  });
}

/** What the rules read of a stay's nights, by offset from its arrival night. */
export interface StayNightRules {
  /** The restrictions of the night `offset` days after arrival (the stay's length: check-out). */
  restrictionsOn(offset: number): NightRestrictions;
  /** The offset of the stay's first closed night, −1 when none is. */
  firstClosedNight(nights: number): number;
}

/**
 * The rules themselves, over nights read however the caller keeps them: `stayRefusal` reads the
 * calendar's rows, the hotel page nights judged once for many stays (offer-nights.ts).
 * `nights` is the stay's length when the caller knows it.
 */
export function stayRefusalOf(
  plan: Pick<RatePlan, 'onSale'>,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
  rules: StayNightRules,
  nights = plan.onSale ? nightsBetween(stay.checkIn, stay.checkOut) : 0,
): StayRefusal | null {
  if (!plan.onSale) return { code: 'not_on_sale', message: RATE_PLAN_NOT_OFFERED };
  requireWhole('nights', nights, 1);
  const arrival = rules.restrictionsOn(0);
  if (arrival.closedToArrival) {
    return { code: 'closed_to_arrival', message: 'No arrivals on this date' };
  }
  if (arrival.minStay !== null && nights < arrival.minStay) {
    return {
      code: 'minimum_stay',
      message: `Minimum ${arrival.minStay} nights for arrivals on ${stayRuleDayLabel(stay.checkIn)}`,
    };
  }
  if (arrival.maxStay !== null && nights > arrival.maxStay) {
    const limit = arrival.maxStay === 1 ? '1 night' : `${arrival.maxStay} nights`;
    return {
      code: 'maximum_stay',
      message: `Maximum ${limit} for arrivals on ${stayRuleDayLabel(stay.checkIn)}`,
    };
  }
  const closed = rules.firstClosedNight(nights);
  if (closed >= 0) {
    const date = addDays(stay.checkIn, closed);
    return { code: 'closed', message: `Not available on the night of ${stayRuleDayLabel(date)}` };
  }
  if (rules.restrictionsOn(nights).closedToDeparture) {
    return {
      code: 'closed_to_departure',
      message: `No departures on ${stayRuleDayLabel(stay.checkOut)}`,
    };
  }
  return null;
}

/** The plan's largest length-of-stay discount that a stay of this many nights reaches. */
export function lengthOfStayDiscountFor(
  plan: Pick<RatePlan, 'lengthOfStayDiscounts'>,
  nights: number,
): LengthOfStayDiscount | null {
  let best: LengthOfStayDiscount | null = null;
  for (const discount of plan.lengthOfStayDiscounts) {
    if (nights >= discount.minNights && (best === null || discount.percent > best.percent)) {
      best = discount;
    }
  }
  return best ? { minNights: best.minNights, percent: best.percent } : null;
}

/**
 * The plan's rates for a stay, night by night, for `quoteStay`; it does not judge the stay's
 * rules (see `stayRefusal`), so a held stay can be re-priced whatever its rules became.
 */
export function planStayRates(
  calendar: PlanCalendar,
  stay: { checkIn: IsoDate; checkOut: IsoDate },
): StayRates {
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  requireWhole('nights', nights, 0);
  const { plan } = calendar;
  const lines = Array.from({ length: nights }, (_, index) => {
    const date = addDays(stay.checkIn, index);
    const priced = planNightPrice(calendar, date);
    return {
      date,
      ratePlan: plan.name,
      priceCents: priced.priceCents,
      discounted: priced.discounted,
    };
  });
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    ratePlan: {
      id: idToWire(plan.id),
      name: plan.name,
      refundable: plan.refundable,
      breakfastIncluded: plan.breakfastIncluded,
    },
    lines,
    discountBasisPoints: calendar.room.discountBasisPoints,
    lengthOfStay: lengthOfStayDiscountFor(plan, nights),
  };
}
