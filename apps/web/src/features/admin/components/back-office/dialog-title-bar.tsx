/**
 * The top of the back office's dialogs (the hotel switcher, the navigation drawer): the title,
 * and a close button the size of a fingertip (44 px).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { Icon } from '@/components/icon';

export function DialogTitleBar({ title, closeLabel }: { title: string; closeLabel: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <Dialog.Title className="font-display text-xl font-bold text-ink">{title}</Dialog.Title>
      <Dialog.Close
        aria-label={closeLabel}
        className="inline-flex size-11 items-center justify-center rounded-full hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500"
      >
        <Icon name="close" />
      </Dialog.Close>
    </div>
  );
}
