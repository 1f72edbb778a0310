import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button';
import { useReturnFocus } from './return-focus';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/**
 * A Yes/No question in an accessible modal; No and Escape close it. Closing gives focus back
 * to what opened it (components/return-focus.ts).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onOpenChange,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
}: ConfirmDialogProps) {
  const focusReturn = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          {...focusReturn}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        >
          <Dialog.Title className="font-display text-xl font-bold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600">{message}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </Dialog.Close>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
