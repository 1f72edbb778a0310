import { priceForStay, priceWire } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import { summaryPrice } from './summary-price';

const room = { OriginalPricePerNight: 99.99, Discount: 12.5 };
const stay = { checkInDate: '2030-01-01', checkOutDate: '2030-01-04' };
const roomInCents = { priceCents: 9999, discountBasisPoints: 1250 };
const dates = { checkIn: '2030-01-01', checkOut: '2030-01-04' };

describe('summary price', () => {
  it('is priceForStay of the room in cents and the nights of the stay', () => {
    expect(summaryPrice(room, stay, 15)).toEqual(priceForStay(roomInCents, dates, 15));
  });

  it("prefers the server's held price made with the same coupon", () => {
    const held = {
      ...priceWire(priceForStay(roomInCents, dates)),
      finalPrice: 1,
      amountCents: 100,
    };
    expect(summaryPrice(room, stay, 0, held).finalCents).toBe(100);
  });

  it('ignores a held price made with another coupon', () => {
    const held = {
      ...priceWire(priceForStay(roomInCents, dates)),
      finalPrice: 1,
      amountCents: 100,
    };
    expect(summaryPrice(room, stay, 15, held)).toEqual(priceForStay(roomInCents, dates, 15));
  });
});
