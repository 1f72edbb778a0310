/**
 * The list page's search bar, folded on phones into one line ("Rome · Dec 10–12 · 2 guests")
 * so that the results start on the first screen. A tap on the line opens the form
 * with the city focused; Escape, the close button or a search folds it again and puts focus
 * back on the line. From sm up the form is always open and the line is not there.
 *
 * Folded or not is decided by CSS (max-sm:hidden), not by measuring the window: the server's
 * HTML and the browser's first render are the same at every width.
 */
import type { HotelSearch } from '@staylane/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '@/components/icon';
import { SearchBar } from '@/components/search-bar';
import { searchSummary } from '../utils/search-summary';

export function FoldingSearch({ search, place }: { search: HotelSearch; place?: string }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Set by the one who folds the form, so that focus returns to the line only then.
  const refocus = useRef<'summary' | 'city' | null>(null);

  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target === 'summary') summary.current?.focus();
    if (target === 'city') panel.current?.querySelector('input')?.focus();
  }, [open]);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      refocus.current = 'summary';
      setOpen(false);
    };
    element.addEventListener('keydown', closeOnEscape);
    return () => element.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  function unfold() {
    refocus.current = 'city';
    setOpen(true);
  }

  function fold() {
    refocus.current = 'summary';
    setOpen(false);
  }

  return (
    <div>
      <button
        ref={summary}
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={unfold}
        className={`min-h-12 w-full items-center gap-2.5 rounded-2xl bg-white px-3.5 py-3 text-left shadow-xl ring-1 ring-slate-900/5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 sm:hidden ${open ? 'hidden' : 'flex'}`}
      >
        <span className="min-w-0 flex-1 text-[0.9375rem] leading-snug font-medium text-ink">
          <span className="sr-only">Change search: </span>
          {searchSummary(search, place)}
        </span>
        <Icon name="pencil" className="size-5 shrink-0 text-brand-700" strokeWidth={2} />
      </button>
      <div id={formId} ref={panel} className={open ? '' : 'max-sm:hidden'}>
        {/* On the banner, above the form: the way back to the folded line. */}
        <div className="mb-2 flex items-center justify-between text-white sm:hidden">
          <p className="text-sm font-semibold">Change your search</p>
          <button
            type="button"
            aria-label="Close search"
            onClick={fold}
            className="flex size-11 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-accent-400"
          >
            <Icon name="close" strokeWidth={2.2} />
          </button>
        </div>
        {/* A new address is a new search: the form starts again from it. */}
        <SearchBar
          key={JSON.stringify(search)}
          // The bar navigates itself, keeping the city as typed for the heading (typed-place.ts).
          onSearched={() => open && fold()}
          initial={search}
        />
      </div>
    </div>
  );
}
