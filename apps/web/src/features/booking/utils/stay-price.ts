/**
 * The Booking Summary's figures. Before the room is held they come from `priceForStay`, the
 * function the server charges with; once held, from the server's own breakdown of the hold
 * (the same numbers, but the server's word). A coupon applied after the hold changes the
 * price, so the hold's figures count only while they were made with the same coupon.
 */
import { dollarsToCents, nightsBetween, priceForStay, type PriceBreakdown } from '@staylane/domain';

export interface PricedRoom {
  OriginalPricePerNight: number;
  Discount: number;
}

export function stayPrice(
  room: PricedRoom,
  stay: { checkInDate: string; checkOutDate: string },
  couponPercent = 0,
): PriceBreakdown {
  return priceForStay({
    nightlyPriceCents: dollarsToCents(room.OriginalPricePerNight),
    discountPercent: room.Discount,
    nights: nightsBetween(stay.checkInDate, stay.checkOutDate),
    couponPercent,
  });
}

interface HeldPrice extends PriceBreakdown {
  couponPercent?: number;
}

export function summaryPrice(
  room: PricedRoom,
  stay: { checkInDate: string; checkOutDate: string },
  couponPercent: number,
  held?: HeldPrice,
): PriceBreakdown {
  if (held && (held.couponPercent ?? 0) === couponPercent) return held;
  return stayPrice(room, stay, couponPercent);
}
