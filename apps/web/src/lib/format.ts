import { centsToDollars } from '@staylane/domain';

/** Dollars as the cards show them: whole amounts without cents, others with two decimals. */
export function formatDollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** Cents, the app's own unit for amounts, shown as formatDollars shows dollars. */
export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}
