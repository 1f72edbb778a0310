/** Wire answers of the rates calls (decision 045) for the Rates screen's tests. */
import { nightsOfStay, addDays, type RatesGrid } from '@staylane/domain';
import { aRatePlanWire } from '@staylane/domain/testing';

const SUITE_PLANS = [
  aRatePlanWire(),
  aRatePlanWire({
    ...{ id: '32', kind: 'non_refundable', name: 'Non-refundable', refundable: false },
    ...{ pricing: 'percent', adjustmentBasisPoints: -1000 },
  }),
];
const TWIN_PLANS = [aRatePlanWire({ id: '41', roomId: '4' })];

/**
 * Two room types: Sea Suite (Standard at $120, Non-refundable 10 % less) and Garden Twin
 * (Standard at $80, $72 to the guest after its 10 % Discount). The suite's Standard costs $150 on `from`'s second night with a
 * 2-night minimum, and is closed on its third.
 */
export function aGrid(from: string, days: number): RatesGrid {
  const until = addDays(from, days);
  const nights = nightsOfStay(from, until);
  const plain = { ownPrice: false, minStay: null, maxStay: null };
  const open = { closedToArrival: false, closedToDeparture: false, closed: false };
  const cellsOf = (ratePlanId: string, priceCents: number, guestPriceCents = priceCents) =>
    nights.map((night, index) => ({
      ...{ ratePlanId, night, priceCents, guestPriceCents, ...plain, ...open },
      ...(ratePlanId === '31' && index === 1
        ? { priceCents: 15000, guestPriceCents: 15000, ownPrice: true, minStay: 2 }
        : {}),
      ...(ratePlanId === '31' && index === 2 ? { closed: true, closedToArrival: true } : {}),
    }));
  return {
    from,
    until,
    roomTypes: [
      { id: '3', name: 'Sea Suite', priceCents: 12000, discountBasisPoints: 0, plans: SUITE_PLANS },
      {
        id: '4',
        name: 'Garden Twin',
        priceCents: 8000,
        discountBasisPoints: 1000,
        plans: TWIN_PLANS,
      },
    ],
    cells: [...cellsOf('31', 12000), ...cellsOf('32', 10800), ...cellsOf('41', 8000, 7200)],
  };
}
