/**
 * Booking payloads of decision 002. The request carries the spec's fields so a client written
 * to the spec works unchanged, but the server trusts only the hold, the payment, the special
 * request and the traveller's contact details: hotel, room, dates and money come from the
 * hold and the database.
 */
import { bookingWireSchema, dataEnvelope, listEnvelope } from '@staylane/domain';
import { z } from 'zod';

const loose = z.union([z.string(), z.number(), z.boolean(), z.null()]).optional();

export const bookingBodySchema = z.object({
  holdId: z.string({ error: 'Hold the room before booking' }).min(1).max(64),
  paymentId: z.string({ error: 'Pay before booking' }).min(1, 'Pay before booking').max(255),
  SpecialReqs: z.string().max(2000, 'Keep the special request under 2000 characters').optional(),
  fullName: z.string().trim().max(200).optional(),
  email: z.email('Enter a valid e-mail address').max(320).optional(),
  phoneNumber: z.string().trim().max(40).optional(),
  // The spec's fields, accepted and ignored: the hold and the database decide them.
  HotelName: loose,
  RoomType: loose,
  CheckInDate: loose,
  CheckOutDate: loose,
  HotelCity: loose,
  HotelCountry: loose,
  NumberOfGuest: loose,
  payments: z.object({ create: z.record(z.string(), z.unknown()).optional() }).optional(),
});

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header with the booking' })
    .trim()
    .min(1, 'Send an Idempotency-Key header with the booking')
    .max(200, 'The Idempotency-Key header is too long'),
});

export const bookingResponseSchema = dataEnvelope(bookingWireSchema);

export const bookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
});

export const bookingListResponseSchema = listEnvelope(bookingWireSchema);
