/**
 * Room and hotel prices read from their wire fields. Apart from wire/hotel.ts, whose zod
 * schemas the admin's forms need: the list and the hotel page use only these, and a module
 * is split between chunks whole, so zod came with them (first-load budgets).
 */
import { nightlyPriceCents, type PricedRoom } from '../pricing';
import type { HotelWire, RoomWire } from './hotel';
import { dollarsToCents, percentToBasisPoints } from './money';

/** What a room's price depends on, read from its wire fields (dollars to cents). */
export function roomPriceFromWire(room: Pick<RoomWire, 'OriginalPricePerNight' | 'Discount'>) {
  return {
    priceCents: dollarsToCents(room.OriginalPricePerNight),
    discountBasisPoints: percentToBasisPoints(room.Discount),
  } satisfies PricedRoom;
}

/**
 * The one "from" figure per night a listed hotel shows, on its card and its map marker (issue
 * 32): the stay price search sent (the cheapest plan of a room that fits the party and is
 * bookable for the stay, per night, the figure the hotel page's header shows), else, for an
 * answer without one (the every-hotel list), its cheapest room's nightly price as the spec's
 * list has it. Undefined when search found no room that fits the party.
 */
export function listedNightCents(
  hotel: Pick<HotelWire, 'Rooms' | 'stayPrice'>,
): number | undefined {
  if (hotel.stayPrice !== undefined) return hotel.stayPrice?.perNightCents;
  const prices = hotel.Rooms.map((room) => nightlyPriceCents(roomPriceFromWire(room)));
  return prices.length > 0 ? Math.min(...prices) : undefined;
}
