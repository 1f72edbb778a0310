/**
 * Card checks of the sandbox provider: Luhn, expiry, CVC length and brand from the number, plus
 * the test numbers that decide an outcome (as providers' own test cards do).
 */
import type { CardInput } from './payment-provider.js';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';
/** approve; decline at authorization; fail at capture (for fault tests). */
export type SandboxOutcome = 'approve' | 'decline' | 'capture_fail';

export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  brand: 'This card brand is not accepted.',
  expiry: 'Your card has expired.',
  cvc: "Your card's security code is invalid.",
} as const;

const TEST_OUTCOMES: Record<string, SandboxOutcome> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'decline',
  '4000000000000341': 'capture_fail',
};

export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): CardBrand | undefined {
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) {
    return 'mastercard';
  }
  if (/^(6011|65\d{2}|64[4-9]\d)\d{12,15}$/.test(digits)) return 'discover';
  return undefined;
}

export interface CheckedCard {
  brand: CardBrand;
  last4: string;
  outcome: SandboxOutcome;
}

/** The card's brand, last four digits and outcome, or the field and message that is wrong. */
export function checkCard(
  card: CardInput,
  now: Date = new Date(),
): { card: CheckedCard } | { field: 'number' | 'exp' | 'cvc'; message: string } {
  const digits = digitsOf(card.number);
  if (!passesLuhn(digits)) return { field: 'number', message: CARD_MESSAGES.number };
  const brand = brandOf(digits);
  if (!brand) return { field: 'number', message: CARD_MESSAGES.brand };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < thisMonth) {
    return { field: 'exp', message: CARD_MESSAGES.expiry };
  }
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { field: 'cvc', message: CARD_MESSAGES.cvc };
  }
  return { card: { brand, last4: digits.slice(-4), outcome: TEST_OUTCOMES[digits] ?? 'approve' } };
}
