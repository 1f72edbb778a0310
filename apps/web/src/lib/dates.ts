import { todayIso } from '@staylane/domain';

/**
 * Today in the visitor's own time zone: the date pickers' minimum is the visitor's today,
 * not UTC's (the server accepts any date that is today somewhere).
 */
export function localToday(now: Date = new Date()): string {
  return todayIso(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
