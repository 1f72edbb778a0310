import type { BookingRequestInput, BookingWire } from '@staylane/domain';
import { ApiError, request, type Envelope } from '@/lib/api-client';

/** Tries after the first for a booking whose answer was lost (network or server trouble). */
const RETRIES = 2;

function worthRetrying(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * Books the held room with the authorised payment. The idempotency key is made once per
 * attempt by the caller and sent again on every retry, so a retried request never books or
 * charges twice (design §5).
 */
export async function createBooking(input: BookingRequestInput, idempotencyKey: string) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await request<Envelope<BookingWire>>('/api/bookings', {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    } catch (error) {
      if (attempt >= RETRIES || !worthRetrying(error)) throw error;
    }
  }
}
