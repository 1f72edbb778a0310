import { holdWireSchema, priceBreakdownSchema } from '@staylane/domain';
import { z } from 'zod';
import { GUESTS_MESSAGE } from '../availability/stay-rules.js';

const DATE_MESSAGE = 'Enter the date as yyyy-mm-dd';

// Request schemas of the booking engine live beside their routes until they move to
// packages/domain with the web's booking form.
export const holdBodySchema = z.object({
  roomId: z.coerce
    .number({ error: 'Choose a room' })
    .int('Choose a room')
    .positive('Choose a room'),
  checkInDate: z.string({ error: DATE_MESSAGE }),
  checkOutDate: z.string({ error: DATE_MESSAGE }),
  guests: z.coerce.number({ error: GUESTS_MESSAGE }).int(GUESTS_MESSAGE),
  coupon: z.string().max(64).nullish(),
});

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
    couponPercent: z.number().int(),
  }),
});

export const holdResponseSchema = z.object({ message: z.string(), data: holdSchema });
export const holdIdParamsSchema = z.object({ id: z.string().max(64) });
export const holdReleasedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string() }),
});
