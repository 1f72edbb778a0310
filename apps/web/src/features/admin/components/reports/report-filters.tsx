/**
 * The report's period, typed or chosen from presets. Its hotel (or all of them) is the one
 * chosen in the back office's hotel switcher.
 */
import { useId } from 'react';
import { Button } from '@/components/button';
import { DateInput } from '@/components/date-input';
import { PRESETS, presetPeriod, type ShownPeriod } from './report-periods';

// Reports reach back to the first bookings; any earlier date is a typing slip.
const EARLIEST_DAY = '2000-01-01';

interface ReportFiltersProps {
  period: ShownPeriod;
  onPeriodChange: (period: ShownPeriod) => void;
  today: string;
  /** Why the period gives no report, shown under the dates. */
  problem: string | undefined;
}

export function ReportFilters(props: ReportFiltersProps) {
  const id = useId();

  return (
    <div className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-first`} className="text-sm font-semibold text-ink">
            First day
          </label>
          <DateInput
            id={`${id}-first`}
            value={props.period.first}
            min={EARLIEST_DAY}
            onChange={(first) => props.onPeriodChange({ ...props.period, first })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-last`} className="text-sm font-semibold text-ink">
            Last day
          </label>
          <DateInput
            id={`${id}-last`}
            value={props.period.last}
            min={EARLIEST_DAY}
            onChange={(last) => props.onPeriodChange({ ...props.period, last })}
          />
        </div>
      </div>
      {props.problem && (
        <p role="alert" className="text-sm text-red-700">
          {props.problem}
        </p>
      )}
      <div role="group" aria-label="Periods" className="flex flex-wrap gap-2">
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            variant="outline"
            size="sm"
            onClick={() => props.onPeriodChange(presetPeriod(preset, props.today))}
          >
            {preset}
          </Button>
        ))}
      </div>
    </div>
  );
}
