import { z } from 'zod';
import { GUESTS_MESSAGE } from '../availability/stay-rules.js';

const DATE_MESSAGE = 'Enter the date as yyyy-mm-dd';

export const holdBodySchema = z.object({
  roomId: z.coerce.number({ error: 'Choose a room' }).int('Choose a room').positive('Choose a room'),
  checkInDate: z.string({ error: DATE_MESSAGE }),
  checkOutDate: z.string({ error: DATE_MESSAGE }),
  guests: z.coerce.number({ error: GUESTS_MESSAGE }).int(GUESTS_MESSAGE),
  coupon: z.string().max(64).nullish(),
});

export const priceSummarySchema = z.object({
  RoomName: z.string(),
  nights: z.number().int(),
  basePrice: z.number(),
  discount: z.number(),
  tax: z.number(),
  finalPrice: z.number(),
  /** What the card is charged, in cents: the `amount` checkout expects. */
  amount: z.number().int(),
  PromoCode: z.string().nullable(),
  couponPercent: z.number().int(),
});

export const holdSchema = z.object({
  id: z.string(),
  roomId: z.number().int(),
  hotelId: z.number().int(),
  HotelName: z.string(),
  HotelCity: z.string(),
  HotelCountry: z.string(),
  RoomType: z.string(),
  checkInDate: z.string(),
  checkOutDate: z.string(),
  guests: z.number().int(),
  expiresAt: z.string(),
  price: priceSummarySchema,
});

export const holdResponseSchema = z.object({ message: z.string(), data: holdSchema });
export const holdIdParamsSchema = z.object({ id: z.string().max(64) });
export const holdReleasedSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.string() }),
});
