/**
 * A feed's health as words, a shape and a colour together: the words alone say it all, the
 * shape tells states apart for someone who cannot tell the colours apart.
 */
import type { FeedState } from '@staylane/domain';

export const FEED_STATE_TEXTS: Record<FeedState, string> = {
  never: 'Never synced',
  ok: 'OK',
  error: 'Error',
  failing: 'Failing for over an hour',
};

const LOOKS: Record<FeedState, { badge: string; path: string }> = {
  // A dashed ring: nothing known yet.
  never: {
    badge: 'bg-slate-100 text-slate-700 ring-slate-300',
    path: 'M12 3a9 9 0 0 1 0 18M12 21a9 9 0 0 1 0-18',
  },
  // A tick in a ring.
  ok: {
    badge: 'bg-green-50 text-green-800 ring-green-600/40',
    path: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12.5l2.5 2.5L16 9.5',
  },
  // A warning triangle.
  error: {
    badge: 'bg-amber-50 text-amber-900 ring-amber-600/50',
    path: 'M12 3 2 20h20zM12 10v4M12 17h.01',
  },
  // A cross in an octagon: it has stayed broken.
  failing: {
    badge: 'bg-red-50 text-red-800 ring-red-600/50',
    path: 'M8 3h8l5 5v8l-5 5H8l-5-5V8zM9 9l6 6M15 9l-6 6',
  },
};

export function FeedStateBadge({ state }: { state: FeedState }) {
  const look = LOOKS[state];
  return (
    <span
      data-state={state}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ${look.badge}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray={state === 'never' ? '3 3' : undefined}
      >
        <path d={look.path} />
      </svg>
      {FEED_STATE_TEXTS[state]}
    </span>
  );
}
