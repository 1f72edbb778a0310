/**
 * Ids of hotels, rooms, bookings, payments, users and reviews travel as text (design §3): a
 * client written to the spec compares `?id=12` from the address bar with `hotel.id`. Inside
 * the server they stay database integers; these are the one mapping each way (decision 014).
 */
import { z } from 'zod';
import { ID_MAX } from './id-text';

/** An id in an answer: the database integer's digits. */
export const wireIdSchema = z.string().regex(/^[1-9]\d*$/);

/**
 * An id a client sends, in a path, a query or a body: digits as text ('12') or a whole number
 * (12), read as the database integer. Signs, decimals, exponents and trailing letters are not
 * ids however JavaScript would read them ('-1', '1.5', '1e3', '12abc'): `message` for those,
 * `tooLargeMessage` past the integer column's range.
 */
export function idInputSchema(message: string, tooLargeMessage = message) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      message,
    )
    .pipe(z.number().int(message).positive(message).max(ID_MAX, tooLargeMessage));
}
