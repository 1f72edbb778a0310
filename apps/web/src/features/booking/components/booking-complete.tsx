/**
 * What the booking page shows when its history entry was already paid for (Back
 * from the success page offered PAY NOW again). The booking is in the user's bookings, which
 * show its stay and payment, so that is where the page sends them.
 */
import { useEffect, useRef } from 'react';
import { AfterBookingLinks } from './after-booking-links';

export const BOOKING_COMPLETE = 'This booking is complete';

export function BookingComplete({ bookingId }: { bookingId: string }) {
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
      <AfterBookingLinks className="mt-6" />
    </div>
  );
}
