/**
 * A stay quote as it travels and as it is stored with a hold (decision 044): the StayQuote of
 * quote.ts as it is, amounts in whole cents (the product's dollar fields stay in `price`, which
 * priceWire derives from the same quote). One schema for the wire, the OpenAPI document and
 * the hold's stored JSON, which is read back through it.
 */
import { z } from 'zod';
import type { StayQuote } from '../quote';

const cents = z.number().int().min(0);

export const quoteLineSchema = z.object({
  /** The night of this date, `yyyy-mm-dd`. */
  date: z.string(),
  ratePlan: z.string(),
  priceCents: cents,
});

export const stayQuoteSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  ratePlan: z.object({ name: z.string(), refundable: z.boolean() }),
  lines: z.array(quoteLineSchema),
  discountBasisPoints: z.number().int().min(0).max(10_000),
  nights: z.number().int().min(0),
  baseCents: cents,
  discountCents: cents,
  taxCents: cents,
  couponPercent: z.number().int().min(0).max(100),
  couponCode: z.string().nullable(),
  /** What the card is charged, in cents. */
  finalCents: cents,
});
export type StayQuoteWire = z.infer<typeof stayQuoteSchema>;

/** The quote as it travels and is stored: the domain's StayQuote itself. */
export const quoteWire = (quote: StayQuote): StayQuoteWire => quote;
