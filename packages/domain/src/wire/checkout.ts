/** Holds, checkout and payment methods as they travel (decision 002). */
import { z } from 'zod';

/** The breakdown of `priceForStay`, as the booking summary shows it. */
export const priceBreakdownSchema = z.object({
  nights: z.number().int(),
  basePrice: z.number(),
  discount: z.number().int(),
  tax: z.number().int(),
  finalPrice: z.number().int(),
  amountCents: z.number().int(),
});

/** A unit of each night held while the user pays. */
export const holdWireSchema = z.object({
  id: z.uuid(),
  roomId: z.number().int(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  guests: z.number().int(),
  /** ISO timestamp: when the hold lapses. */
  expiresAt: z.string(),
  price: priceBreakdownSchema,
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
