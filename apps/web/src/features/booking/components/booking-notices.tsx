/** The page's messages for a hold that ended and a room that is taken (no charge either way). */
import { useEffect, useRef } from 'react';
import { Link } from '@/components/link';
import { Button, buttonClass } from '@/components/button';

export const HOLD_EXPIRED_TEXT = 'Your hold on this room has expired.';
export const NO_CHARGE_TEXT = 'No payment was made.';

export function HoldExpiredNotice({ onHoldAgain }: { onHoldAgain: () => void }) {
  return (
    <div role="alert" className="rounded-2xl border-l-4 border-accent-500 bg-white p-5 shadow-sm">
      <p className="font-display text-lg font-bold text-ink">{HOLD_EXPIRED_TEXT}</p>
      <p className="mt-1 text-slate-600">
        {NO_CHARGE_TEXT} The room may still be free: hold it again to pay.
      </p>
      <Button className="mt-4" onClick={onHoldAgain}>
        Hold the room again
      </Button>
    </div>
  );
}

export function RoomTakenNotice({
  message,
  backTo,
  reason = 'Every room of this type is taken for these dates.',
  takeAttention = false,
}: {
  message: string;
  backTo: string;
  /** Why the room cannot be booked, when it is not taken (a room too small for the guests). */
  reason?: string;
  /**
   * True when the room was lost after the guest pressed PAY NOW: the notice appears below the
   * form, out of sight on a phone, so it is brought into view and focused (and announced, as
   * an alert) instead of leaving a disabled button as the only sign.
   */
  takeAttention?: boolean;
}) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeAttention) return;
    notice.current?.scrollIntoView({ block: 'center' });
    notice.current?.focus({ preventScroll: true });
  }, [takeAttention]);
  return (
    <div
      ref={notice}
      role="alert"
      tabIndex={-1}
      className="scroll-mt-24 rounded-2xl border-l-4 border-red-600 bg-white p-5 shadow-sm"
    >
      <p className="font-display text-lg font-bold text-red-800">{message}</p>
      <p className="mt-1 text-slate-600">
        {reason} {NO_CHARGE_TEXT} Choose another room or other dates.
      </p>
      <Link to={backTo} className={buttonClass('primary', 'md', 'mt-4')}>
        Choose another room
      </Link>
    </div>
  );
}
