/**
 * A Radix tab list that scrolls sideways when its tabs do not fit (the hotel page's six tabs
 * on a phone), with a fade and an arrow on each side that has more tabs, so no label is cut
 * without a sign that there is more. Swiping, the arrow keys of the tab list and a
 * press on an arrow all bring the hidden tabs into view.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { useRef, type ReactNode } from 'react';
import { useScrollEdges, type ScrollEdges } from '@/lib/use-scroll-edges';
import { Icon } from './icon';

interface ScrollingTabListProps {
  label: string;
  children: ReactNode;
}

export function ScrollingTabList({ label, children }: ScrollingTabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(list);

  function scrollTowards(side: keyof ScrollEdges) {
    const element = list.current;
    if (!element) return;
    const distance = element.clientWidth * 0.7;
    element.scrollBy({ left: side === 'end' ? distance : -distance, behavior: 'smooth' });
  }

  return (
    <div className="relative">
      {/* A focused tab (arrow keys, a tap on a half-hidden one) comes wholly into view: the
          browser's own focus scrolling leaves a partly visible tab where it is, and the scroll
          padding keeps it clear of the hints. */}
      <Tabs.List
        ref={list}
        aria-label={label}
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
        className="flex scroll-px-14 gap-1 overflow-x-auto overscroll-x-contain border-b border-slate-200 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </Tabs.List>
      <ScrollHint side="start" shown={edges?.start} onPress={() => scrollTowards('start')} />
      <ScrollHint side="end" shown={edges?.end} onPress={() => scrollTowards('end')} />
    </div>
  );
}

interface ScrollHintProps {
  side: keyof ScrollEdges;
  /** Undefined until measured (the server's render and the moments before the app runs). */
  shown: boolean | undefined;
  onPress: () => void;
}

/**
 * A fade over the list's edge with an arrow. It is for the eye and the pointer only: keyboard
 * users move between tabs with the arrow keys, which scroll the chosen tab into view, and a
 * screen reader reads every tab anyway.
 */
function ScrollHint({ side, shown, onPress }: ScrollHintProps) {
  // Before the list is measured, the end's hint shows on phones, where the lists using this
  // never fit, so that the server's HTML already hints at the hidden tabs.
  const visibility =
    shown === undefined
      ? side === 'end'
        ? 'flex sm:hidden'
        : 'hidden'
      : shown
        ? 'flex'
        : 'hidden';
  const placement =
    side === 'end' ? 'right-0 justify-end bg-linear-to-l' : 'left-0 justify-start bg-linear-to-r';
  return (
    <div
      data-testid={`tab-scroll-hint-${side}`}
      className={`pointer-events-none absolute top-0 bottom-px w-14 items-center from-slate-50 from-35% to-transparent ${placement} ${visibility}`}
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onPress}
        className="pointer-events-auto flex size-8 items-center justify-center rounded-full bg-white text-brand-800 shadow ring-1 ring-slate-200"
      >
        <Icon
          name="next"
          className={`size-5 ${side === 'start' ? 'rotate-180' : ''}`}
          strokeWidth={2.2}
        />
      </button>
    </div>
  );
}
