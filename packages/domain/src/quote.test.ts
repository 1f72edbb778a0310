import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import type { StayPrice } from './pricing';
import { baseRates, quoteStay, STANDARD_RATE_PLAN, type StayRates } from './quote';
import { priceWire } from './wire/checkout';
import { percentToBasisPoints } from './wire/money';
import { stayQuoteSchema } from './wire/quote';

/** The figures as the spec states its rule: base in dollars with cents, the rest whole dollars. */
interface SpecFigures {
  nights: number;
  basePrice: number;
  discount: number;
  tax: number;
  finalPrice: number;
  amountCents: number;
}

type Row = [
  string,
  { cents: number; discount: number; nights: number; coupon?: number },
  SpecFigures,
];

/** A stay of `nights` nights (any dates: the price depends on the count only). */
const stayOf = (nights: number) => ({
  checkIn: '2030-01-01',
  checkOut: addDays('2030-01-01', nights),
});

/** `discount` is the spec's percent (12.5), priced in basis points as the rooms table keeps it. */
function priceOf(cents: number, discount: number, nights: number, coupon?: number): StayPrice {
  const room = {
    priceCents: cents,
    discountBasisPoints: percentToBasisPoints(discount),
    nonRefundable: false,
  };
  return quoteStay(baseRates(room, stayOf(nights)), coupon ? { code: 'C', percent: coupon } : null);
}

/** The breakdown in the spec's units (the wire's), to compare with figures worked out by hand. */
function specFigures(price: StayPrice): SpecFigures {
  const { couponPercent: _coupon, ...figures } = priceWire(price);
  return figures;
}

// Expected figures worked out by hand from design §5.
const rows: Row[] = [
  [
    'one night, no discount',
    { cents: 10_000, discount: 0, nights: 1 },
    { nights: 1, basePrice: 100, discount: 0, tax: 0, finalPrice: 100, amountCents: 10_000 },
  ],
  [
    'fractional price over three nights with 10 %',
    { cents: 9_999, discount: 10, nights: 3 },
    // base 299.97, discount floor(29.997) = 29, tax floor(5.51) = 5, final floor(275.97)
    { nights: 3, basePrice: 299.97, discount: 29, tax: 5, finalPrice: 275, amountCents: 27_500 },
  ],
  [
    'the same stay with the 15 % coupon',
    { cents: 9_999, discount: 10, nights: 3, coupon: 15 },
    // 275.97 − 44.9955 = 230.9745
    { nights: 3, basePrice: 299.97, discount: 29, tax: 5, finalPrice: 230, amountCents: 23_000 },
  ],
  [
    '100 % discount leaves only the tax',
    { cents: 20_000, discount: 100, nights: 2 },
    { nights: 2, basePrice: 400, discount: 400, tax: 76, finalPrice: 76, amountCents: 7_600 },
  ],
  [
    '100 % discount with coupon',
    { cents: 20_000, discount: 100, nights: 2, coupon: 15 },
    { nights: 2, basePrice: 400, discount: 400, tax: 76, finalPrice: 16, amountCents: 1_600 },
  ],
  [
    '100 % discount with coupon never goes below zero',
    { cents: 1_000, discount: 100, nights: 1, coupon: 15 },
    // tax floor(1.9) = 1; 1 − 1.5 = −0.5
    { nights: 1, basePrice: 10, discount: 10, tax: 1, finalPrice: 0, amountCents: 0 },
  ],
  [
    'one cent a night for thirty nights',
    { cents: 1, discount: 0, nights: 30 },
    { nights: 30, basePrice: 0.3, discount: 0, tax: 0, finalPrice: 0, amountCents: 0 },
  ],
  [
    'one cent a night with the coupon',
    { cents: 1, discount: 0, nights: 1, coupon: 15 },
    { nights: 1, basePrice: 0.01, discount: 0, tax: 0, finalPrice: 0, amountCents: 0 },
  ],
  [
    '4.10 × 30, which floating point makes 122.99999999999999',
    { cents: 410, discount: 0, nights: 30 },
    { nights: 30, basePrice: 123, discount: 0, tax: 0, finalPrice: 123, amountCents: 12_300 },
  ],
  [
    '4.10 × 30 with 10 %, also floored wrongly by floating point',
    { cents: 410, discount: 10, nights: 30 },
    { nights: 30, basePrice: 123, discount: 12, tax: 2, finalPrice: 113, amountCents: 11_300 },
  ],
  [
    'coupon share that makes a whole dollar',
    { cents: 2_000, discount: 0, nights: 1, coupon: 15 },
    // 20 − 3 = 17 exactly
    { nights: 1, basePrice: 20, discount: 0, tax: 0, finalPrice: 17, amountCents: 1_700 },
  ],
  [
    'a two-decimal price at a 12.5 % discount for three nights',
    { cents: 12_050, discount: 12.5, nights: 3 },
    // base 361.50, discount floor(45.1875) = 45, tax floor(8.55) = 8, final floor(324.5)
    { nights: 3, basePrice: 361.5, discount: 45, tax: 8, finalPrice: 324, amountCents: 32_400 },
  ],
  [
    'the same stay with the 15 % coupon',
    { cents: 12_050, discount: 12.5, nights: 3, coupon: 15 },
    // 324.5 − 54.225 = 270.275
    { nights: 3, basePrice: 361.5, discount: 45, tax: 8, finalPrice: 270, amountCents: 27_000 },
  ],
  [
    'a 33.33 % discount',
    { cents: 9_999, discount: 33.33, nights: 1 },
    // discount floor(33.326667) = 33, tax floor(6.27) = 6, final floor(72.99)
    { nights: 1, basePrice: 99.99, discount: 33, tax: 6, finalPrice: 72, amountCents: 7_200 },
  ],
  [
    '156.25 at 36.48 %, exactly 57 dollars off, which floating point floors to 56',
    { cents: 15_625, discount: 36.48, nights: 1 },
    // tax floor(10.83) = 10, final floor(156.25 − 57 + 10) = floor(109.25)
    { nights: 1, basePrice: 156.25, discount: 57, tax: 10, finalPrice: 109, amountCents: 10_900 },
  ],
  [
    'a 0.01 % discount rounds to nothing on a small stay',
    { cents: 50_000, discount: 0.01, nights: 2 },
    // 1000 × 0.0001 = 0.1 → 0
    { nights: 2, basePrice: 1000, discount: 0, tax: 0, finalPrice: 1000, amountCents: 100_000 },
  ],
  [
    'zero nights costs nothing',
    { cents: 5_000, discount: 20, nights: 0 },
    { nights: 0, basePrice: 0, discount: 0, tax: 0, finalPrice: 0, amountCents: 0 },
  ],
];

describe("quoteStay of today's rates: the spec's rule (design §5)", () => {
  it.each(rows)('prices %s', (_name, input, expected) => {
    const price = priceOf(input.cents, input.discount, input.nights, input.coupon);
    expect(specFigures(price)).toEqual(expected);
    expect(price.couponPercent).toBe(input.coupon ?? 0);
  });

  // An independent reference in BigInt over exact rationals, for every length of stay.
  function reference(cents: number, discount: number, nights: number, coupon: number) {
    const base = BigInt(cents * nights);
    const d = (base * BigInt(percentToBasisPoints(discount))) / 1_000_000n;
    const tax = (d * 19n) / 100n;
    const scaled = base * 100n - d * 10_000n + tax * 10_000n - base * BigInt(coupon);
    const final = scaled <= 0n ? 0n : scaled / 10_000n;
    return { discount: Number(d), tax: Number(tax), finalPrice: Number(final) };
  }

  const sweep = Array.from({ length: 30 }, (_, i) => i + 1).flatMap((nights) =>
    [
      [9_999, 0, 0],
      [9_999, 20, 15],
      [1, 100, 15],
      [12_345, 100, 0],
      [410, 35, 15],
      [12_050, 12.5, 0],
      [9_999, 33.33, 15],
      [15_625, 36.48, 15],
      [1, 0.01, 0],
    ].map(([cents, discount, coupon]) => [nights, cents!, discount!, coupon!] as const),
  );

  it.each(sweep)(
    'agrees with the exact reference for %i nights at %i cents, %i %%, coupon %i',
    (nights, cents, discount, coupon) => {
      const price = specFigures(priceOf(cents, discount, nights, coupon));
      expect(price).toMatchObject(reference(cents, discount, nights, coupon));
      expect(price.basePrice).toBe((cents * nights) / 100);
      expect(price.amountCents).toBe(price.finalPrice * 100);
    },
  );

  it('uses the whole days between the dates across month end, year end and DST changes', () => {
    const stays: [string, string, number][] = [
      ['2026-01-30', '2026-02-02', 3],
      ['2026-12-30', '2027-01-02', 3],
      ['2026-03-28', '2026-03-30', 2],
      ['2026-10-24', '2026-10-26', 2],
      ['2028-02-28', '2028-03-01', 2],
    ];
    for (const [checkIn, checkOut, nights] of stays) {
      const room = { priceCents: 9_999, discountBasisPoints: 1_000, nonRefundable: false };
      const price = quoteStay(baseRates(room, { checkIn, checkOut }));
      expect(price.nights).toBe(nights);
      expect(price.baseCents).toBe(9_999 * nights);
    }
  });

  it('refuses inputs that are not whole numbers in range', () => {
    expect(() => priceOf(99.5, 0, 1)).toThrow(RangeError);
    expect(() => priceOf(100, 101, 1)).toThrow(RangeError);
    const stay = stayOf(1);
    const room = (discountBasisPoints: number) => ({
      priceCents: 100,
      discountBasisPoints,
      nonRefundable: false,
    });
    expect(() => quoteStay(baseRates(room(12.5), stay))).toThrow(RangeError);
    expect(() => quoteStay(baseRates(room(10_001), stay))).toThrow(RangeError);
    expect(() => priceOf(100, 0, -1)).toThrow(RangeError);
    expect(() => priceOf(100, 0, 1, -5)).toThrow(RangeError);
  });
});

describe('quoteStay: the lines, the plan and the coupon', () => {
  const room = { priceCents: 12_050, discountBasisPoints: 1_250, nonRefundable: false };
  const coupon = { code: 'STAYLANE15', percent: 15 };

  it.each([
    [1, '2030-05-01', '2030-05-02', '2030-05-01'],
    [30, '2030-05-01', '2030-05-31', '2030-05-30'],
  ])(
    'quotes %i nights one line each, from check-in to the night before check-out',
    (nights, checkIn, checkOut, lastNight) => {
      const quote = quoteStay(baseRates(room, { checkIn, checkOut }), coupon);
      expect(quote.nights).toBe(nights);
      expect(quote.lines).toHaveLength(nights);
      expect(quote.lines[0]).toEqual({ date: checkIn, ratePlan: 'Standard', priceCents: 12_050 });
      expect(quote.lines.at(-1)!.date).toBe(lastNight);
      expect(quote.baseCents).toBe(12_050 * nights);
      expect(quote).toMatchObject({ couponCode: 'STAYLANE15', couponPercent: 15 });
    },
  );

  it.each([
    [false, true],
    [true, false],
  ])(
    'names the Standard plan, non-refundable room %s → refundable %s',
    (nonRefundable, refundable) => {
      const quote = quoteStay(baseRates({ ...room, nonRefundable }, stayOf(2)));
      expect(quote.ratePlan).toEqual({ name: STANDARD_RATE_PLAN, refundable });
      expect(quote.couponCode).toBeNull();
    },
  );

  it('adds nights of different prices (a stay across a price change) before the spec’s rule', () => {
    const rates: StayRates = {
      checkIn: '2030-06-05',
      checkOut: '2030-06-08',
      ratePlan: { name: 'Standard', refundable: true },
      discountBasisPoints: 1_000,
      lines: [
        { date: '2030-06-05', ratePlan: 'Standard', priceCents: 10_000 },
        { date: '2030-06-06', ratePlan: 'Standard', priceCents: 10_000 },
        { date: '2030-06-07', ratePlan: 'Standard', priceCents: 14_999 },
      ],
    };
    // base 349.99, discount floor(34.999) = 34, tax floor(6.46) = 6, final floor(321.99) = 321;
    // with 15 %: 321.99 − 52.4985 = 269.4915 → 269.
    expect(specFigures(quoteStay(rates))).toEqual({
      nights: 3,
      basePrice: 349.99,
      discount: 34,
      tax: 6,
      finalPrice: 321,
      amountCents: 32_100,
    });
    expect(quoteStay(rates, coupon).finalCents).toBe(26_900);
  });

  it('quotes a stored quote again to the same figures, and with another coupon on the same nights', () => {
    const held = quoteStay(baseRates(room, stayOf(3)), coupon);
    const stored = stayQuoteSchema.parse(JSON.parse(JSON.stringify(held)));
    expect(quoteStay(stored, coupon)).toEqual(held);
    const without = quoteStay(stored);
    expect(without.lines).toEqual(held.lines);
    expect(without).toMatchObject({ couponCode: null, couponPercent: 0, finalCents: 32_400 });
  });

  it.each<[string, (rates: StayRates) => StayRates]>([
    ['a night missing', (rates) => ({ ...rates, lines: rates.lines.slice(1) })],
    ['a night too many', (rates) => ({ ...rates, lines: [...rates.lines, rates.lines[0]!] })],
    ['a night out of order', (rates) => ({ ...rates, lines: [rates.lines[1]!, rates.lines[0]!] })],
    [
      'a price in fractions of a cent',
      (rates) => ({ ...rates, lines: rates.lines.map((line) => ({ ...line, priceCents: 99.5 })) }),
    ],
    [
      'a negative price',
      (rates) => ({ ...rates, lines: rates.lines.map((line) => ({ ...line, priceCents: -1 })) }),
    ],
  ])('refuses rates with %s rather than charge a wrong figure', (_name, spoil) => {
    expect(() => quoteStay(spoil(baseRates(room, stayOf(2))))).toThrow(RangeError);
  });
});
