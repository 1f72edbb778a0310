/**
 * The server's price of a stay: the room's price from the database through the shared pricing
 * function (DESIGN §5), with the coupon's percent when one applies. Holds show it, checkout
 * charges it and the booking records it; the client's own figure is only compared with it.
 */
import { nightsBetween, priceForStay, type PriceBreakdown } from '@staylane/domain';
import type { Coupon } from '../coupons/index.js';

export interface PricedRoom {
  name: string;
  priceCents: number;
  discountPercent: number;
}

export function priceOfStay(
  room: PricedRoom,
  stay: { checkIn: string; checkOut: string },
  coupon?: Coupon,
): PriceBreakdown {
  return priceForStay({
    nightlyPriceCents: room.priceCents,
    discountPercent: room.discountPercent,
    nights: nightsBetween(stay.checkIn, stay.checkOut),
    couponPercent: coupon?.percent ?? 0,
  });
}

/** The booking summary's price fields as the spec names them, plus what is charged in cents. */
export function priceSummary(room: PricedRoom, price: PriceBreakdown, coupon?: Coupon) {
  return {
    RoomName: room.name,
    nights: price.nights,
    basePrice: price.basePrice,
    discount: price.discount,
    tax: price.tax,
    finalPrice: price.finalPrice,
    amountCents: price.amountCents,
    PromoCode: coupon?.code ?? null,
    couponPercent: coupon?.percent ?? 0,
  };
}
