/**
 * An admin's controls under a review (decision 024): reply as the hotel, hide with a reason, show
 * again. The server's messages show under the field they concern.
 */
import {
  REVIEW_REPLY_MAX,
  reviewHiddenPayloadSchema,
  reviewReplyPayloadSchema,
  type HotelReviewWire,
} from '@staylane/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { inputClass } from '@/components/input-class';
import { notify } from '@/lib/notify';
import { useModerateReview } from '../api/moderate-review';

type Mode = 'idle' | 'reply' | 'hide';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function ReviewModeration({
  review,
  hotelId,
}: {
  review: HotelReviewWire;
  hotelId: string;
}) {
  const [mode, setMode] = useState<Mode>('idle');
  const [text, setText] = useState(review.reply?.text ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const { reply, hide } = useModerateReview(hotelId);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;

  function open(next: Mode) {
    setError(undefined);
    setMode(next);
  }

  function sendReply(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewReplyPayloadSchema.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    reply.mutate(
      { id: review.id, text: parsed.data.text },
      {
        onSuccess: () => {
          notify.success('Reply saved');
          setMode('idle');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  function sendHide(event: FormEvent) {
    event.preventDefault();
    const parsed = reviewHiddenPayloadSchema.safeParse({ hidden: true, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    hide.mutate(
      { id: review.id, body: parsed.data },
      {
        onSuccess: () => {
          notify.success('Review hidden');
          setMode('idle');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  function show() {
    hide.mutate(
      { id: review.id, body: { hidden: false } },
      {
        onSuccess: () => notify.success('Review shown'),
        onError: (failure) => notify.error(failure.message),
      },
    );
  }

  const describedBy = error ? errorId : undefined;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      {mode === 'idle' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => open('reply')}>
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
          {review.hidden ? (
            <Button size="sm" variant="outline" onClick={show} disabled={hide.isPending}>
              Show again
            </Button>
          ) : (
            <Button size="sm" variant="outline" onClick={() => open('hide')}>
              Hide
            </Button>
          )}
        </div>
      )}
      {mode === 'reply' && (
        <form onSubmit={sendReply} noValidate className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-700">
            Reply as the hotel
          </label>
          <textarea
            id={fieldId}
            value={text}
            maxLength={REVIEW_REPLY_MAX}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} h-auto py-2`}
          />
          <FieldError id={errorId} message={error} />
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={reply.isPending}>
              Save reply
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {mode === 'hide' && (
        <form onSubmit={sendHide} noValidate className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-semibold text-slate-700">
            Why hide this review?
          </label>
          <input
            id={fieldId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
          <FieldError id={errorId} message={error} />
          <div className="flex gap-2">
            <Button size="sm" variant="danger" type="submit" disabled={hide.isPending}>
              Hide review
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
