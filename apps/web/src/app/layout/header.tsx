import { useEffect, useRef } from 'react';
import { Icon } from '@/components/icon';
import { Logo } from './logo';
import { NavItems } from './nav-items';

/**
 * Sticky header with the navigation bar; below 768 px the links move to a side panel. The
 * panel is a native modal <dialog> (focus kept inside, Escape closes, the page behind inert)
 * so that no dialog library is part of the first download.
 */
export function Header() {
  const panel = useRef<HTMLDialogElement>(null);

  const open = () => panel.current?.showModal();
  const close = () => panel.current?.close();

  useEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    // A click on the backdrop lands on the dialog element itself.
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener('click', onClick);
    return () => dialog.removeEventListener('click', onClick);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <NavItems layout="bar" />
        </nav>
        <button
          type="button"
          aria-label="Open menu"
          aria-haspopup="dialog"
          onClick={open}
          className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-accent-500 md:hidden"
        >
          <Icon name="menu" strokeWidth={2} />
        </button>
      </div>
      <dialog
        ref={panel}
        aria-label="Menu"
        className="side-panel fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(85vw,20rem)] max-w-none overflow-y-auto bg-white p-5 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="flex items-center justify-between">
          <p className="font-display text-lg font-bold text-ink">Menu</p>
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-lg text-2xl text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-accent-500"
          >
            ×
          </button>
        </div>
        <nav aria-label="Mobile" className="mt-6">
          <NavItems layout="panel" onNavigate={close} />
        </nav>
      </dialog>
    </header>
  );
}
