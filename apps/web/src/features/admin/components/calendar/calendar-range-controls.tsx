/** The calendar's range: how many nights, and a week back or on, or back to today. */
import { addDays } from '@staylane/domain';
import { useId } from 'react';
import { Button } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { dayMonthOf } from './calendar-text';

export const CALENDAR_PERIODS = [
  { nights: 14, label: '2 weeks' },
  { nights: 28, label: '4 weeks' },
  { nights: 61, label: '2 months' },
] as const;

interface CalendarRangeControlsProps {
  from: string;
  nights: number;
  onFromChange: (from: string) => void;
  onNightsChange: (nights: number) => void;
  onToday: () => void;
}

export function CalendarRangeControls({
  from,
  nights,
  onFromChange,
  onNightsChange,
  onToday,
}: CalendarRangeControlsProps) {
  const id = useId();
  const lastNight = addDays(from, nights - 1);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-period`} className="text-sm font-semibold text-slate-700">
          Show
        </label>
        <select
          id={`${id}-period`}
          className={`${inputClass} w-36`}
          value={nights}
          onChange={(event) => onNightsChange(Number(event.target.value))}
        >
          {CALENDAR_PERIODS.map((period) => (
            <option key={period.nights} value={period.nights}>
              {period.label}
            </option>
          ))}
        </select>
      </div>
      <div role="group" aria-label="Move the calendar" className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onFromChange(addDays(from, -7))}>
          Previous week
        </Button>
        <Button variant="outline" onClick={onToday}>
          Today
        </Button>
        <Button variant="outline" onClick={() => onFromChange(addDays(from, 7))}>
          Next week
        </Button>
      </div>
      <p className="pb-2.5 text-sm font-semibold text-slate-700" aria-live="polite">
        Nights {dayMonthOf(from)} – {dayMonthOf(lastNight)}, {lastNight.slice(0, 4)}
      </p>
    </div>
  );
}
