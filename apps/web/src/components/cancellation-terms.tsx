/**
 * The cancellation policy where a guest decides: "Free cancellation until {date}", "No free
 * cancellation for these dates" once that date has passed, or "Non-refundable", and what
 * cancelling costs after the free window. The date is the hotel's calendar date, and whether
 * it has passed is read at the hotel (domain `cancellationOffer`), written as the site
 * writes days.
 */
import {
  cancellationHeadline,
  cancellationOffer,
  cancellationPenaltyText,
  hotelToday,
  type CancellationPenalty,
} from '@staylane/domain';
import { formatDay } from '@/lib/format';

export interface CancellationTermsProps {
  policy: { FreeCancellationDays: number; Penalty: CancellationPenalty; TimeZone: string };
  nonRefundable: boolean;
  /** The chosen check-in (yyyy-mm-dd); without one the window is said in days. */
  checkIn?: string | undefined;
  /** Also say what cancelling costs after the free window. */
  detailed?: boolean;
  className?: string;
}

/** Without a check-in: "Free cancellation until 2 days before check-in" or "Non-refundable". */
function undatedLabel({
  policy,
  nonRefundable,
}: Pick<CancellationTermsProps, 'policy' | 'nonRefundable'>): string {
  if (nonRefundable) return 'Non-refundable';
  const days = policy.FreeCancellationDays;
  if (days === 0) return 'Free cancellation until the check-in day';
  return `Free cancellation until ${days} ${days === 1 ? 'day' : 'days'} before check-in`;
}

export function CancellationTerms({
  policy,
  nonRefundable,
  checkIn,
  detailed = false,
  className = '',
}: CancellationTermsProps) {
  // As of today at the hotel, so a window that has closed is not advertised.
  const offer = !checkIn
    ? undefined
    : cancellationOffer(
        {
          freeCancellationDays: policy.FreeCancellationDays,
          penalty: policy.Penalty,
          nonRefundable,
        },
        checkIn,
        hotelToday(policy.TimeZone),
      );
  const label = offer
    ? cancellationHeadline(offer, formatDay)
    : undatedLabel({ policy, nonRefundable });
  const penalty = cancellationPenaltyText({ penalty: policy.Penalty, nonRefundable }, offer);
  // Green only for a free window the guest can still use.
  const free = offer ? offer.kind === 'free' : !nonRefundable;
  return (
    <div className={`text-sm ${className}`} data-testid="cancellation-terms">
      <p className={`font-semibold ${free ? 'text-emerald-800' : 'text-slate-700'}`}>{label}</p>
      {detailed && (
        <p className="text-xs text-slate-600">
          {penalty} Dates are the hotel’s local dates ({policy.TimeZone}).
        </p>
      )}
    </div>
  );
}
