/**
 * Room and hotel prices read from their wire fields. Apart from wire/hotel.ts, whose zod
 * schemas the admin's forms need: the list and the hotel page use only these, and a module
 * is split between chunks whole, so zod came with them (first-load budgets).
 */
import { nightlyPriceCents, type PricedRoom } from '../pricing';
import type { RoomWire } from './hotel';
import { dollarsToCents, percentToBasisPoints } from './money';

/** What a room's price depends on, read from its wire fields (dollars to cents). */
export function roomPriceFromWire(room: Pick<RoomWire, 'OriginalPricePerNight' | 'Discount'>) {
  return {
    priceCents: dollarsToCents(room.OriginalPricePerNight),
    discountBasisPoints: percentToBasisPoints(room.Discount),
  } satisfies PricedRoom;
}

/**
 * The hotel's "from" price per night in cents: its cheapest room's discounted price, as the
 * hotel page's header, the list's map and the page's structured data all show it.
 */
export function hotelFromPriceCents(
  rooms: ReadonlyArray<Pick<RoomWire, 'OriginalPricePerNight' | 'Discount'>>,
): number | undefined {
  const prices = rooms.map((room) => nightlyPriceCents(roomPriceFromWire(room)));
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
