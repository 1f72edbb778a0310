import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

interface MessageDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  onOpenChange: (open: boolean) => void;
  closeLabel?: string;
}

/**
 * A popup with a title, a message and one button that closes it. Closing gives focus back to
 * what opened it (components/return-focus.ts).
 */
export function MessageDialog({
  open,
  title,
  children,
  onOpenChange,
  closeLabel = 'OK',
}: MessageDialogProps) {
  const focusReturn = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl"
        >
          <Dialog.Title className="font-display text-2xl font-bold text-brand-800">
            {title}
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 text-slate-600">{children}</div>
          </Dialog.Description>
          <Dialog.Close asChild>
            <Button className="mt-6">{closeLabel}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
