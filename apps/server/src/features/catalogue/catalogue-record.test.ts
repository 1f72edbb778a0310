import { describe, expect, it } from 'vitest';
import { readRecord } from './catalogue-record.js';

const withReview = (review: Record<string, unknown>) => ({
  HotelName: 'Casa Azul',
  HotelId: 'CA-1',
  loc_City: 'Lima',
  loc_Country: 'Peru',
  Reviews: [
    { User: 'Ben', Rating: 3, HotelReview: 'Fine', Date: '2025-07-01T10:00:00.000Z', ...review },
  ],
});

const reviewsOf = (raw: unknown) => {
  const reading = readRecord(raw);
  if (!reading.ok) throw new Error(reading.reason);
  return reading.record.reviews;
};

describe('a review of an imported file, hidden or shown', () => {
  it('is shown without HiddenAt and HiddenReason, as in a file written to the spec', () => {
    expect(reviewsOf(withReview({}))[0]!.hidden).toBeUndefined();
    expect(
      reviewsOf(withReview({ HiddenAt: null, HiddenReason: '  ' }))[0]!.hidden,
    ).toBeUndefined();
  });

  it('is hidden since HiddenAt with its HiddenReason, as an export writes it', () => {
    const [review] = reviewsOf(
      withReview({
        HiddenAt: '2026-11-20T08:00:00.000Z',
        HiddenReason: ' Names a member of staff ',
      }),
    );
    expect(review!.hidden).toEqual({
      at: new Date('2026-11-20T08:00:00.000Z'),
      reason: 'Names a member of staff',
    });
  });

  it('is hidden from the import on when only a reason is given', () => {
    const before = Date.now();
    const [review] = reviewsOf(withReview({ HiddenReason: 'Spam' }));
    expect(review!.hidden!.reason).toBe('Spam');
    expect(review!.hidden!.at.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('rejects the hotel when a hidden review has no reason, or a reason past the limit', () => {
    expect(readRecord(withReview({ HiddenAt: '2026-11-20T08:00:00.000Z' }))).toEqual({
      ok: false,
      reason: 'Review 1: HiddenReason is required with HiddenAt',
    });
    expect(readRecord(withReview({ HiddenReason: 'x'.repeat(501) }))).toEqual({
      ok: false,
      reason: 'Review 1: HiddenReason must be at most 500 characters long',
    });
    expect(readRecord(withReview({ HiddenAt: 'yesterday', HiddenReason: 'Spam' }))).toEqual({
      ok: false,
      reason: 'Review 1: HiddenAt must be a date',
    });
  });
});

const withRoomPlans = (ratePlans: unknown) => ({
  ...withReview({}),
  Rooms: [
    { RoomName: 'Double', OriginalPricePerNight: '120', RoomImg: '' },
    { RoomName: 'Suite', OriginalPricePerNight: 300, RoomImg: '', RatePlans: ratePlans },
  ],
});

describe("a room's rate plans in an imported file", () => {
  it('leaves a room without RatePlans as it is, as in a file written to the spec', () => {
    const reading = readRecord(withRoomPlans(null));
    expect(reading.ok && reading.record.ratePlans).toEqual([undefined, undefined]);
  });

  it('reads plans as the export writes them, numbers as text included', () => {
    const reading = readRecord(
      withRoomPlans([
        { kind: 'standard', name: 'Standard', refundable: true },
        {
          kind: 'non_refundable',
          name: 'Non-refundable',
          refundable: false,
          pricing: 'percent',
          adjustmentBasisPoints: '-1000',
          rates: [{ night: '2031-06-06', priceCents: '19900', minStay: 2 }],
        },
      ]),
    );
    if (!reading.ok) throw new Error(reading.reason);
    const [, suite] = reading.record.ratePlans;
    expect(suite!.map((plan) => [plan.kind, plan.adjustmentBasisPoints, plan.rates])).toEqual([
      ['standard', 0, []],
      [
        'non_refundable',
        -1000,
        [
          {
            night: '2031-06-06',
            priceCents: 19_900,
            minStay: 2,
            maxStay: null,
            closedToArrival: false,
            closedToDeparture: false,
            closed: false,
          },
        ],
      ],
    ]);
  });

  it.each([
    ['a text', 'Standard', 'Room 2: RatePlans must be a list'],
    ['a plan without a name', [{ refundable: true }], 'Room 2: Rate plan 1: Name is required'],
    [
      'a night that is not a date',
      [{ name: 'Standard', refundable: true, rates: [{ night: '2031-02-30' }] }],
      'Room 2: Rate plan 1: From and to must be dates (yyyy-mm-dd)',
    ],
    [
      'a minimum stay above the maximum',
      [
        {
          name: 'Flex',
          refundable: true,
          rates: [{ night: '2031-06-06', minStay: 5, maxStay: 2 }],
        },
      ],
      'Room 2: Rate plan 1: Minimum stay cannot be above maximum stay',
    ],
  ])('rejects the hotel for %s, naming the room and plan', (_label, ratePlans, reason) => {
    expect(readRecord(withRoomPlans(ratePlans))).toEqual({ ok: false, reason });
  });
});
