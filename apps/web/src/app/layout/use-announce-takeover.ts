import { useEffect } from 'react';

/**
 * The event boot.js (src/boot.js) waits for before it hands the app what the visitor did
 * on the server's HTML. Both files spell it: boot.js is plain JavaScript served as is.
 */
export const APP_READY_EVENT = 'staylane:app-ready';

/**
 * Announces that the app runs the page. The root layout and the page share one Suspense
 * boundary (router.tsx), so its effects run once the whole page is hydrated.
 */
export function useAnnounceTakeover() {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_READY_EVENT));
  }, []);
}
