import { holdWireSchema, priceBreakdownSchema } from '@staylane/domain';
import { z } from 'zod';

/** The hold's breakdown can include a coupon: `POST /api/holds?coupon=CODE`. */
export const holdQuerySchema = z.object({ coupon: z.string().trim().max(40).optional() });

/** The domain's hold, plus the names and coupon the booking summary shows. */
export const holdSchema = holdWireSchema.extend({
  hotelId: z.number().int(),
  HotelName: z.string(),
  HotelCity: z.string(),
  HotelCountry: z.string(),
  RoomType: z.string(),
  price: priceBreakdownSchema.extend({
    RoomName: z.string(),
    PromoCode: z.string().nullable(),
  }),
});

export const holdResponseSchema = z.object({ message: z.string(), data: holdSchema });
export const holdIdParamsSchema = z.object({ id: z.string().max(64) });
export const holdReleasedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string() }),
});
