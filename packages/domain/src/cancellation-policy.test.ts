import { describe, expect, it } from 'vitest';
import {
  cancellationHeadline,
  cancellationOffer,
  cancellationPenaltyText,
  cancellationRefund,
  NO_FREE_CANCELLATION,
  freeCancellationUntil,
  hotelToday,
  isTimeZone,
  type CancellationPenalty,
} from './cancellation-policy';
import { cancellationPolicyPayloadSchema } from './schemas/cancellation-policy';

const policy = (
  freeCancellationDays: number,
  penalty: CancellationPenalty,
  nonRefundable = false,
) => ({
  freeCancellationDays,
  penalty,
  nonRefundable,
});

describe('freeCancellationUntil', () => {
  it.each([
    [1, '2026-03-15', '2026-03-14'],
    [0, '2026-03-15', '2026-03-15'],
    [7, '2026-03-05', '2026-02-26'],
    [2, '2028-03-01', '2028-02-28'],
    [3, '2027-01-02', '2026-12-30'],
  ])('is check-in minus %i days (check-in %s → %s)', (days, checkIn, until) => {
    expect(freeCancellationUntil({ freeCancellationDays: days }, checkIn)).toBe(until);
  });

  it('is null for a non-refundable room', () => {
    expect(freeCancellationUntil(policy(3, 'None', true), '2026-03-15')).toBeNull();
  });

  it('does not move across a daylight-saving change (calendar dates only)', () => {
    expect(freeCancellationUntil({ freeCancellationDays: 1 }, '2026-03-09')).toBe('2026-03-08');
    expect(freeCancellationUntil({ freeCancellationDays: 2 }, '2026-10-26')).toBe('2026-10-24');
  });
});

describe('cancellationRefund', () => {
  const stay = (checkIn: string, checkOut: string) => ({ checkIn, checkOut });
  const threeNights = stay('2026-06-10', '2026-06-13');

  it.each([
    // [case, policy, today, paid, refund, penalty, free]
    ['well before the deadline', policy(2, 'FirstNight'), '2026-06-01', 30_000, 30_000, 0, true],
    ['on the deadline day', policy(2, 'FirstNight'), '2026-06-08', 30_000, 30_000, 0, true],
    [
      'the day after the deadline: first night',
      policy(2, 'FirstNight'),
      '2026-06-09',
      30_000,
      20_000,
      10_000,
      false,
    ],
    [
      'after the deadline: whole stay',
      policy(2, 'WholeStay'),
      '2026-06-09',
      30_000,
      0,
      30_000,
      false,
    ],
    ['after the deadline: no penalty', policy(2, 'None'), '2026-06-09', 30_000, 30_000, 0, false],
    ['on the check-in day', policy(2, 'FirstNight'), '2026-06-10', 30_000, 20_000, 10_000, false],
    [
      'N = 0 on the check-in day is still free',
      policy(0, 'WholeStay'),
      '2026-06-10',
      30_000,
      30_000,
      0,
      true,
    ],
    ['N = 0 the day before', policy(0, 'WholeStay'), '2026-06-09', 30_000, 30_000, 0, true],
    [
      'non-refundable long before',
      policy(30, 'None', true),
      '2026-01-01',
      30_000,
      0,
      30_000,
      false,
    ],
    [
      'non-refundable on the check-in day',
      policy(0, 'None', true),
      '2026-06-10',
      30_000,
      0,
      30_000,
      false,
    ],
    ['nothing paid', policy(1, 'WholeStay'), '2026-06-10', 0, 0, 0, false],
  ] as const)('%s', (_, terms, today, paid, refund, penalty, free) => {
    expect(
      cancellationRefund({ policy: terms, stay: threeNights, paidCents: paid, today }),
    ).toEqual({
      cancellable: true,
      free,
      refundCents: refund,
      penaltyCents: penalty,
    });
  });

  it('takes the first night from what was paid, not the list price (coupon-priced)', () => {
    // 3 nights of $100 with a 15 % coupon: $255 captured; the first night is $85.
    const result = cancellationRefund({
      policy: policy(1, 'FirstNight'),
      stay: threeNights,
      paidCents: 25_500,
      today: '2026-06-10',
    });
    expect(result).toEqual({
      cancellable: true,
      free: false,
      refundCents: 17_000,
      penaltyCents: 8_500,
    });
  });

  it('leaves the cent that does not divide with the guest: refund + penalty = paid', () => {
    const result = cancellationRefund({
      policy: policy(1, 'FirstNight'),
      stay: threeNights,
      paidCents: 10_001,
      today: '2026-06-10',
    });
    expect(result).toEqual({
      cancellable: true,
      free: false,
      refundCents: 6_668,
      penaltyCents: 3_333,
    });
  });

  it.each([
    ['nights of one price', [10_000, 10_000, 10_000], 8_500],
    ['a dearer first night', [20_000, 10_000, 10_000], 12_750],
    ['a cheaper first night', [5_000, 10_000, 10_000], 5_100],
  ])(
    'takes the first night’s share of what was paid by the booked lines: %s',
    (_, lines, penalty) => {
      // $255 captured (a 15 % coupon); the penalty is paid × first night / all nights.
      const result = cancellationRefund({
        policy: policy(1, 'FirstNight'),
        stay: threeNights,
        paidCents: 25_500,
        today: '2026-06-10',
        bookedNightsCents: lines,
      });
      expect(result).toEqual({
        cancellable: true,
        free: false,
        refundCents: 25_500 - penalty,
        penaltyCents: penalty,
      });
    },
  );

  it.each([
    [1, '2026-06-11', 9_900, 0],
    [30, '2026-07-10', 90_000, 87_000],
  ])('a stay of %i nights costs its first night', (_, checkOut, paid, refund) => {
    const result = cancellationRefund({
      policy: policy(3, 'FirstNight'),
      stay: stay('2026-06-10', checkOut),
      paidCents: paid,
      today: '2026-06-09',
    });
    expect(result).toEqual({
      cancellable: true,
      free: false,
      refundCents: refund,
      penaltyCents: paid - refund,
    });
  });

  it('never refunds more than was paid, whatever the policy and the day', () => {
    const days = ['2026-05-01', '2026-06-07', '2026-06-08', '2026-06-09', '2026-06-10'];
    for (const penalty of ['FirstNight', 'WholeStay', 'None'] as const) {
      for (const nonRefundable of [false, true]) {
        for (const today of days) {
          for (const paidCents of [0, 1, 2, 99, 12_345, 1_000_001]) {
            const result = cancellationRefund({
              policy: policy(2, penalty, nonRefundable),
              stay: threeNights,
              paidCents,
              today,
            });
            if (!result.cancellable) throw new Error('expected a cancellable stay');
            expect(result.refundCents).toBeGreaterThanOrEqual(0);
            expect(result.refundCents).toBeLessThanOrEqual(paidCents);
            expect(result.refundCents + result.penaltyCents).toBe(paidCents);
          }
        }
      }
    }
  });

  it('says a stay that has started cannot be cancelled', () => {
    expect(
      cancellationRefund({
        policy: policy(1, 'None'),
        stay: threeNights,
        paidCents: 100,
        today: '2026-06-11',
      }),
    ).toEqual({ cancellable: false, reason: 'stay-started' });
  });

  it('refuses a negative or fractional amount', () => {
    const input = { policy: policy(1, 'None'), stay: threeNights, today: '2026-06-01' };
    expect(() => cancellationRefund({ ...input, paidCents: -1 })).toThrow(RangeError);
    expect(() => cancellationRefund({ ...input, paidCents: 1.5 })).toThrow(RangeError);
  });
});

describe('hotelToday', () => {
  it.each([
    // New York: clocks go forward on 2026-03-08 (EST −5 → EDT −4), back on 2026-11-01.
    ['America/New_York', '2026-03-08T04:59:59Z', '2026-03-07'],
    ['America/New_York', '2026-03-08T05:00:00Z', '2026-03-08'],
    ['America/New_York', '2026-03-09T03:59:59Z', '2026-03-08'],
    ['America/New_York', '2026-03-09T04:00:00Z', '2026-03-09'],
    ['America/New_York', '2026-11-01T03:59:59Z', '2026-10-31'],
    ['America/New_York', '2026-11-01T04:00:00Z', '2026-11-01'],
    ['America/New_York', '2026-11-02T04:59:59Z', '2026-11-01'],
    ['America/New_York', '2026-11-02T05:00:00Z', '2026-11-02'],
    // Rome: forward on 2026-03-29 (CET +1 → CEST +2), back on 2026-10-25.
    ['Europe/Rome', '2026-03-28T22:59:59Z', '2026-03-28'],
    ['Europe/Rome', '2026-03-28T23:00:00Z', '2026-03-29'],
    ['Europe/Rome', '2026-03-29T21:59:59Z', '2026-03-29'],
    ['Europe/Rome', '2026-03-29T22:00:00Z', '2026-03-30'],
    ['Europe/Rome', '2026-10-24T21:59:59Z', '2026-10-24'],
    ['Europe/Rome', '2026-10-24T22:00:00Z', '2026-10-25'],
    ['Europe/Rome', '2026-10-25T22:59:59Z', '2026-10-25'],
    ['Europe/Rome', '2026-10-25T23:00:00Z', '2026-10-26'],
    ['UTC', '2026-03-08T23:59:59Z', '2026-03-08'],
  ])('in %s at %s it is %s', (timeZone, instant, date) => {
    expect(hotelToday(timeZone, new Date(instant))).toBe(date);
  });

  it('decides a free cancellation by the hotel date, not the UTC date', () => {
    // Check-in 2026-03-09 in New York, free until 1 day before: through 2026-03-08 local.
    const terms = policy(1, 'WholeStay');
    const stay = { checkIn: '2026-03-09', checkOut: '2026-03-10' };
    const at = (instant: string) =>
      cancellationRefund({
        policy: terms,
        stay,
        paidCents: 100,
        today: hotelToday('America/New_York', new Date(instant)),
      });
    // 23:30 on 8 March in New York is already 9 March in UTC: still free.
    expect(at('2026-03-09T03:30:00Z')).toMatchObject({ free: true, refundCents: 100 });
    expect(at('2026-03-09T04:00:00Z')).toMatchObject({ free: false, refundCents: 0 });
  });
});

describe('isTimeZone', () => {
  it.each(['UTC', 'Europe/Rome', 'America/New_York', 'Asia/Tokyo'])('accepts %s', (name) => {
    expect(isTimeZone(name)).toBe(true);
  });
  it.each(['', 'Mars/Olympus', 'Europe/Rom', 42, null])('refuses %s', (name) => {
    expect(isTimeZone(name)).toBe(false);
  });
});

describe('cancellationPolicyPayloadSchema', () => {
  it('accepts a full policy, numeric text and nothing at all', () => {
    expect(
      cancellationPolicyPayloadSchema.parse({
        FreeCancellationDays: '3',
        Penalty: 'WholeStay',
        TimeZone: 'Europe/Rome',
      }),
    ).toEqual({ FreeCancellationDays: 3, Penalty: 'WholeStay', TimeZone: 'Europe/Rome' });
    expect(cancellationPolicyPayloadSchema.parse({})).toEqual({});
  });

  it.each([
    [{ FreeCancellationDays: -1 }, 'Free cancellation days must be a whole number from 0 to 365'],
    [{ FreeCancellationDays: 1.5 }, 'Free cancellation days must be a whole number from 0 to 365'],
    [{ FreeCancellationDays: 366 }, 'Free cancellation days must be a whole number from 0 to 365'],
    [{ Penalty: 'Everything' }, 'Penalty must be FirstNight, WholeStay or None'],
    [{ TimeZone: 'Mars/Olympus' }, 'TimeZone must be a time zone such as Europe/Rome'],
  ])('refuses %j', (body, message) => {
    const result = cancellationPolicyPayloadSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('cancellationOffer', () => {
  it('offers the free window through its last day', () => {
    expect(cancellationOffer(policy(2, 'FirstNight'), '2026-06-10', '2026-06-08')).toEqual({
      kind: 'free',
      until: '2026-06-08',
      throughCheckIn: false,
    });
  });

  it('offers no free cancellation once the window has closed, up to check-in', () => {
    expect(cancellationOffer(policy(2, 'FirstNight'), '2026-06-10', '2026-06-09')).toEqual({
      kind: 'closed',
    });
    expect(cancellationOffer(policy(7, 'WholeStay'), '2026-06-10', '2026-06-10')).toEqual({
      kind: 'closed',
    });
  });

  it('keeps cancelling free through check-in when the penalty is None', () => {
    expect(cancellationOffer(policy(3, 'None'), '2026-06-10', '2026-06-09')).toEqual({
      kind: 'free',
      until: '2026-06-10',
      throughCheckIn: true,
    });
  });

  it('says non-refundable whatever the day', () => {
    expect(cancellationOffer(policy(3, 'None', true), '2026-06-10', '2026-05-01')).toEqual({
      kind: 'non-refundable',
    });
  });

  it('agrees with the refund on every day before and after the window', () => {
    for (const today of ['2026-06-05', '2026-06-08', '2026-06-09', '2026-06-10']) {
      const refund = cancellationRefund({
        policy: policy(2, 'FirstNight'),
        stay: { checkIn: '2026-06-10', checkOut: '2026-06-12' },
        paidCents: 20_000,
        today,
      });
      const offer = cancellationOffer(policy(2, 'FirstNight'), '2026-06-10', today);
      expect(refund.cancellable && refund.free).toBe(offer.kind === 'free');
    }
  });
});

describe('cancellationHeadline', () => {
  const day = (date: string) => `<${date}>`;
  const headline = (days: number, nonRefundable: boolean, today: string) =>
    cancellationHeadline(
      cancellationOffer(policy(days, 'FirstNight', nonRefundable), '2026-06-10', today),
      day,
    );

  it('names the last free day while it is still ahead, or says non-refundable', () => {
    expect(headline(2, false, '2026-06-01')).toBe('Free cancellation until <2026-06-08>');
    expect(headline(2, true, '2026-06-01')).toBe('Non-refundable');
  });

  it('says there is no free cancellation once the last free day has passed', () => {
    expect(NO_FREE_CANCELLATION).toBe('No free cancellation for these dates');
    expect(headline(2, false, '2026-06-09')).toBe(NO_FREE_CANCELLATION);
    expect(headline(14, false, '2026-06-01')).toBe(NO_FREE_CANCELLATION);
  });
});

describe('cancellationPenaltyText', () => {
  it('says what cancelling costs now once the window has closed, not "after that"', () => {
    const closed = cancellationOffer(policy(7, 'FirstNight'), '2026-06-10', '2026-06-09');
    expect(cancellationPenaltyText(policy(7, 'FirstNight'), closed)).toBe(
      'Cancelling costs the first night.',
    );
    const open = cancellationOffer(policy(7, 'WholeStay'), '2026-06-10', '2026-06-01');
    expect(cancellationPenaltyText(policy(7, 'WholeStay'), open)).toBe(
      'After that, cancelling costs the whole stay.',
    );
  });
});
