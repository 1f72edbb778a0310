/**
 * The cancellation policy where a guest decides (issue 17): "Free cancellation until {date}"
 * or "Non-refundable", and what cancelling costs after the free window. The date is the
 * hotel's calendar date (`freeCancellationUntil`), written as the site writes days.
 */
import {
  cancellationHeadline,
  cancellationPenaltyText,
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

/** "Free cancellation until Jun 8, 2026", "Non-refundable", or, without dates, "… 2 days before check-in". */
export function cancellationLabel({
  policy,
  nonRefundable,
  checkIn,
}: Pick<CancellationTermsProps, 'policy' | 'nonRefundable' | 'checkIn'>): string {
  const terms = { freeCancellationDays: policy.FreeCancellationDays, nonRefundable };
  if (checkIn) return cancellationHeadline(terms, checkIn, formatDay);
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
  const label = cancellationLabel({ policy, nonRefundable, checkIn });
  const penalty = cancellationPenaltyText({ penalty: policy.Penalty, nonRefundable });
  return (
    <div className={`text-sm ${className}`} data-testid="cancellation-terms">
      <p className={`font-semibold ${nonRefundable ? 'text-slate-700' : 'text-emerald-800'}`}>
        {label}
      </p>
      {detailed && (
        <p className="text-xs text-slate-600">
          {penalty} Dates are the hotel’s local dates ({policy.TimeZone}).
        </p>
      )}
    </div>
  );
}
