import {
  holdWireSchema,
  noNul,
  NOTICES,
  priceBreakdownSchema,
  wireIdSchema,
} from '@staylane/domain';
import { z } from 'zod';

/** The hold's breakdown can include a coupon: `POST /api/holds?coupon=CODE`. */
export const holdQuerySchema = z.object({
  coupon: noNul(z.string(), 'Coupon').trim().max(40, NOTICES.couponWrong).optional(),
});

/** The domain's hold, plus the names and coupon the booking summary shows. */
export const holdSchema = holdWireSchema.extend({
  hotelId: wireIdSchema,
  HotelName: z.string(),
  HotelCity: z.string(),
  HotelCountry: z.string(),
  RoomType: z.string(),
  /** How long this hold lasts from when it was made: 600, or less on a renewal (decision 017). */
  heldSeconds: z.number().int(),
  price: priceBreakdownSchema.extend({
    RoomName: z.string(),
    PromoCode: z.string().nullable(),
  }),
});

export const holdResponseSchema = z.object({ message: z.string(), data: holdSchema });
/**
 * One of the caller's own live holds as GET /api/holds answers it: how long it has left, on
 * the server's clock, and the free units of its room that the caller sees (their own holds
 * not counted against them).
 */
export const ownHoldSchema = holdSchema.extend({
  secondsLeft: z.number().int(),
  FreeUnits: z.number().int(),
});
export const ownHoldsResponseSchema = z.object({
  message: z.string(),
  data: z.array(ownHoldSchema),
});
export const holdIdParamsSchema = z.object({ id: noNul(z.string(), 'id').max(64) });
export const holdReleasedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string() }),
});
