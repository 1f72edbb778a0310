/**
 * Booking payloads of decision 002. The request carries the spec's fields so a client written
 * to the spec works unchanged, but the server trusts only the hold, the payment, the special
 * request and the traveller's contact details: hotel, room, dates and money come from the
 * hold and the database.
 */
import { bookingWireSchema, dataEnvelope, listEnvelope } from '@staylane/domain';
import { z } from 'zod';

export { bookingRequestSchema as bookingBodySchema } from '@staylane/domain';

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: 'Send an Idempotency-Key header with the booking' })
    .trim()
    .min(1, 'Send an Idempotency-Key header with the booking')
    .max(200, 'The Idempotency-Key header is too long'),
});

export const bookingResponseSchema = dataEnvelope(bookingWireSchema);

/**
 * GET /api/bookings: without page or pageSize every booking, as the spec's reservations list
 * pages on the client; with either, one page (the other defaults to 1 or 5) and `meta`.
 */
export const bookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
});

export const DEFAULT_BOOKINGS_PAGE_SIZE = 5;

export const bookingListResponseSchema = listEnvelope(bookingWireSchema);
