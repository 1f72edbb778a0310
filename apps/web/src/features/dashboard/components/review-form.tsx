/**
 * The review form of a past stay (decision 024), in a dialog: the overall rating and the four
 * sub-scores as radio groups, the text with its counter, each message under its field (the
 * same schema the server checks). The server's refusals (already reviewed, …) show above the
 * buttons.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_SCORE_LABELS,
  REVIEW_SUB_SCORES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  reviewPayloadSchema,
  type BookingWire,
  type ReviewPayload,
  type ReviewPayloadInput,
} from '@staylane/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { useReturnFocus } from '@/components/return-focus';
import { ApiError } from '@/lib/api-client';
import { formatDay } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useWriteReview } from '../api/reviews';
import { ScoreRadioGroup } from './score-radio-group';

const SCORE_FIELDS = ['rating', ...REVIEW_SUB_SCORES] as const;

interface ReviewFormDialogProps {
  booking: BookingWire | undefined;
  onClose: () => void;
}

export function ReviewFormDialog({ booking, onClose }: ReviewFormDialogProps) {
  const focusReturn = useReturnFocus();
  return (
    <Dialog.Root open={booking !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6"
        >
          {booking && <ReviewForm booking={booking} onDone={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReviewForm({ booking, onDone }: { booking: BookingWire; onDone: () => void }) {
  const write = useWriteReview();
  const [refusal, setRefusal] = useState<string>();
  const idBase = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<ReviewPayloadInput, unknown, ReviewPayload>({
    resolver: zodResolver(reviewPayloadSchema),
    defaultValues: { text: '' },
  });
  const text = useWatch({ control, name: 'text' }) as string | undefined;
  const length = text?.trim().length ?? 0;
  const textId = `${idBase}-text`;
  const hintId = `${idBase}-text-hint`;
  const textErrorId = `${idBase}-text-error`;

  function submit(review: ReviewPayload) {
    setRefusal(undefined);
    write.mutate(
      { bookingId: booking.id, review },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
          for (const [field, message] of fields) {
            setError(field as keyof ReviewPayloadInput, { message });
          }
          if (fields.length === 0) setRefusal(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit(submit)} noValidate>
      <Dialog.Title className="font-display text-xl font-bold text-ink">
        Review your stay at {booking.HotelName}
      </Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {formatDay(booking.CheckInDate)} – {formatDay(booking.CheckOutDate)} · {booking.RoomType}
      </Dialog.Description>
      <div className="mt-5 flex flex-col gap-4">
        {SCORE_FIELDS.map((field) => (
          <ScoreRadioGroup
            key={field}
            idBase={`${idBase}-${field}`}
            legend={REVIEW_SCORE_LABELS[field]}
            registration={register(field)}
            error={errors[field]?.message}
          />
        ))}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-semibold text-slate-700">
            Your review
          </label>
          <textarea
            id={textId}
            rows={5}
            maxLength={REVIEW_TEXT_MAX}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? `${hintId} ${textErrorId}` : hintId}
            className={`${inputClass} h-auto py-2`}
            {...register('text')}
          />
          <p id={hintId} className="flex justify-between text-xs text-slate-600">
            <span>
              {REVIEW_TEXT_MIN} to {REVIEW_TEXT_MAX} characters
            </span>
            <span>
              {length} / {REVIEW_TEXT_MAX}
            </span>
          </p>
          {errors.text?.message && (
            <p id={textErrorId} role="alert" className="text-sm font-medium text-red-700">
              {errors.text.message}
            </p>
          )}
        </div>
        {refusal && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {refusal}
          </p>
        )}
      </div>
      <div className="mt-6 flex justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" disabled={write.isPending}>
          {write.isPending ? 'Sending…' : 'Send review'}
        </Button>
      </div>
    </form>
  );
}
