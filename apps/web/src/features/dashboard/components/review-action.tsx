/** Under a past stay: "Write a review" while it may be reviewed, "Reviewed" once done. */
import type { BookingWire, ReviewableStayWire } from '@staylane/domain';
import { Button } from '@/components/button';

export const WRITE_A_REVIEW = 'Write a review';
export const REVIEWED = 'Reviewed';

interface ReviewActionProps {
  booking: BookingWire;
  stay: ReviewableStayWire;
  onReview: () => void;
}

export function ReviewAction({ booking, stay, onReview }: ReviewActionProps) {
  return (
    <div className="flex items-center justify-end gap-3 border-t border-slate-100 px-4 py-2">
      {stay.status === 'open' ? (
        <Button
          size="sm"
          variant="accent"
          onClick={onReview}
          aria-label={`${WRITE_A_REVIEW} of your stay at ${booking.HotelName}`}
        >
          {WRITE_A_REVIEW}
        </Button>
      ) : (
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-800">
          <span aria-hidden="true">✓</span>
          <span>{REVIEWED}</span>
        </span>
      )}
    </div>
  );
}
