/**
 * The hotel page reads a plan's nights once over a span (offer-nights.ts) instead of reading
 * the calendar for every stay: random rooms, plans, calendars and free units, then every
 * answer the page gives, read both ways. Rooms read over an empty span price and judge every
 * stay from the calendar (`planStay`, `roomFreeFor`: a hold's way); over the page's span, from
 * the nights read once. Seeded: a failure names its seed and round (change SEED to explore).
 */
import { describe, expect, it } from 'vitest';
import { addDays, epochDay } from './dates';
import { planNights, planStay, planStayOn, spanDays } from './offer-nights';
import type { PlanCalendar, RateEntry, RatePlan } from './rates';
import { aRatePlan } from './test/rate-plans';
import {
  arrivalPrices,
  cheapestStay,
  flexibleDates,
  nearestWorkingStay,
  offerNights,
  offersSpan,
  type OfferRoom,
} from './stay-offers';

/**
 * This test walks hundreds of thousands of cases on purpose: about a second on a quiet machine,
 * over the default five when CI loads both cores (load 10).
 */
const HEAVY_TEST_TIMEOUT = 60_000;

const SEED = 46;
const ROUNDS = 40;
const FIRST = '2030-06-01';
/** Nights with calendar rows and sold-out nights: stays read go past them both ways. */
const WINDOW = 60;

/** mulberry32: the same seed gives the same rounds. */
function seededRandom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
}

function randomRoom(random: (below: number) => number, roomId: number): OfferRoom {
  const room = { priceCents: 1 + random(40_000), discountBasisPoints: [0, 1250, 5000][random(3)]! };
  const entries = (density: number) => {
    const rows = new Map<string, RateEntry>();
    for (let night = 0; night < WINDOW; night += 1) {
      if (random(10) >= density) continue;
      const date = addDays(FIRST, night);
      rows.set(date, {
        night: date,
        priceCents: random(3) === 0 ? null : 1 + random(30_000),
        minStay: random(5) === 0 ? 1 + random(5) : null,
        maxStay: random(8) === 0 ? 1 + random(7) : null,
        closedToArrival: random(8) === 0,
        closedToDeparture: random(10) === 0,
        closed: random(15) === 0,
      });
    }
    return rows;
  };
  const plan = (id: number, overrides: Partial<RatePlan>): RatePlan =>
    aRatePlan({
      id,
      kind: 'custom',
      name: `Plan ${id}`,
      lengthOfStayDiscounts:
        random(3) === 0 ? [{ minNights: 1 + random(5), percent: random(30) }] : [],
      onSale: random(6) !== 0,
      ...overrides,
    });
  const standard = entries(7);
  const plans: PlanCalendar[] = [
    {
      room,
      plan: plan(roomId * 10, { kind: 'standard', name: 'Standard' }),
      standard,
      own: standard,
    },
    {
      room,
      plan: plan(roomId * 10 + 1, {
        kind: 'non_refundable',
        pricing: 'percent',
        adjustmentBasisPoints: -random(3000),
      }),
      standard,
      own: entries(2),
    },
    {
      room,
      plan: plan(roomId * 10 + 2, { pricing: 'amount', adjustmentCents: random(4000) - 3000 }),
      standard,
      own: entries(3),
    },
    { room, plan: plan(roomId * 10 + 3, { pricing: 'base' }), standard, own: entries(1) },
  ];
  const freeByNight = new Map<string, number>();
  for (let night = 0; night < WINDOW; night += 1) {
    if (random(12) === 0) freeByNight.set(addDays(FIRST, night), random(2));
  }
  const units = random(10) === 0 ? 0 : 1 + random(3);
  return { roomId, fits: random(5) !== 0, onSale: random(10) !== 0, units, freeByNight, plans };
}

describe("the hotel page's nights read once", () => {
  it(
    'price and judge every stay of every plan as the calendar does',
    () => {
      const random = seededRandom(SEED);
      for (let round = 0; round < ROUNDS; round += 1) {
        const [calendar] = randomRoom(random, round + 1).plans.slice(random(4));
        const days = spanDays({ from: addDays(FIRST, 5), until: addDays(FIRST, 5 + random(50)) });
        const nights = planNights(calendar!, days);
        const onceRead: unknown[] = [];
        const fromCalendar: unknown[] = [];
        for (let arrival = 0; arrival < WINDOW; arrival += 1) {
          for (let length = 1; length <= 9; length += 1) {
            const checkIn = addDays(FIRST, arrival);
            const stay = { checkIn, checkOut: addDays(checkIn, length) };
            onceRead.push([checkIn, length, planStayOn(nights, epochDay(checkIn), length)]);
            fromCalendar.push([checkIn, length, planStay(calendar!, stay)]);
          }
        }
        expect(onceRead, `seed ${SEED}, round ${round}`).toEqual(fromCalendar);
      }
    },
    HEAVY_TEST_TIMEOUT,
  );

  it('give the same from price, nearest stays, flexible dates and month of arrivals', () => {
    const random = seededRandom(SEED + 1);
    for (let round = 0; round < ROUNDS; round += 1) {
      const rooms = Array.from({ length: 1 + random(3) }, (_, i) => randomRoom(random, i + 1));
      const checkIn = addDays(FIRST, 5 + random(40));
      const stay = { checkIn, checkOut: addDays(checkIn, 1 + random(6)) };
      const today = addDays(FIRST, random(20));
      const asked = `seed ${SEED + 1}, round ${round}`;
      const onceRead = offerNights(rooms, offersSpan(stay, today));
      const fromCalendar = offerNights(rooms, { from: FIRST, until: FIRST });
      const answers = (read: typeof onceRead) => ({
        from: cheapestStay(read, stay),
        nearest: read.map((room) =>
          room.plans.map((plan) => nearestWorkingStay(room, plan, stay, today)),
        ),
        flexible: flexibleDates(read, stay, today),
      });
      expect(answers(onceRead), asked).toEqual(answers(fromCalendar));

      const month = { from: FIRST, until: addDays(FIRST, 30 + 3 + 1) };
      expect(arrivalPrices(offerNights(rooms, month), FIRST, 30, 3, today), asked).toEqual(
        arrivalPrices(fromCalendar, FIRST, 30, 3, today),
      );
    }
  });
});
