import { describe, expect, it } from 'vitest';
import { formatCountdown } from './hold-countdown';
import { cardProblems, formatCardNumber, formatExpiry } from './sandbox-card-form';

describe('sandbox card form', () => {
  it('groups the card number by four and writes the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1239')).toBe('12/39');
    expect(formatExpiry('1')).toBe('1');
  });

  it('names the field that is wrong', () => {
    expect(cardProblems({ number: '4242', exp: '13/30', cvc: '1' })).toEqual({
      number: 'Enter a valid card number',
      exp: 'Enter the expiration as MM/YY',
      cvc: 'Enter a valid CVC',
    });
    expect(cardProblems({ number: '4242 4242 4242 4242', exp: '01/20', cvc: '123' })).toEqual({
      exp: 'Your card has expired.',
    });
    expect(cardProblems({ number: '4242 4242 4242 4242', exp: '12/39', cvc: '123' })).toEqual({});
  });
});

describe('hold countdown', () => {
  it('shows minutes and seconds, never below zero', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(9_000)).toBe('00:09');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});
