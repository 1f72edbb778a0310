/**
 * The admin's grid shows what the guest pays for a night: the room's Discount comes off a night
 * priced from the room's own price, never off a calendar price (decision 045).
 */
import { describe, expect, it } from 'vitest';
import { guestNightPriceCents, type PlanCalendar, type RatePlan, type RateEntry } from './rates';
import { aRatePlan } from './test/rate-plans';

const standard = aRatePlan();
const saver: RatePlan = {
  ...standard,
  id: 2,
  kind: 'custom',
  pricing: 'percent',
  adjustmentBasisPoints: -1000,
};
const row = (priceCents: number): Map<string, RateEntry> =>
  new Map([
    [
      '2030-06-01',
      {
        night: '2030-06-01',
        priceCents,
        minStay: null,
        maxStay: null,
        closedToArrival: false,
        closedToDeparture: false,
        closed: false,
      },
    ],
  ]);

describe('guestNightPriceCents', () => {
  it.each<[string, RatePlan, number, Map<string, RateEntry>, Map<string, RateEntry>, number]>([
    ["the room's price less its 10 % Discount", standard, 1000, new Map(), new Map(), 10_800],
    ['no Discount: the price', standard, 0, new Map(), new Map(), 12_000],
    ['a calendar price is the price', standard, 1000, row(15_000), row(15_000), 15_000],
    [
      "a derived plan's night from the room's price is discounted",
      saver,
      1000,
      new Map(),
      new Map(),
      9_700,
    ],
    ['a derived plan of a calendar price is not', saver, 1000, row(15_000), new Map(), 13_500],
    ["the plan's own calendar price is not", saver, 1000, new Map(), row(9_900), 9_900],
    [
      'the Discount rounds to whole dollars, halves up',
      standard,
      1250,
      new Map(),
      new Map(),
      10_500,
    ],
  ])('%s', (_, plan, discountBasisPoints, standardRows, ownRows, expected) => {
    const calendar: PlanCalendar = {
      room: { priceCents: 12_000, discountBasisPoints },
      plan,
      standard: standardRows,
      own: plan.kind === 'standard' ? standardRows : ownRows,
    };
    expect(guestNightPriceCents(calendar, '2030-06-01')).toBe(expected);
  });
});
