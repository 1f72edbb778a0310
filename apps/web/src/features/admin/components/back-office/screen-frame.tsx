import { useId, type ReactNode } from 'react';
import { screenById, type ScreenId } from '../../routes/screens';

/** A back-office screen: a region named by its heading, the screen's name. */
export function ScreenFrame({ id, children }: { id: ScreenId; children: ReactNode }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="flex min-w-0 flex-col gap-6">
      <h2 id={heading} className="font-display text-2xl font-bold text-ink">
        {screenById(id).label}
      </h2>
      {children}
    </section>
  );
}

/** What a screen about one hotel shows while the switcher says "All hotels". */
export function ChooseHotelFirst({ what }: { what: string }) {
  return (
    <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600 ring-1 ring-slate-200">
      Choose a hotel with the hotel switcher above to see {what}.
    </p>
  );
}
