/**
 * On a phone the booking card sits below the gallery, the tabs and every room: this bar stays
 * at the bottom of the screen with the hotel's lowest price per night (or the chosen room's
 * name and price), and its button brings the card into view with its first field focused
 *. From the desktop layout up (lg) the card sits beside the content and the bar is
 * not there; it also steps aside while the card itself is on screen. Rendered the same on the server and in the browser: only
 * CSS decides that it shows on phones.
 */
import type { HotelOffers, RoomWire } from '@staylane/domain';
import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@/components/button';
import { ScrollTopControl } from '@/components/scroll-top-control';
import { formatCents } from '@/lib/format';

interface StickyBookBarProps {
  /** The room chosen with its Book Now, whose price then replaces the lowest one. */
  selected: RoomWire | undefined;
  /** The booking card (or the column holding it), brought into view by the button. */
  card: RefObject<HTMLElement | null>;
  /** The server's offers for the stay and party (decision 046). */
  offers?: HotelOffers | undefined;
}

/** The room's own "from" price per night: its cheapest bookable plan, as the server chose it. */
function roomPerNightCents(offers: HotelOffers, roomId: string): number | undefined {
  return offers.rooms.find((room) => room.roomId === roomId)?.fromPrice?.perNightCents;
}

/**
 * The hotel's one "from" price per night (the header's), or the chosen room's cheapest plan;
 * undefined when no room is free for the stay that sleeps the guests.
 */
export function StickyBookBar({ selected, card, offers }: StickyBookBarProps) {
  const cardOnScreen = useOnScreen(card);
  const price = !offers
    ? undefined
    : selected
      ? roomPerNightCents(offers, selected.id)
      : offers.fromPrice?.perNightCents;

  function showCard() {
    const target = card.current;
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    target.querySelector<HTMLElement>('input, select')?.focus({ preventScroll: true });
  }

  return (
    <div
      data-bottom-bar=""
      data-own-scroll-top="lg"
      data-testid="book-bar"
      className={`fixed inset-x-0 bottom-0 z-30 flex h-18 items-center border-t border-slate-200 bg-white/95 px-4 shadow-[0_-4px_16px_rgb(16_35_42/0.08)] backdrop-blur transition-[translate,visibility] duration-200 lg:hidden ${
        cardOnScreen ? 'invisible translate-y-full' : ''
      }`}
    >
      <div className="mx-auto flex w-full max-w-xl items-center justify-between gap-4">
        {!offers ? (
          // The offers for new dates or guests are on their way: no figure rather than a stale one.
          <p className="text-sm text-slate-500" aria-busy="true" />
        ) : price === undefined ? (
          <p className="text-sm font-semibold text-slate-700">No room free for these dates</p>
        ) : (
          <p className="leading-tight">
            <span className="block max-w-48 truncate text-xs font-semibold text-slate-500">
              {selected ? selected.RoomName : 'from'}
            </span>
            <span className="font-display text-xl font-extrabold text-brand-700">
              {formatCents(price)}
            </span>
            <span className="text-xs text-slate-500"> / night</span>
          </p>
        )}
        {/* The ↑ sits in the bar, not floating over the reviews' stars above it. */}
        <div className="flex items-center gap-3">
          <ScrollTopControl />
          <Button variant="accent" size="md" className="min-w-28" onClick={showCard}>
            {offers && price === undefined ? 'Change dates' : 'Book'}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** Whether the element's top is in the upper two thirds of the screen or it fills the screen. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => setOnScreen(Boolean(entry?.isIntersecting)),
      { rootMargin: '0px 0px -33% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
