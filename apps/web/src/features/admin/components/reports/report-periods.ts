/**
 * The Reports tab's periods. The screen shows the first and the last day, both included, as
 * people say "March 1 to March 31"; the API's `to` is the day after the last (decision 022).
 */
import { addDays, reportQuerySchema } from '@staylane/domain';
import type { ReportQueryInput } from '@staylane/domain';

export interface ShownPeriod {
  /** First day, included. */
  first: string;
  /** Last day, included. */
  last: string;
}

export type PresetName = 'Next 30 days' | 'This month' | 'Last 12 months';

export const PRESETS: PresetName[] = ['Next 30 days', 'This month', 'Last 12 months'];

function firstOfMonth(day: string, monthsLater = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + monthsLater, 1));
  return date.toISOString().slice(0, 10);
}

/** The period a preset names, seen from `today`. */
export function presetPeriod(preset: PresetName, today: string): ShownPeriod {
  switch (preset) {
    case 'Next 30 days':
      return { first: today, last: addDays(today, 29) };
    case 'This month':
      return { first: firstOfMonth(today), last: addDays(firstOfMonth(today, 1), -1) };
    case 'Last 12 months':
      return { first: firstOfMonth(today, -11), last: addDays(firstOfMonth(today, 1), -1) };
  }
}

/** The API query for a period, or the reason there is none yet. */
export function periodQuery(
  period: ShownPeriod,
  hotelId: string,
): { query: ReportQueryInput } | { problem: string } {
  const to = /^\d{4}-\d{2}-\d{2}$/.test(period.last) ? safeNextDay(period.last) : period.last;
  const query = { ...(hotelId ? { hotelId } : {}), from: period.first, to };
  const parsed = reportQuerySchema.safeParse(query);
  if (!parsed.success) return { problem: parsed.error.issues[0]!.message };
  return { query };
}

function safeNextDay(day: string): string {
  try {
    return addDays(day, 1);
  } catch {
    return day;
  }
}

/** How many days the period has, for the heading ("31 days"). */
