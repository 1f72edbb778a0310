import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Logo } from './logo';
import { NavItems } from './nav-items';

/** Sticky header with the navigation bar; below 768 px the links move to a side panel. */
export function Header() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <NavItems layout="bar" />
        </nav>
        <Dialog.Root open={open} onOpenChange={setOpen}>
          <Dialog.Trigger
            aria-label="Open menu"
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500 md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 md:hidden" />
            <Dialog.Content className="side-panel fixed inset-y-0 right-0 z-50 flex w-[min(85vw,20rem)] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-2xl md:hidden">
              <div className="flex items-center justify-between">
                <Dialog.Title className="font-display text-lg font-bold text-ink">Menu</Dialog.Title>
                <Dialog.Close
                  aria-label="Close menu"
                  className="inline-flex size-10 items-center justify-center rounded-lg text-2xl text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500"
                >
                  ×
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
              <nav aria-label="Mobile">
                <NavItems layout="panel" onNavigate={() => setOpen(false)} />
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </header>
  );
}
