/** Holds, checkout and payment methods as they travel (decision 002). */
import { z } from 'zod';
import type { StayPrice } from '../pricing';
import { wireIdSchema } from './ids';
import { centsToDollars } from './money';
import { stayQuoteSchema } from './quote';

/**
 * A StayPrice as the booking summary's fields name it (product §2: basePrice, discount, tax,
 * finalPrice, in dollars), plus what the card is charged in cents.
 */
export const priceBreakdownSchema = z.object({
  nights: z.number().int(),
  basePrice: z.number(),
  discount: z.number().int(),
  tax: z.number().int(),
  finalPrice: z.number().int(),
  amountCents: z.number().int(),
  couponPercent: z.number().int(),
});
export type PriceBreakdownWire = z.infer<typeof priceBreakdownSchema>;

export function priceWire(price: StayPrice): PriceBreakdownWire {
  return {
    nights: price.nights,
    basePrice: centsToDollars(price.baseCents),
    discount: centsToDollars(price.discountCents),
    tax: centsToDollars(price.taxCents),
    finalPrice: centsToDollars(price.finalCents),
    amountCents: price.finalCents,
    couponPercent: price.couponPercent,
  };
}

/** A unit of each night held while the user pays. */
export const holdWireSchema = z.object({
  id: z.uuid(),
  roomId: wireIdSchema,
  checkInDate: z.string(),
  checkOutDate: z.string(),
  guests: z.number().int(),
  /** ISO timestamp: when the hold lapses. */
  expiresAt: z.string(),
  /** The spec's price fields, from the quote below. */
  price: priceBreakdownSchema,
  /** The quote the hold keeps: checkout authorizes its total (decision 044). */
  quote: stayQuoteSchema,
});
export type HoldWire = z.infer<typeof holdWireSchema>;

/** POST /api/checkout: `status` 'succeeded' lets the booking be saved. */
export const checkoutResponseSchema = z.object({
  message: z.string(),
  payment: z.object({
    id: z.string(),
    status: z.string(),
    /** Cents. */
    amount: z.number().int(),
  }),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/** A tokenised card: only the brand and last four digits ever leave the provider. */
export const paymentMethodWireSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
});
export type PaymentMethodWire = z.infer<typeof paymentMethodWireSchema>;

/** A live hold as the admin's list shows it: whose, which room, which stay. */
export const adminHoldWireSchema = z.object({
  id: z.uuid(),
  roomId: z.number().int(),
  RoomType: z.string(),
  hotelId: z.number().int(),
  HotelName: z.string(),
  userEmail: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  guests: z.number().int(),
  /** ISO timestamp: when the hold lapses. */
  expiresAt: z.string(),
});
export type AdminHoldWire = z.infer<typeof adminHoldWireSchema>;
