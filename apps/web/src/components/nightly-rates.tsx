/**
 * A booking's nights as booked, each at its own price (decisions 044, 045): the breakdown of
 * its base price, shown wherever the booking is (the guest's dashboard, the admin's
 * reservations). A term of the surrounding description list, like the others: a list inside
 * its description (axe: no list straight inside a dl).
 */
import type { BookingWire } from '@staylane/domain';
import { formatCents, formatDay } from '@/lib/format';

export function NightlyRates({
  nights,
  className = 'py-1 text-sm',
}: {
  nights: BookingWire['NightlyRates'];
  /** The group's own layout in its list (the admin's grid spans it across). */
  className?: string;
}) {
  if (!nights || nights.length === 0) return null;
  return (
    <div className={className}>
      <dt className="sr-only">Price per night</dt>
      <dd>
        <ul aria-label="Price per night" className="mb-1 border-l-2 border-slate-200 pl-3">
          {nights.map((night) => (
            <li
              key={night.date}
              className="flex justify-between gap-4 py-0.5 text-xs text-slate-600"
              data-testid="booked-night"
            >
              <span>{formatDay(night.date)}</span>
              <span className="text-ink">{formatCents(night.priceCents)}</span>
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
