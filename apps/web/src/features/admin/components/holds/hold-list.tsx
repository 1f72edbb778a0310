/**
 * 'Active Holds' (decision 017): every live hold, soonest to lapse first, with whose it is and a
 * Release button, so an administrator can give back rooms someone is hoarding. Cards stack on
 * a phone and read top to bottom.
 */
import type { AdminHoldWire } from '@staylane/domain';
import { NOTICES } from '@staylane/domain';
import { useId } from 'react';
import { Button } from '@/components/button';
import { LoadingOverlay } from '@/components/loading-overlay';
import { ApiError } from '@/lib/api-client';
import { formatDay, formatDayTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAdminHolds, useReleaseAdminHold } from '../../api/admin-holds';

export function HoldList() {
  const holds = useAdminHolds();
  const release = useReleaseAdminHold();
  const list = holds.data?.data ?? [];

  function releaseHold(hold: AdminHoldWire) {
    release.mutate(hold.id, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) =>
        notify.error(error instanceof ApiError ? error.message : NOTICES.somethingWentWrong),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-600" aria-live="polite">
        {holds.isSuccess
          ? `${list.length} ${list.length === 1 ? 'active hold' : 'active holds'}`
          : ''}
      </p>
      <div className="relative min-h-40">
        {holds.isFetching && <LoadingOverlay label="Loading holds" />}
        {holds.isError && (
          <p role="alert" className="text-red-700">
            {holds.error.message}
          </p>
        )}
        {holds.isSuccess && list.length === 0 && (
          <p className="py-10 text-center text-slate-600">No room is held right now.</p>
        )}
        <ul className="flex flex-col gap-4">
          {list.map((hold) => (
            <li key={hold.id}>
              <HoldCard
                hold={hold}
                busy={release.isPending && release.variables === hold.id}
                onRelease={() => releaseHold(hold)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function HoldCard({
  hold,
  busy,
  onRelease,
}: {
  hold: AdminHoldWire;
  busy: boolean;
  onRelease: () => void;
}) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[1fr_auto] sm:items-center"
    >
      <div className="min-w-0">
        <h3 id={id} className="font-display text-lg font-bold break-words text-ink">
          {hold.RoomType} · {hold.HotelName}
        </h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
          <dt className="font-semibold">Held by</dt>
          <dd className="min-w-0 break-words">{hold.userEmail}</dd>
          <dt className="font-semibold">Stay</dt>
          <dd>
            {formatDay(hold.checkInDate)} – {formatDay(hold.checkOutDate)}, {hold.guests}{' '}
            {hold.guests === 1 ? 'guest' : 'guests'}
          </dd>
          <dt className="font-semibold">Expires</dt>
          <dd>
            <time dateTime={hold.expiresAt}>{formatDayTime(hold.expiresAt)}</time>
          </dd>
        </dl>
      </div>
      <Button
        size="sm"
        variant="danger"
        disabled={busy}
        onClick={onRelease}
        aria-label={`Release the hold of ${hold.userEmail} on ${hold.RoomType}, ${hold.HotelName}`}
      >
        Release
      </Button>
    </article>
  );
}
