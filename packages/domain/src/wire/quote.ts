/**
 * A stay quote as it travels and as it is stored with a hold (decision 044): the StayQuote of
 * quote.ts as it is, amounts in whole cents (the product's dollar fields stay in `price`, which
 * priceWire derives from the same quote). One schema for the wire, the OpenAPI document and
 * the hold's stored JSON, which is read back through it.
 */
import { z } from 'zod';
import type { StayQuote } from '../quote';
import { idToWire } from './id-text';
import { wireIdSchema } from './ids';

const cents = z.number().int().min(0);

export const quoteLineSchema = z.object({
  /** The night of this date, `yyyy-mm-dd`. */
  date: z.string(),
  ratePlan: z.string(),
  priceCents: cents,
  /** False for a night priced by the rates calendar, which the room's Discount leaves alone. */
  discounted: z.boolean().optional(),
});

export const stayQuoteSchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  ratePlan: z.object({
    /** Text like every id (decision 014); a number in quotes kept before it was, read as text. */
    id: z.union([wireIdSchema, z.number().int().positive().transform(idToWire)]).optional(),
    name: z.string(),
    refundable: z.boolean(),
    breakfastIncluded: z.boolean().optional(),
  }),
  lines: z.array(quoteLineSchema),
  discountBasisPoints: z.number().int().min(0).max(10_000),
  lengthOfStay: z
    .object({ minNights: z.number().int().min(1), percent: z.number().int().min(0).max(100) })
    .nullable()
    .default(null),
  nights: z.number().int().min(0),
  baseCents: cents,
  discountCents: cents,
  taxCents: cents,
  couponPercent: z.number().int().min(0).max(100),
  couponCode: z.string().nullable(),
  /** Quotes stored before length-of-stay discounts (decision 045) had none. */
  lengthOfStayCents: cents.default(0),
  /** What the card is charged, in cents. */
  finalCents: cents,
});
export type StayQuoteWire = z.infer<typeof stayQuoteSchema>;

/** The quote as it travels and is stored: the domain's StayQuote itself. */
export const quoteWire = (quote: StayQuote): StayQuoteWire => quote;
