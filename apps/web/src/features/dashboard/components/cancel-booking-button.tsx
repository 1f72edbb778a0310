/**
 * The Cancel button of a confirmed booking (decision 019): it asks the server what cancelling now
 * refunds, states it in a confirmation dialog, and cancels only when the guest confirms.
 */
import type { BookingWire, CancellationQuoteWire } from '@staylane/domain';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDollars } from '@/lib/format';
import { notify } from '@/lib/notify';
import { getCancellationQuote, useCancelBooking } from '../api/cancel-booking';

export const CANCEL_TITLE = 'Cancel this booking?';

/** The dialog's sentence about the money, from the server's quote. */
export function refundSentence(quote: CancellationQuoteWire): string {
  if (quote.Refund === 0) return 'Under this booking’s cancellation policy nothing is refunded.';
  if (quote.Refund >= quote.Paid) return `You get a full refund of ${formatDollars(quote.Refund)}.`;
  return `You get ${formatDollars(quote.Refund)} back of the ${formatDollars(quote.Paid)} you paid; cancelling now costs ${formatDollars(quote.Penalty)}.`;
}

export function CancelBookingButton({ booking }: { booking: BookingWire }) {
  const [quote, setQuote] = useState<CancellationQuoteWire>();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelBooking();

  async function ask() {
    setAsking(true);
    try {
      const { data } = await getCancellationQuote(booking.id);
      if (!data.Cancellable)
        notify.error('This stay has already started and can no longer be cancelled');
      else setQuote(data);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setAsking(false);
    }
  }

  function confirm() {
    setQuote(undefined);
    cancel.mutate(booking.id, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <>
      <Button variant="outline" onClick={ask} disabled={asking || cancel.isPending}>
        {cancel.isPending ? 'Cancelling…' : 'Cancel booking'}
      </Button>
      <ConfirmDialog
        open={quote !== undefined}
        onOpenChange={(open) => !open && setQuote(undefined)}
        title={CANCEL_TITLE}
        message={
          quote
            ? `Your stay at ${booking.HotelName} will be cancelled and its nights released. ${refundSentence(quote)}`
            : ''
        }
        confirmLabel="Cancel booking"
        cancelLabel="Keep booking"
        onConfirm={confirm}
      />
    </>
  );
}
