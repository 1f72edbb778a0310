/**
 * The one "from" price of a hotel (decision 045, issue 32): the list card, the hotel page's
 * header, the phone's booking bar, the map marker and the structured data all show this figure.
 * It is the cheapest on-sale plan of a room that fits the party, and, when the visitor gave
 * dates, that is bookable for the stay (free units and the plan's rules): the stay's total
 * and its per-night average. Without dates it is the cheapest plan's own nightly price as the
 * cards have always shown one (the room's price less its Discount, rounded as product §9's
 * cards round it), before any calendar price, which belongs to dates.
 */
import { nightlyPriceCents } from './pricing';
import { RATE_PLAN_KIND, type RatePlan } from './rates';
import { floorDiv, FULL_DISCOUNT } from './integer-money';

/** A plan's nightly price on a night with no calendar row, as the cards show it. */
export function planDefaultNightCents(
  room: { priceCents: number; discountBasisPoints: number },
  plan: Pick<RatePlan, 'kind' | 'pricing' | 'adjustmentBasisPoints' | 'adjustmentCents'>,
): number {
  let price = room.priceCents;
  if (plan.kind !== RATE_PLAN_KIND.standard && plan.pricing === 'percent') {
    price = floorDiv(
      room.priceCents * (FULL_DISCOUNT + plan.adjustmentBasisPoints) + FULL_DISCOUNT / 2,
      FULL_DISCOUNT,
    );
  } else if (plan.kind !== RATE_PLAN_KIND.standard && plan.pricing === 'amount') {
    price = room.priceCents + plan.adjustmentCents;
  }
  return nightlyPriceCents({
    priceCents: Math.max(1, price),
    discountBasisPoints: room.discountBasisPoints,
  });
}

/** The "from" figure: a stay's total with its per-night average, or a nightly price. */
export type FromPrice =
  | { kind: 'stay'; totalCents: number; perNightCents: number; nights: number }
  | { kind: 'night'; perNightCents: number };

/** The per-night average of a stay's total, in whole cents rounded down (never above it). */
export function perNightAverageCents(totalCents: number, nights: number): number {
  return floorDiv(totalCents, Math.max(1, nights));
}
