/**
 * The bulk edit's weekdays, Monday first as hotels plan their weeks, with shortcuts for the
 * whole week, the weekend nights (Friday, Saturday) and the nights between.
 */
import { useId } from 'react';
import { Button } from '@/components/button';

/** The night's weekday as the server counts it: 0 Sunday … 6 Saturday. */
const WEEKDAYS = [
  { day: 1, short: 'Mon', long: 'Monday' },
  { day: 2, short: 'Tue', long: 'Tuesday' },
  { day: 3, short: 'Wed', long: 'Wednesday' },
  { day: 4, short: 'Thu', long: 'Thursday' },
  { day: 5, short: 'Fri', long: 'Friday' },
  { day: 6, short: 'Sat', long: 'Saturday' },
  { day: 0, short: 'Sun', long: 'Sunday' },
] as const;

export const WEEKEND_NIGHTS = [5, 6];
const WEEK_NIGHTS = [0, 1, 2, 3, 4];

interface WeekdayPickerProps {
  chosen: number[];
  error?: string;
  onChange: (chosen: number[]) => void;
}

export function WeekdayPicker({ chosen, error, onChange }: WeekdayPickerProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-700">Nights of the week</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {WEEKDAYS.map(({ day, short, long }) => (
          <div key={day} className="flex items-center gap-1.5">
            <input
              id={`${id}-${day}`}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={chosen.includes(day)}
              aria-label={long}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, day].sort()
                    : chosen.filter((other) => other !== day),
                )
              }
            />
            <label htmlFor={`${id}-${day}`} aria-hidden className="text-sm text-slate-800">
              {short}
            </label>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" size="sm" onClick={() => onChange([0, 1, 2, 3, 4, 5, 6])}>
          Every night
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(WEEKEND_NIGHTS)}>
          Weekend nights (Fri, Sat)
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(WEEK_NIGHTS)}>
          Sun to Thu
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
