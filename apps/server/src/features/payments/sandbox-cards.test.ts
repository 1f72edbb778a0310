import { describe, expect, it } from 'vitest';
import { brandOf, checkCard, passesLuhn } from './sandbox-cards.js';

const now = new Date('2030-06-15T12:00:00Z');
const card = (
  number: string,
  extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {},
) => checkCard({ number, expMonth: 12, expYear: 2031, cvc: '123', ...extra }, now);

describe('sandbox card checks', () => {
  it('knows the brands by their numbers', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('3566002020360505')).toBeUndefined();
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('keeps brand, last four and the test outcome', () => {
    expect(card('4242 4242 4242 4242')).toEqual({
      card: { brand: 'visa', last4: '4242', outcome: 'approve' },
    });
    expect(card('4000-0000-0000-0002')).toMatchObject({ card: { outcome: 'decline' } });
    expect(card('4000000000000341')).toMatchObject({ card: { outcome: 'capture_fail' } });
  });

  it('refuses a bad number, an expired card and a wrong CVC length', () => {
    expect(card('4242424242424241')).toMatchObject({ field: 'number' });
    expect(card('3566002020360505')).toMatchObject({
      field: 'number',
      message: 'This card brand is not accepted.',
    });
    expect(card('4242424242424242', { expMonth: 5, expYear: 2030 })).toMatchObject({
      field: 'exp',
    });
    expect(card('4242424242424242', { expMonth: 6, expYear: 30 })).toHaveProperty('card');
    expect(card('4242424242424242', { cvc: '12' })).toMatchObject({ field: 'cvc' });
    expect(card('378282246310005', { cvc: '123' })).toMatchObject({ field: 'cvc' });
    expect(card('378282246310005', { cvc: '1234' })).toHaveProperty('card');
  });
});
