/**
 * What the booking page shows when its history entry was already paid for (issue 14: Back
 * from the success page offered PAY NOW again). The booking is in the user's bookings, which
 * show its stay and payment, so that is where the page sends them.
 */
import { useEffect, useRef } from 'react';
import { Link } from '@/components/link';
import { buttonClass } from '@/components/button';
import { paths } from '@/lib/paths';
import { useAllHotelsUrl } from '@/lib/today';

export const BOOKING_COMPLETE = 'This booking is complete';

export function BookingComplete({ bookingId }: { bookingId: number }) {
  const hotelsUrl = useAllHotelsUrl();
  const heading = useRef<HTMLHeadingElement>(null);
  // Back restores the scroll position the paid page had (far down, by the card form), which
  // on a phone left only the footer on screen: the heading takes focus, and the view with it.
  useEffect(() => {
    const frame = requestAnimationFrame(() => heading.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center text-center">
      <h2
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 font-display text-2xl font-bold text-ink outline-none"
      >
        {BOOKING_COMPLETE}
      </h2>
      <p className="mt-2 text-slate-600">
        You have paid for this stay: it is booking{' '}
        <strong className="font-mono text-ink">{bookingId}</strong>. Nothing more to pay.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={`${paths.dashboard}?tab=bookings`} className={buttonClass('primary')}>
          See my bookings
        </Link>
        <Link to={hotelsUrl} className={buttonClass('outline')}>
          Find another stay
        </Link>
      </div>
    </div>
  );
}
