/**
 * A night's units as a bar: booked solid, held dotted, blocked striped, free open. Colour is
 * never the only signal (the cell's text says the counts, the legend names each pattern), and
 * the bar is hidden from screen readers, which read the text.
 */
import type { CSSProperties } from 'react';

export type UnitState = 'free' | 'booked' | 'held' | 'blocked';

export const UNIT_STYLES: Record<UnitState, { label: string; style: CSSProperties }> = {
  free: {
    label: 'Free',
    style: { backgroundColor: '#ecfdf5', boxShadow: 'inset 0 0 0 1.5px #047857' },
  },
  booked: { label: 'Booked', style: { backgroundColor: '#1e3a8a' } },
  held: {
    label: 'Held (guest paying)',
    style: {
      backgroundColor: '#fde68a',
      backgroundImage: 'radial-gradient(#92400e 1.2px, transparent 1.4px)',
      backgroundSize: '5px 5px',
    },
  },
  blocked: {
    label: 'Blocked',
    style: {
      backgroundColor: '#e2e8f0',
      backgroundImage: 'repeating-linear-gradient(135deg, #475569 0 2px, transparent 2px 6px)',
    },
  },
};

const ORDER: UnitState[] = ['booked', 'held', 'blocked', 'free'];

export function NightBar({ counts }: { counts: Record<UnitState, number> }) {
  const total = ORDER.reduce((sum, state) => sum + counts[state], 0);
  return (
    <span aria-hidden="true" className="flex h-2.5 w-full gap-px overflow-hidden rounded-sm">
      {total === 0 ? (
        <span className="h-full w-full rounded-sm bg-slate-300" />
      ) : (
        ORDER.filter((state) => counts[state] > 0).map((state) => (
          <span
            key={state}
            className="h-full rounded-sm"
            style={{ ...UNIT_STYLES[state].style, flexGrow: counts[state], flexBasis: 0 }}
          />
        ))
      )}
    </span>
  );
}

/** A swatch of one state's pattern, for the legend. */
export function UnitSwatch({ state }: { state: UnitState }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block h-3.5 w-6 shrink-0 rounded-sm"
      style={UNIT_STYLES[state].style}
    />
  );
}
