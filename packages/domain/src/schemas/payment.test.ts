import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../test/messages';
import { cardExpired, cardSchema, checkoutRequestSchema } from './payment';

const HOLD_ID = '0b6c3f7e-3d2a-4b8e-9a51-2f6a7c1d9e40';

describe('cardSchema', () => {
  const valid = { number: '4242 4242 4242 4242', expMonth: '04', expYear: '29', cvc: '123' };

  it('keeps the digits of the number and makes the year four digits', () => {
    expect(cardSchema.parse(valid)).toEqual({
      number: '4242424242424242',
      expMonth: 4,
      expYear: 2029,
      cvc: '123',
    });
    expect(
      cardSchema.parse({ ...valid, expYear: 2031, expMonth: 12, name: ' Ana ' }),
    ).toMatchObject({
      expYear: 2031,
      expMonth: 12,
      name: 'Ana',
    });
  });

  it.each([
    [{ number: '4242' }, { number: 'Enter a valid card number' }],
    [{ number: '4242 4242 4242 424x' }, { number: 'Enter a valid card number' }],
    [{ expMonth: '13' }, { expMonth: 'Enter a valid expiry month' }],
    [{ expMonth: 0 }, { expMonth: 'Enter a valid expiry month' }],
    [{ expYear: '202' }, { expYear: 'Enter a valid expiry year' }],
    [{ expYear: 'soon' }, { expYear: 'Enter a valid expiry year' }],
    [{ cvc: '12' }, { cvc: 'Enter a valid CVC' }],
    [{ cvc: '12345' }, { cvc: 'Enter a valid CVC' }],
  ])('refuses %j', (change, fields) => {
    expect(fieldMessages(cardSchema, { ...valid, ...change })).toEqual(fields);
  });

  it('tells an expired card from one valid to the end of its month', () => {
    const now = new Date('2026-05-20T00:00:00Z');
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(12, 2025, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
  });
});

describe('checkoutRequestSchema', () => {
  const valid = { paymentMethod: 'pm_123', amount: 27_500, holdId: HOLD_ID };

  it('accepts a checkout with or without a coupon', () => {
    expect(checkoutRequestSchema.parse(valid)).toEqual(valid);
    expect(checkoutRequestSchema.parse({ ...valid, coupon: null, source: 'web' })).toMatchObject({
      coupon: null,
    });
  });

  it('reads an amount sent as numeric text', () => {
    expect(checkoutRequestSchema.parse({ ...valid, amount: '27500' }).amount).toBe(27_500);
  });

  it.each([
    [{ amount: 275.5 }, { amount: 'amount must be a whole number of cents' }],
    [{ amount: '275.5' }, { amount: 'amount must be a whole number of cents' }],
    [{ amount: '27500abc' }, { amount: 'amount must be a whole number of cents' }],
    [{ amount: '' }, { amount: 'amount must be a whole number of cents' }],
    [{ amount: -1 }, { amount: 'amount must be a whole number of cents' }],
    [{ holdId: 'abc' }, { holdId: 'holdId must be the id of a hold' }],
    [{ paymentMethod: '' }, { paymentMethod: 'paymentMethod is required' }],
  ])('refuses %j', (change, fields) => {
    expect(fieldMessages(checkoutRequestSchema, { ...valid, ...change })).toEqual(fields);
  });

  it('refuses unknown fields', () => {
    expect(checkoutRequestSchema.safeParse({ ...valid, price: 1 }).success).toBe(false);
  });
});
