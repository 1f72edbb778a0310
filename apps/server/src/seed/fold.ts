/**
 * The hotels' search key: city, state and country folded by the shared rule (lower case, no
 * accents, no spaces or underscores), so "newyork", "new_york" and "Cancun" find their hotels.
 */
import { foldForSearch } from '@staylane/domain';

export const hotelSearchKey = (place: { city: string; state: string; country: string }) =>
  foldForSearch(`${place.city} ${place.state} ${place.country}`);
