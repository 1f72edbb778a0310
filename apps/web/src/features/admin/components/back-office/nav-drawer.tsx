/**
 * The back office's navigation on narrow screens: a Menu button (aria-expanded) opens it as a
 * modal drawer from the left. Radix keeps focus inside while it is open, closes it on Escape
 * or a click outside, and gives focus back to the button.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Icon } from '@/components/icon';
import { BackOfficeNav } from './back-office-nav';
import { DialogTitleBar } from './dialog-title-bar';

export function NavDrawer({ hotelId }: { hotelId: string | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-ink hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 lg:hidden">
        <Icon name="menu" />
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(85vw,18rem)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-2xl"
        >
          <DialogTitleBar title="Admin Dashboard" closeLabel="Close menu" />
          <BackOfficeNav hotelId={hotelId} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
