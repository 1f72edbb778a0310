/**
 * The Booking Summary's figures. Before the room is held they come from `priceForStay`, the
 * function the server charges with; once held, from the server's own breakdown of the hold
 * (the same numbers, but the server's word). A coupon applied after the hold changes the
 * price, so the hold's figures count only while they were made with the same coupon.
 */
import {
  priceForStay,
  priceFromWire,
  roomPriceFromWire,
  type PriceBreakdownWire,
  type RoomWire,
  type StayPrice,
} from '@staylane/domain';

export function summaryPrice(
  room: Pick<RoomWire, 'OriginalPricePerNight' | 'Discount'>,
  stay: { checkInDate: string; checkOutDate: string },
  couponPercent: number,
  held?: PriceBreakdownWire,
): StayPrice {
  if (held && held.couponPercent === couponPercent) return priceFromWire(held);
  const dates = { checkIn: stay.checkInDate, checkOut: stay.checkOutDate };
  return priceForStay(roomPriceFromWire(room), dates, couponPercent);
}
