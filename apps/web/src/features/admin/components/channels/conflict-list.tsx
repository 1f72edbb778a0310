/**
 * Open conflicts (design §11): a channel's block over nights a confirmed booking
 * here already holds. The block is kept, never dropped, so a person must settle it with the
 * channel or the guest: the list comes first in the view.
 */
import type { CalendarConflictWire } from '@staylane/domain';
import { useId } from 'react';
import { formatDay, formatDayTime } from '@/lib/format';
import { useCalendarConflicts } from '../../api/calendar-conflicts';
import { LoadError, Skeleton } from '../skeleton';

const DAY_MS = 86_400_000;
const nightsBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export function ConflictList() {
  const conflicts = useCalendarConflicts();
  const id = useId();
  const list = conflicts.data?.data ?? [];
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl font-bold text-ink">
        Open conflicts
        {conflicts.isSuccess && list.length > 0 && (
          <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 align-middle text-sm text-white">
            {list.length}
          </span>
        )}
      </h2>
      {conflicts.isPending && <Skeleton label="Loading conflicts" lines={2} />}
      {conflicts.isError && <LoadError error={conflicts.error} />}
      {conflicts.isSuccess && list.length === 0 && (
        <p className="rounded-xl bg-white p-4 text-slate-600 ring-1 ring-slate-200">No conflicts</p>
      )}
      {list.length > 0 && (
        <ul className="grid gap-3 lg:grid-cols-2">
          {list.map((conflict) => (
            <li key={`${conflict.feedId}-${conflict.bookingId}-${conflict.from}`}>
              <ConflictCard conflict={conflict} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConflictCard({ conflict }: { conflict: CalendarConflictWire }) {
  const id = useId();
  const nights = nightsBetween(conflict.from, conflict.to);
  return (
    <article
      aria-labelledby={id}
      className="rounded-xl border-l-4 border-red-700 bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={id} className="font-display font-bold break-words text-ink">
        {conflict.RoomType} · {conflict.HotelName}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
        <dt className="font-semibold">Nights</dt>
        <dd>
          {formatDay(conflict.from)} – {formatDay(conflict.to)}, {nights}{' '}
          {nights === 1 ? 'night' : 'nights'}
        </dd>
        <dt className="font-semibold">Booking</dt>
        <dd>#{conflict.bookingId}</dd>
        <dt className="font-semibold">Feed</dt>
        <dd className="min-w-0 break-words">{conflict.feedName}</dd>
        <dt className="font-semibold">First seen</dt>
        <dd>
          <time dateTime={conflict.firstSeenAt}>{formatDayTime(conflict.firstSeenAt)}</time>
        </dd>
      </dl>
    </article>
  );
}
