/** How the calendar names nights and counts (decision 026), in one place for cells, dialog and tests. */
import type { CalendarNight } from '@staylane/domain';

/** "2 free · 1 booked · 1 held · 1 blocked": free always, the others when there are some. */
export function nightSummary(night: Pick<CalendarNight, 'free' | 'booked' | 'held' | 'blocked'>) {
  const parts = [`${night.free} free`];
  if (night.booked > 0) parts.push(`${night.booked} booked`);
  if (night.held > 0) parts.push(`${night.held} held`);
  if (night.blocked > 0) parts.push(`${night.blocked} blocked`);
  return parts.join(' · ');
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const dayMonthFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
});
const longDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "Tue" and "Dec 1" for a column heading. */
export const weekdayOf = (date: string) => weekdayFormat.format(utc(date));
export const dayMonthOf = (date: string) => dayMonthFormat.format(utc(date));
/** "Tuesday, December 1, 2026" for the dialog and labels. */
export const longDayOf = (date: string) => longDayFormat.format(utc(date));
