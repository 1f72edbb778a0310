/**
 * One imported channel calendar with its health (decision 021): state in words and shape, when it
 * was last tried and last read, what it brought in, and its last failure in words. Sync now
 * reads it at once and shows the new health; Remove asks first, since its blocks go with it.
 */
import { NOTICES, type CalendarFeedWire } from '@staylane/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRemoveCalendarFeed } from '../../api/calendar-feeds';
import { useSyncCalendarFeed } from '../../api/sync-calendar-feed';
import { FEED_STATE_TEXTS, FeedStateBadge } from './feed-state';
import { Moment } from './moment';

export const removeConfirm = (name: string) => ({
  title: `Remove ${name}?`,
  message:
    'Its blocked nights are given back for sale, and this calendar is no longer read. The channel itself keeps its bookings.',
  confirmLabel: 'Remove feed',
  cancelLabel: 'Keep feed',
});

const failureOf = (error: Error) =>
  error instanceof ApiError ? error.message : NOTICES.somethingWentWrong;

/** What the last Sync now found, in one sentence. */
function syncOutcome(feed: CalendarFeedWire): string {
  if (feed.state === 'ok') {
    return `Synced: ${FEED_STATE_TEXTS.ok}, ${feed.eventsRead} ${feed.eventsRead === 1 ? 'event' : 'events'} read.`;
  }
  // The server answers the health as it is when another process is reading the feed.
  if (feed.state === 'never') return 'Not read yet: another sync may be under way. Try again soon.';
  return `Sync failed: ${feed.lastError ?? FEED_STATE_TEXTS[feed.state]}`;
}

export function FeedCard({ feed }: { feed: CalendarFeedWire }) {
  const sync = useSyncCalendarFeed(feed.roomId);
  const remove = useRemoveCalendarFeed(feed.roomId);
  const [confirming, setConfirming] = useState(false);
  const id = useId();

  function confirmRemoval() {
    setConfirming(false);
    remove.mutate(feed.id, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(failureOf(error)),
    });
  }

  return (
    <article
      aria-labelledby={`${id}-name`}
      aria-busy={sync.isPending || undefined}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={`${id}-name`} className="font-display text-base font-bold break-words text-ink">
          {feed.name}
        </h5>
        <FeedStateBadge state={feed.state} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Address</dt>
        <dd className="min-w-0 font-mono break-all">{feed.url}</dd>
        <dt className="font-semibold">Last attempt</dt>
        <dd>
          <Moment at={feed.lastAttemptAt} />
        </dd>
        <dt className="font-semibold">Last success</dt>
        <dd>
          <Moment at={feed.lastSuccessAt} />
        </dd>
        <dt className="font-semibold">Events read</dt>
        <dd>{feed.eventsRead}</dd>
        <dt className="font-semibold">Blocks active</dt>
        <dd>{feed.blocksActive}</dd>
        <dt className="font-semibold">Last error</dt>
        <dd className={feed.lastError ? 'font-medium break-words text-red-800' : undefined}>
          {feed.lastError ?? 'None'}
        </dd>
      </dl>
      {sync.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureOf(sync.error)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          disabled={sync.isPending || remove.isPending}
          onClick={() => sync.mutate(feed.id)}
          aria-label={sync.isPending ? `Syncing ${feed.name}…` : `Sync now: ${feed.name}`}
        >
          {sync.isPending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {sync.isPending ? 'Syncing…' : 'Sync now'}
        </Button>
        <Button
          size="sm"
          variant="danger"
          disabled={remove.isPending}
          onClick={() => setConfirming(true)}
          aria-label={`Remove ${feed.name}`}
        >
          {remove.isPending ? 'Removing…' : 'Remove'}
        </Button>
        <p role="status" className="text-sm font-medium">
          {sync.isPending && `Syncing ${feed.name}…`}
          {sync.isSuccess && syncOutcome(sync.data.data)}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirmRemoval}
        {...removeConfirm(feed.name)}
      />
    </article>
  );
}
