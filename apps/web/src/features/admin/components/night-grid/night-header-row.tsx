/**
 * The row of nights heading the back office's grids of nights (the availability calendar, the
 * rates grid): the corner's label, then each night's weekday and date, its weekend and today
 * marked. One component, so the two grids read alike and change together.
 */
import { dayMonthOf, weekdayOf } from '../calendar/calendar-text';

/**
 * Friday and Saturday nights: the nights a weekend stay is made of, which hotels price apart
 * (a Sunday night is a work-week night: its guests leave on Monday).
 */
export function isWeekendNight(date: string) {
  return [5, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
}

interface NightHeaderRowProps {
  /** What the first column lists ("Room type", "Rate plan"). */
  label: string;
  nights: readonly string[];
  today: string;
}

export function NightHeaderRow({ label, nights, today }: NightHeaderRowProps) {
  return (
    <tr>
      <th
        scope="col"
        className="sticky left-0 z-20 min-w-28 border-b border-slate-200 bg-white px-3 py-2 text-left font-semibold text-slate-700 sm:min-w-48"
      >
        {label}
      </th>
      {nights.map((night) => {
        const weekend = isWeekendNight(night);
        return (
          <th
            key={night}
            scope="col"
            className={`min-w-20 border-b border-l border-slate-200 px-2 py-2 text-center font-semibold ${
              weekend ? 'bg-amber-50' : 'bg-white'
            } ${night === today ? 'text-brand-800' : 'text-slate-700'}`}
          >
            <span className="block text-xs font-normal text-slate-600">{weekdayOf(night)}</span>
            <span className="block whitespace-nowrap">{dayMonthOf(night)}</span>
            {weekend && (
              <span className="block text-[0.7rem] font-semibold text-amber-900">Weekend</span>
            )}
            {night === today && (
              <span className="mt-0.5 block text-xs font-bold text-brand-800 uppercase">Today</span>
            )}
          </th>
        );
      })}
    </tr>
  );
}
