import { useSyncExternalStore } from 'react';

/**
 * Whether `query` matches now, following changes. False in the server's render and the
 * browser's hydrating render, which must agree; the real answer comes right after.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = mediaList(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

// jsdom (the unit tests) has no matchMedia: nothing matches there.
const mediaList = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
