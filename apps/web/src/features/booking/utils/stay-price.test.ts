import { priceForStay } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import { stayPrice, summaryPrice } from './stay-price';

const room = { OriginalPricePerNight: 99.99, Discount: 15 };
const stay = { checkInDate: '2030-01-01', checkOutDate: '2030-01-04' };

describe('summary price', () => {
  it('is priceForStay of the room in cents and the nights of the stay', () => {
    expect(stayPrice(room, stay, 15)).toEqual(
      priceForStay({ nightlyPriceCents: 9999, discountPercent: 15, nights: 3, couponPercent: 15 }),
    );
  });

  it("prefers the server's held price made with the same coupon", () => {
    const held = { ...stayPrice(room, stay), finalPrice: 1, couponPercent: 0 };
    expect(summaryPrice(room, stay, 0, held).finalPrice).toBe(1);
  });

  it('ignores a held price made with another coupon', () => {
    const held = { ...stayPrice(room, stay), finalPrice: 1, couponPercent: 0 };
    expect(summaryPrice(room, stay, 15, held)).toEqual(stayPrice(room, stay, 15));
  });
});
