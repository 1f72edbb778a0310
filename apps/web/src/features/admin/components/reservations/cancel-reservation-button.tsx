/**
 * An admin cancels a confirmed reservation (decision 019): always a full refund, and the guest
 * gets the cancellation mail, so the dialog asks for the reason the mail will give.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { CANCEL_REASON_MAX, type BookingWire } from '@staylane/domain';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { useReturnFocus } from '@/components/return-focus';
import { formatDollars } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useCancelReservation } from '../../api/cancel-reservation';

export const REASON_REQUIRED = 'Give the reason the guest will read';

export function CancelReservationButton({ booking }: { booking: BookingWire }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelReservation();
  const focusReturn = useReturnFocus();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(REASON_REQUIRED);
      return;
    }
    cancel.mutate(
      { id: booking.id, reason: reason.trim() },
      {
        onSuccess: ({ message }) => {
          setOpen(false);
          notify.success(message);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  const refund = booking.payment ? formatDollars(booking.payment.FinalPrice) : 'everything paid';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="outline">Cancel reservation</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-bold text-ink">
            Cancel booking #{booking.id}?
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600">
            The guest gets a full refund of {refund} and an e-mail with your reason.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-4">
            <label htmlFor={`reason-${booking.id}`} className="text-sm font-semibold text-ink">
              Reason
            </label>
            <textarea
              id={`reason-${booking.id}`}
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              aria-invalid={error !== undefined}
              aria-describedby={error ? `reason-error-${booking.id}` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              className={`${inputClass} mt-1 h-24 py-2`}
            />
            {error && (
              <p
                id={`reason-error-${booking.id}`}
                role="alert"
                className="mt-1 text-sm text-red-700"
              >
                {error}
              </p>
            )}
            <div className="mt-6 flex justify-end gap-3">
              <Dialog.Close asChild>
                <Button variant="outline">Keep reservation</Button>
              </Dialog.Close>
              <Button type="submit" disabled={cancel.isPending}>
                {cancel.isPending ? 'Cancelling…' : 'Cancel reservation'}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
