/**
 * A room type's export address (decision 021): what other channels read to learn our booked
 * nights. Copy puts it on the clipboard; where the browser refuses, the address sits selected
 * in its read-only field for the keyboard's own copy. Rotating asks first: the old address
 * stops working at once, for every channel that has it.
 */
import { NOTICES } from '@staylane/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Icon } from '@/components/icon';
import { inputClass } from '@/components/input-class';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCalendarExport, useRotateCalendarExport } from '../../api/calendar-export';
import { Moment } from './moment';
import { LoadError, Skeleton } from '../skeleton';

export const ROTATE_CONFIRM = {
  title: 'Rotate the export address?',
  message:
    'The old address stops working at once: every channel that reads it must be given the new one.',
  confirmLabel: 'Rotate address',
  cancelLabel: 'Keep address',
};

export const COPIED = 'Copied';
export const COPY_BY_HAND = 'Copying was refused: the address is selected, press Ctrl+C or ⌘C.';

type CopyState = 'idle' | 'copied' | 'by-hand';

export function ExportAddress({ roomId, roomName }: { roomId: string; roomName: string }) {
  const address = useCalendarExport(roomId);
  const rotate = useRotateCalendarExport(roomId);
  const [confirming, setConfirming] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const id = useId();

  // "Copied" stays long enough to be read, then goes: a second copy confirms again.
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = window.setTimeout(() => setCopy('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [copy]);

  async function copyAddress(url: string) {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy('by-hand');
    }
  }

  function confirmRotation() {
    setConfirming(false);
    rotate.mutate(undefined, {
      onSuccess: ({ message }) => {
        setCopy('idle');
        notify.success(message);
      },
      onError: (error) =>
        notify.error(error instanceof ApiError ? error.message : NOTICES.somethingWentWrong),
    });
  }

  if (address.isPending)
    return <Skeleton label={`Loading the export address of ${roomName}`} lines={2} />;
  if (address.isError) return <LoadError error={address.error} />;
  const { url, rotatedAt } = address.data.data;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-url`} className="text-sm font-semibold text-slate-700">
        Export address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-url`}
          ref={field}
          readOnly
          value={url}
          aria-describedby={`${id}-help ${id}-copy`}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} font-mono text-sm`}
        />
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          <Button
            variant="outline"
            onClick={() => void copyAddress(url)}
            aria-label={`Copy the export address of ${roomName}`}
          >
            Copy
          </Button>
          <Button
            variant="outline"
            disabled={rotate.isPending}
            onClick={() => setConfirming(true)}
            aria-label={`Rotate address of ${roomName}`}
          >
            {rotate.isPending ? 'Rotating…' : 'Rotate address'}
          </Button>
          <p
            id={`${id}-copy`}
            role="status"
            className="inline-flex items-center gap-1 text-sm font-semibold text-green-800"
          >
            {copy === 'copied' && <Icon name="check" className="size-4" strokeWidth={2.2} />}
            {copy === 'copied' && <span>{COPIED}</span>}
          </p>
        </div>
      </div>
      {copy === 'by-hand' && (
        <p role="alert" className="text-sm font-medium text-ink">
          {COPY_BY_HAND}
        </p>
      )}
      <p id={`${id}-help`} className="text-sm text-slate-600">
        Give this address to other channels so they see the nights booked here. Made or last rotated{' '}
        <Moment at={rotatedAt} />.
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirmRotation}
        {...ROTATE_CONFIRM}
      />
    </div>
  );
}
