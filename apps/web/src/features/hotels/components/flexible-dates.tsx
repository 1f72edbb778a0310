/**
 * The flexible-dates strip (decision 046): the stay's cheapest total for arrivals three days
 * either side of the chosen one, same nights, the cheapest marked; a click moves the search
 * there (a new history entry, so Back returns).
 */
import { stayRuleDayLabel, type HotelOffers } from '@staylane/domain';
import { useId } from 'react';
import { formatCents } from '@/lib/format';
import type { StayChange } from './room-plans';

export const FLEXIBLE_DATES_TITLE = 'Flexible dates';
export const NOT_AVAILABLE = 'Not available';

interface FlexibleDatesProps {
  arrivals: HotelOffers['flexible'];
  chosenCheckIn: string;
  onMoveStay: (stay: StayChange) => void;
}

export function FlexibleDates({ arrivals, chosenCheckIn, onMoveStay }: FlexibleDatesProps) {
  const id = useId();
  if (arrivals.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mb-4">
      <h2 id={`${id}-title`} className="font-display text-lg font-bold text-ink">
        {FLEXIBLE_DATES_TITLE}
      </h2>
      <p className="text-xs text-slate-600">Cheapest total for the same nights, arriving on</p>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1" data-testid="flexible-dates">
        {arrivals.map((arrival) => {
          const chosen = arrival.checkIn === chosenCheckIn;
          const price =
            arrival.totalCents === null ? NOT_AVAILABLE : formatCents(arrival.totalCents);
          return (
            <li key={arrival.checkIn} className="shrink-0">
              <button
                type="button"
                disabled={arrival.totalCents === null || chosen}
                aria-current={chosen ? 'date' : undefined}
                aria-label={`${stayRuleDayLabel(arrival.checkIn)}, ${price}${arrival.cheapest ? ', cheapest' : ''}${chosen ? ', your dates' : ''}`}
                onClick={() =>
                  onMoveStay({ checkInDate: arrival.checkIn, checkOutDate: arrival.checkOut })
                }
                className={`flex min-w-22 flex-col items-center rounded-lg px-3 py-2 text-sm ring-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-default ${
                  chosen
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white ring-slate-200 hover:ring-brand-700'
                }`}
              >
                <span className="font-semibold">{stayRuleDayLabel(arrival.checkIn)}</span>
                <span
                  className={
                    chosen
                      ? ''
                      : arrival.totalCents === null
                        ? 'text-slate-500'
                        : 'font-bold text-brand-700'
                  }
                >
                  {price}
                </span>
                {arrival.cheapest && (
                  <span
                    className={`mt-0.5 rounded-full px-1.5 text-xs font-semibold ${chosen ? 'bg-white/20' : 'bg-emerald-100 text-emerald-800'}`}
                  >
                    Cheapest
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
