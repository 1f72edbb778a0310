/** What the bar in each cell means: one pattern per state, named in words. */
import { UNIT_STYLES, UnitSwatch, type UnitState } from './night-bar';

const STATES: UnitState[] = ['free', 'booked', 'held', 'blocked'];

export function CalendarLegend() {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-2">
        {STATES.map((state) => (
          <li key={state} className="flex items-center gap-2">
            <UnitSwatch state={state} />
            {UNIT_STYLES[state].label}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">
        Each cell counts the room type&apos;s units that night. Select a cell (or press Enter on it)
        to see its bookings and blocks, or to block units.
      </p>
    </div>
  );
}
