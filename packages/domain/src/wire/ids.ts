/**
 * Ids of hotels, rooms, bookings, payments, users and reviews travel as text (DESIGN §3): a
 * client written to the spec compares `?id=12` from the address bar with `hotel.id`. Inside
 * the server they stay database integers; these are the one mapping each way (decision 014).
 */
import { z } from 'zod';

/** The largest PostgreSQL `integer`, the type of every id column. */
export const ID_MAX = 2_147_483_647;

/** An id in an answer: the database integer's digits. */
export const wireIdSchema = z.string().regex(/^[1-9]\d*$/);

/** A database id as it travels: 12 → '12'. */
export const idToWire = (id: number): string => String(id);

/** The same for ids a row may lack (a booking whose room was deleted). */
export const nullableIdToWire = (id: number | null): string | null =>
  id === null ? null : idToWire(id);

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

/**
 * An id read from an address (`?id=12`) as answers spell it, so it compares equal with
 * `hotel.id`: '012' → '12'; undefined when the text cannot name a row ('', '12abc', '-1').
 */
export function wireIdFromText(text: string | null | undefined): string | undefined {
  const parsed = idInputSchema('').safeParse(text ?? '');
  return parsed.success ? idToWire(parsed.data) : undefined;
}
