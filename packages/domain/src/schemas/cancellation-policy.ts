/**
 * The cancellation policy's zod schemas: in a hotel body, a hotel answer and a booking answer.
 * Apart from cancellation-policy.ts, whose plain rules the hotel page shows: a module is split
 * between chunks whole, so zod came to the hotel page with them (first-load budgets).
 */
import { z } from 'zod';
import {
  CANCELLATION_MESSAGES,
  CANCELLATION_PENALTIES,
  FREE_CANCELLATION_DAYS_MAX,
  isTimeZone,
} from '../cancellation-policy';

/** A whole number of days, sent as a number or numeric text ("2"), as other wire numbers are. */
const freeCancellationDays = z
  .union(
    [z.number(), z.string().trim().regex(/^\d+$/).transform(Number)],
    CANCELLATION_MESSAGES.days,
  )
  .pipe(
    z
      .number(CANCELLATION_MESSAGES.days)
      .int(CANCELLATION_MESSAGES.days)
      .min(0, CANCELLATION_MESSAGES.days)
      .max(FREE_CANCELLATION_DAYS_MAX, CANCELLATION_MESSAGES.days),
  );

/**
 * The policy in a hotel body (POST/PUT /api/hotels) and the admin's wizard. Every field may be
 * left out: on create it takes the default, on update it stays as it was.
 */
export const cancellationPolicyPayloadSchema = z.strictObject(
  {
    FreeCancellationDays: freeCancellationDays.optional(),
    Penalty: z.enum(CANCELLATION_PENALTIES, CANCELLATION_MESSAGES.penalty).optional(),
    TimeZone: z
      .string(CANCELLATION_MESSAGES.timeZone)
      .trim()
      .refine(isTimeZone, CANCELLATION_MESSAGES.timeZone)
      .optional(),
  },
  'CancellationPolicy must be an object',
);
export type CancellationPolicyPayload = z.output<typeof cancellationPolicyPayloadSchema>;

/** The policy as a hotel answer carries it. */
export const cancellationPolicyWireSchema = z.object({
  FreeCancellationDays: z.number().int(),
  Penalty: z.enum(CANCELLATION_PENALTIES),
  TimeZone: z.string(),
});
export type CancellationPolicyWire = z.infer<typeof cancellationPolicyWireSchema>;

/** The terms a booking answer carries: the snapshot taken when it was made. */
export const bookingCancellationWireSchema = cancellationPolicyWireSchema.extend({
  NonRefundable: z.boolean(),
  /** yyyy-mm-dd, hotel time, or null when non-refundable. */
  FreeCancellationUntil: z.string().nullable(),
});
export type BookingCancellationWire = z.infer<typeof bookingCancellationWireSchema>;
