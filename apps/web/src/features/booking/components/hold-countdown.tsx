/**
 * The time left on the hold, mm:ss (design §5). Ticks every second; the flow itself moves to
 * "expired" at the deadline, this only shows it.
 */
import { useEffect, useState } from 'react';

export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export function HoldCountdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = deadline - now;
  return (
    <p className="flex flex-wrap items-center gap-x-2 rounded-lg bg-accent-400/20 px-3 py-2 text-sm text-ink">
      <span>We are holding this room for you for</span>
      <span
        role="timer"
        aria-label="Time left on the hold"
        className={`font-mono text-base font-bold ${left < 60_000 ? 'text-red-700' : 'text-brand-800'}`}
      >
        {formatCountdown(left)}
      </span>
    </p>
  );
}
