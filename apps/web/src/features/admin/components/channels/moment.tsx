/**
 * A past moment as a feed's health needs it: how long ago, for a glance, and the exact day
 * and time beside it, for comparing with a channel's own log.
 */
import { formatDayTime } from '@/lib/format';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "just now", "5 minutes ago", "yesterday", "3 months ago"; a moment ahead reads "in …". */
export function timeAgo(timestamp: string, now = Date.now()): string {
  let amount = (new Date(timestamp).getTime() - now) / 1000;
  if (Math.abs(amount) < 45) return 'just now';
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return relative.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDayTime(timestamp);
}

/** The moment, or `none` when there was none (a feed never synced). */
export function Moment({ at, none = 'Never' }: { at: string | null; none?: string }) {
  if (at === null) return <>{none}</>;
  return (
    <>
      {timeAgo(at)}{' '}
      <span className="text-slate-600">
        (<time dateTime={at}>{formatDayTime(at)}</time>)
      </span>
    </>
  );
}
