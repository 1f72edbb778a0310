/**
 * The hotels' search key: city, state and country folded so that "New York", "newyork",
 * "new_york" and "NEW YORK" match, and "Cancun" finds "Cancún" (DESIGN §3).
 * Kept here until packages/domain exports the same rule as `foldForSearch`.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '');
}

export const hotelSearchKey = (place: { city: string; state: string; country: string }) =>
  foldForSearch(`${place.city} ${place.state} ${place.country}`);
