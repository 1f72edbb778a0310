/**
 * The hotel page's price calendar (decision 046): beside the date fields, a month of arrival
 * days, each with the cheapest total for the chosen number of nights or "no arrivals", the
 * figure part of the day button's name ("Fri 12 Jun, from $240"). Choosing a day moves the
 * stay there with the same nights. The native date picker cannot show prices, so this is a
 * disclosure of its own, used with the keyboard like any list of buttons.
 */
import { addDays, nightsBetween, stayRuleDayLabel, type PriceCalendar } from '@staylane/domain';
import { useId, useState } from 'react';
import { formatCents } from '@/lib/format';
import { usePriceCalendar } from '../api/get-price-calendar';
import type { StayChange } from './room-plans';

export const PRICE_CALENDAR_TOGGLE = 'Prices by date';
export const NO_ARRIVALS = 'no arrivals';

const monthTitle = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The month after (or before) `month` (yyyy-mm). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + number - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A day button's accessible name: its day and its price or that it cannot be an arrival. */
export function priceDayName(day: PriceCalendar['days'][number]): string {
  const price = day.totalCents === null ? NO_ARRIVALS : `from ${formatCents(day.totalCents)}`;
  return `${stayRuleDayLabel(day.checkIn)}, ${price}`;
}

interface PriceCalendarProps {
  hotelId: string;
  stay: StayChange;
  guests: number | undefined;
  /** The hotel's today: no earlier month is offered. */
  today: string;
  onChoose: (stay: StayChange) => void;
}

export function PriceCalendarPicker({
  hotelId,
  stay,
  guests,
  today,
  onChoose,
}: PriceCalendarProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState(stay.checkInDate.slice(0, 7));
  const nights = nightsBetween(stay.checkInDate, stay.checkOutDate);
  const query = usePriceCalendar(hotelId, { month, nights, guests }, { enabled: open });
  const firstMonth = today.slice(0, 7);
  return (
    <div className="sm:col-span-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => {
          // Opened on the month of the stay as it is now.
          if (!open) setMonth(stay.checkInDate.slice(0, 7));
          setOpen(!open);
        }}
        className="text-sm font-semibold text-brand-800 underline underline-offset-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        {PRICE_CALENDAR_TOGGLE}
      </button>
      {open && (
        <div id={`${id}-panel`} className="mt-2 rounded-xl p-2 ring-1 ring-slate-200">
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              aria-label="Previous month"
              disabled={month <= firstMonth}
              onClick={() => setMonth(shiftMonth(month, -1))}
              className="h-9 w-9 rounded-lg ring-1 ring-slate-200 disabled:opacity-40"
            >
              ‹
            </button>
            <h3 id={`${id}-month`} aria-live="polite" className="text-sm font-bold text-ink">
              {monthTitle.format(new Date(`${month}-01T00:00:00Z`))}
              {`, ${nights} ${nights === 1 ? 'night' : 'nights'}`}
            </h3>
            <button
              type="button"
              aria-label="Next month"
              onClick={() => setMonth(shiftMonth(month, 1))}
              className="h-9 w-9 rounded-lg ring-1 ring-slate-200"
            >
              ›
            </button>
          </div>
          {query.data ? (
            <MonthGrid
              labelledBy={`${id}-month`}
              days={query.data.data.days}
              chosen={stay.checkInDate}
              onChoose={(checkInDate) =>
                onChoose({ checkInDate, checkOutDate: addDays(checkInDate, nights) })
              }
            />
          ) : (
            <p className="p-4 text-center text-sm text-slate-600" role="status">
              {query.isError ? 'Prices could not be loaded.' : 'Loading prices…'}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

interface MonthGridProps {
  labelledBy: string;
  days: PriceCalendar['days'];
  chosen: string;
  onChoose: (checkIn: string) => void;
}

/** The month's days in weeks from Monday, each a button named with its price. */
export function MonthGrid({ labelledBy, days, chosen, onChoose }: MonthGridProps) {
  const first = days[0];
  if (!first) return null;
  // Monday-first offset of the 1st.
  const offset = (new Date(`${first.checkIn}T00:00:00Z`).getUTCDay() + 6) % 7;
  return (
    <div role="group" aria-labelledby={labelledBy} className="mt-2">
      <div
        className="grid grid-cols-7 text-center text-[0.65rem] font-bold text-slate-500"
        aria-hidden="true"
      >
        {WEEKDAYS.map((weekday) => (
          <span key={weekday}>{weekday}</span>
        ))}
      </div>
      <ul className="grid grid-cols-7 gap-0.5">
        {Array.from({ length: offset }, (_, index) => (
          <li key={`blank-${index}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const isChosen = day.checkIn === chosen;
          return (
            <li key={day.checkIn}>
              <button
                type="button"
                disabled={day.totalCents === null}
                aria-pressed={isChosen}
                aria-label={priceDayName(day)}
                onClick={() => onChoose(day.checkIn)}
                className={`flex h-11 w-full flex-col items-center justify-center rounded-md text-xs focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:text-slate-400 ${
                  isChosen ? 'bg-brand-700 text-white' : 'hover:bg-brand-50'
                }`}
              >
                <span className="font-semibold">{Number(day.checkIn.slice(8))}</span>
                <span className="text-[0.6rem] leading-none">
                  {day.totalCents === null ? '–' : formatCents(day.totalCents)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
