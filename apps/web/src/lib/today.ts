/**
 * "Today" for what a page shows: default stays, the date pickers' minimum, the Hotels link.
 *
 * The server renders the landing pages in its own time zone and the browser hydrates them in
 * the visitor's (decision 006): on the day boundary the two differ. The browser's first render
 * must show the server's day, or hydration would keep the server's fields under different
 * state; right after, the page shows the visitor's own day. `useSyncExternalStore` does
 * exactly that: its server snapshot during hydration, then the client's if it differs.
 */
import { todayIso } from '@staylane/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { localToday } from './dates';
import { allHotelsUrl } from './paths';

/** The day a server-rendered page was rendered with (page data); none for other pages. */
export const RenderedToday = createContext<string | undefined>(undefined);

// The day is read at each render; a page left open past midnight shows the new day at its
// next render, as it did before pages were rendered by the server.
const noUpdates = () => () => {};

/** Today in the visitor's time zone, once the page is theirs (see above). */
export function useToday(): string {
  const rendered = useContext(RenderedToday);
  return useSyncExternalStore(noUpdates, localToday, () => rendered ?? localToday());
}

/**
 * Today at a hotel, for its page's stay and date pickers: a stay starts no earlier than the
 * hotel's own today, which the server enforces (decision 039). The visitor's today while the
 * hotel's time zone is not known yet.
 */
export function useHotelToday(timeZone: string | undefined): string {
  const visitorToday = useToday();
  if (!timeZone) return visitorToday;
  try {
    return todayIso(new Date(), timeZone);
  } catch {
    // A zone this browser does not know: the server still decides.
    return visitorToday;
  }
}

/** The Hotels link (every city, today to tomorrow, one guest) for today as above. */
export function useAllHotelsUrl(): string {
  return allHotelsUrl(useToday());
}
