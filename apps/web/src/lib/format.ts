import { centsToDollars } from '@staylane/domain';

/** Dollars as the cards show them: whole amounts without cents, others with two decimals. */
export function formatDollars(amount: number): string {
  return `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;
}

/** Cents, the app's own unit for amounts, shown as formatDollars shows dollars. */
export function formatCents(cents: number): string {
  return formatDollars(centsToDollars(cents));
}

// One way to write a day everywhere (reservations showed 2026-12-10, other screens
// Dec 10, 2026). A calendar day is read in UTC so that no time zone moves it.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const dayTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 2026-12-10 (or a timestamp's day, 2026-12-10T…) as "Dec 10, 2026". */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

/** A moment as "Dec 10, 2026, 3:05 PM" in the visitor's time zone. */
export function formatDayTime(timestamp: string): string {
  return dayTimeFormat.format(new Date(timestamp));
}
