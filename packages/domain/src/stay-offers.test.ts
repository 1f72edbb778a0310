import { describe, expect, it } from 'vitest';
import { NO_RESTRICTIONS, type PlanCalendar, type RateEntry } from './rates';
import {
  cheapestRoomStay,
  cheapestStay,
  flexibleDates,
  nearestWorkingStay,
  offerNights,
  offersSpan,
  roomFreeFor,
  type OfferRoom,
} from './stay-offers';
import { aRatePlan } from './test/rate-plans';

const rows = (entries: Array<Partial<RateEntry> & { night: string }>) =>
  new Map(
    entries.map((entry) => [entry.night, { ...NO_RESTRICTIONS, priceCents: null, ...entry }]),
  );

/** A room of one unit at $100 a night whose Standard plan has these calendar rows. */
function room(
  standardRows: Array<Partial<RateEntry> & { night: string }> = [],
  overrides: Partial<OfferRoom> = {},
): OfferRoom {
  const standard = rows(standardRows);
  const calendar: PlanCalendar = {
    room: { priceCents: 10_000, discountBasisPoints: 0 },
    plan: aRatePlan(),
    standard,
    own: standard,
  };
  const nonRefundable: PlanCalendar = {
    ...calendar,
    plan: aRatePlan({
      id: 2,
      kind: 'non_refundable',
      pricing: 'percent',
      adjustmentBasisPoints: -1000,
    }),
    own: new Map(),
  };
  return {
    roomId: 7,
    fits: true,
    onSale: true,
    units: 1,
    freeByNight: new Map(),
    plans: [calendar, nonRefundable],
    ...overrides,
  };
}

const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });

/** The room's nights over the span the hotel page reads for this stay. */
const nightsOf = (
  offered: OfferRoom,
  asked: { checkIn: string; checkOut: string },
  today: string,
) => offerNights([offered], offersSpan(asked, today))[0]!;

describe('the cheapest bookable stay', () => {
  it.each([
    ['any room that fits', room(), 18_000],
    ['none when the party does not fit', room([], { fits: false }), null],
    [
      'none when a night is sold out',
      room([], { freeByNight: new Map([['2030-06-02', 0]]) }),
      null,
    ],
    ['none when the room is not on sale', room([], { onSale: false }), null],
    [
      'none when the rules refuse the arrival',
      room([{ night: '2030-06-01', closedToArrival: true }]),
      null,
    ],
    [
      'the calendar price, less 10 % for the derived plan',
      room([{ night: '2030-06-01', priceCents: 20_000 }]),
      27_000,
    ],
  ])('%s', (_name, offered, total) => {
    const asked = stay('2030-06-01', '2030-06-03');
    const rooms = [nightsOf(offered, asked, '2030-05-20')];
    expect(cheapestStay(rooms, asked)?.totalCents ?? null).toBe(total);
  });
});

describe('a room’s own cheapest stay', () => {
  const june = stay('2030-06-01', '2030-06-03');
  it('answers the cheapest plan with its per-night average and its base’s before reductions', () => {
    // $100 nights, the Non-refundable plan 10 % less, a 10 % Discount: base $180, discount
    // $18, the spec's tax $3 (19 % of it, floored to the dollar): $165.
    const discounted = room([], {});
    const withDiscount: OfferRoom = {
      ...discounted,
      plans: discounted.plans.map((calendar) => ({
        ...calendar,
        room: { priceCents: 10_000, discountBasisPoints: 1_000 },
      })),
    };
    expect(cheapestRoomStay(nightsOf(withDiscount, june, '2030-05-20'), june)).toEqual({
      ratePlanId: 2,
      totalCents: 16_500,
      perNightCents: 8_250,
      basePerNightCents: 9_000,
    });
  });

  it('is the price itself for nights priced by the calendar, which the Discount leaves alone', () => {
    const seasonal = room([
      { night: '2030-06-01', priceCents: 26_000 },
      { night: '2030-06-02', priceCents: 26_000 },
    ]);
    expect(cheapestRoomStay(nightsOf(seasonal, june, '2030-05-20'), june)).toMatchObject({
      perNightCents: 23_400,
      basePerNightCents: 23_400,
    });
  });

  it('shows no reduction where only the total’s flooring to whole dollars took cents off', () => {
    // $150.65 and $150.70 by the calendar: $301.35, charged $301 (product §9 floors the total).
    const seasonal = room([
      { night: '2030-06-01', priceCents: 15_065 },
      { night: '2030-06-02', priceCents: 15_070 },
    ]);
    const standardOnly = { ...seasonal, plans: [seasonal.plans[0]!] };
    expect(cheapestRoomStay(nightsOf(standardOnly, june, '2030-05-20'), june)).toMatchObject({
      totalCents: 30_100,
      perNightCents: 15_050,
      basePerNightCents: 15_050,
    });
  });
});

describe('the nearest stay that works', () => {
  it.each([
    [
      'the same arrival for the minimum',
      [{ night: '2030-06-10', minStay: 3 }],
      {},
      stay('2030-06-10', '2030-06-13'),
    ],
    [
      'the day before a closed arrival, earlier first',
      [{ night: '2030-06-10', closedToArrival: true }],
      {},
      stay('2030-06-09', '2030-06-11'),
    ],
    [
      'past a sold-out night',
      [{ night: '2030-06-10', closedToArrival: true }],
      { freeByNight: new Map([['2030-06-09', 0]]) },
      stay('2030-06-11', '2030-06-13'),
    ],
    [
      'never before today',
      [{ night: '2030-06-10', closedToArrival: true }],
      { today: '2030-06-10' },
      stay('2030-06-11', '2030-06-13'),
    ],
  ] as const)('%s', (_name, calendarRows, options, expected) => {
    const { today = '2030-06-01', ...overrides } = options as {
      today?: string;
      freeByNight?: Map<string, number>;
    };
    const asked = stay('2030-06-10', '2030-06-12');
    const offered = nightsOf(room([...calendarRows], overrides), asked, today);
    expect(nearestWorkingStay(offered, offered.plans[0]!, asked, today)).toMatchObject(expected);
  });

  it('gives up beyond its reach', () => {
    const closed = Array.from({ length: 40 }, (_, day) => ({
      night: `2030-06-${String(day + 1).padStart(2, '0')}`,
      closed: true,
    })).filter((entry) => entry.night <= '2030-06-30');
    const asked = stay('2030-06-15', '2030-06-16');
    const offered = nightsOf(room(closed), asked, '2030-06-01');
    expect(nearestWorkingStay(offered, offered.plans[0]!, asked, '2030-06-01', 5)).toBeNull();
  });
});

describe('the flexible dates', () => {
  it('lists arrivals three days either side from today on, the first cheapest marked', () => {
    const offered = room([
      { night: '2030-06-09', priceCents: 5_000 },
      { night: '2030-06-11', priceCents: 5_000 },
      { night: '2030-06-12', closedToArrival: true },
    ]);
    const asked = stay('2030-06-10', '2030-06-11');
    const strip = flexibleDates([nightsOf(offered, asked, '2030-06-08')], asked, '2030-06-08');
    expect(
      strip.map(({ checkIn, totalCents, cheapest }) => [checkIn, totalCents, cheapest]),
    ).toEqual([
      ['2030-06-08', 9_000, false],
      ['2030-06-09', 4_500, true],
      ['2030-06-10', 9_000, false],
      ['2030-06-11', 4_500, false],
      ['2030-06-12', null, false],
      ['2030-06-13', 9_000, false],
    ]);
    expect(roomFreeFor(offered, stay('2030-06-10', '2030-06-11'))).toBe(true);
  });
});
