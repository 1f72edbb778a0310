/**
 * The city as the visitor typed it, carried with the search's navigation (history state): the
 * address holds only its key ("newyork"), and the list's heading would read "HOTELS IN
 * NEWYORK" until the search answers with the place's name.
 */
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

interface TypedPlaceState {
  typedPlace: string;
}

/** The navigation state that carries `city` as typed. */
export function typedPlaceState(city: string): TypedPlaceState | undefined {
  const typedPlace = city.trim().replace(/\s+/g, ' ');
  return typedPlace ? { typedPlace } : undefined;
}

const noUpdates = () => () => {};

/**
 * The city typed for the search that led here, if any. A page the server rendered does not
 * see it while the browser hydrates it (the server's HTML never had it), only right after.
 */
export function useTypedPlace(): string | undefined {
  const state: unknown = useLocation().state;
  const typed =
    typeof state === 'object' && state !== null && 'typedPlace' in state
      ? String(state.typedPlace)
      : undefined;
  return useSyncExternalStore(
    noUpdates,
    () => typed,
    () => undefined,
  );
}
