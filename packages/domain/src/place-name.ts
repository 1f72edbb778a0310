/**
 * The name of the place a city search found, as people write it (the list read
 * "HOTELS IN NEWYORK" for the key "newyork"). The search key is folded (no case, accents,
 * spaces or underscores), so the name comes from the hotels it matched: the city, state or
 * country whose folded form is the key. A key that is only part of a name ("york") names no
 * place: the page then shows the key itself.
 */
import { foldForSearch } from './search';

export interface Place {
  city: string;
  state: string;
  country: string;
}

export function placeNameFor(cityKey: string, places: Iterable<Place>): string | undefined {
  const key = foldForSearch(cityKey);
  if (!key) return undefined;
  for (const place of places) {
    for (const name of [place.city, place.state, place.country]) {
      if (name && foldForSearch(name) === key) return name;
    }
  }
  return undefined;
}
