/**
 * The rates grid's window: two to five weeks in view, moved by a week or a month, or started
 * on any day typed in the date field.
 */
import { addDays } from '@staylane/domain';
import { useId } from 'react';
import { Button } from '@/components/button';
import { DateInput } from '@/components/date-input';
import { inputClass } from '@/components/input-class';
import { dayMonthOf } from '../calendar/calendar-text';

export const RATES_WEEKS = [2, 3, 4, 5] as const;

/** The same day of another month, or that month's last day when it has no such day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

interface RatesRangeControlsProps {
  from: string;
  days: number;
  onFromChange: (from: string) => void;
  onDaysChange: (days: number) => void;
}

export function RatesRangeControls({
  from,
  days,
  onFromChange,
  onDaysChange,
}: RatesRangeControlsProps) {
  const id = useId();
  const lastNight = addDays(from, days - 1);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-weeks`} className="text-sm font-semibold text-slate-700">
          Show
        </label>
        <select
          id={`${id}-weeks`}
          className={`${inputClass} w-32`}
          value={days}
          onChange={(event) => onDaysChange(Number(event.target.value))}
        >
          {RATES_WEEKS.map((weeks) => (
            <option key={weeks} value={weeks * 7}>
              {weeks} weeks
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-from`} className="text-sm font-semibold text-slate-700">
          Starting on
        </label>
        <DateInput id={`${id}-from`} value={from} onChange={onFromChange} className="w-44" />
      </div>
      <div role="group" aria-label="Move the rates grid" className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onFromChange(addMonths(from, -1))}>
          Previous month
        </Button>
        <Button variant="outline" size="sm" onClick={() => onFromChange(addDays(from, -7))}>
          Previous week
        </Button>
        <Button variant="outline" size="sm" onClick={() => onFromChange(addDays(from, 7))}>
          Next week
        </Button>
        <Button variant="outline" size="sm" onClick={() => onFromChange(addMonths(from, 1))}>
          Next month
        </Button>
      </div>
      <p className="pb-2 text-sm font-semibold text-slate-700" aria-live="polite">
        Nights {dayMonthOf(from)} – {dayMonthOf(lastNight)}, {lastNight.slice(0, 4)}
      </p>
    </div>
  );
}
