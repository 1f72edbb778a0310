/**
 * Cancelling a booking (decision 019): the quote of `GET /api/bookings/{id}/cancellation`
 * and the body of `POST /api/bookings/{id}/cancel`.
 */
import { z } from 'zod';
import { controlCharactersMessage, hasNoNul } from './fields';

export const CANCEL_REASON_MAX = 500;

export const CANCELLATION_TEXTS = {
  reasonRequired: "Reason is required to cancel someone else's booking",
  reasonTooLong: `Reason must be at most ${CANCEL_REASON_MAX} characters`,
  notFound: 'Booking not found',
  alreadyCancelled: 'This booking is already cancelled',
  notConfirmed: 'Only a confirmed booking can be cancelled',
  stayStarted: 'This stay has already started and can no longer be cancelled',
} as const;

/** The body: a reason, which an admin must give when cancelling another guest's booking. */
export const cancelBookingBodySchema = z.strictObject(
  {
    reason: z
      .string(CANCELLATION_TEXTS.reasonRequired)
      .refine(hasNoNul, { error: controlCharactersMessage('Reason'), abort: true })
      .trim()
      .max(CANCEL_REASON_MAX, CANCELLATION_TEXTS.reasonTooLong)
      .optional(),
  },
  'The body must be an object',
);
export type CancelBookingBody = z.output<typeof cancelBookingBodySchema>;

/** The body may be left out altogether (`curl -X POST` sends none): no reason given. */
export const cancelBookingRequestBodySchema = z.preprocess(
  (body) => (body === undefined || body === null || body === '' ? {} : body),
  cancelBookingBodySchema,
);

/** What cancelling now would give back, money in dollars as on every wire price. */
export const cancellationQuoteWireSchema = z.object({
  /** False once the stay has started. */
  Cancellable: z.boolean(),
  /** True inside the free window (or for an admin's cancellation): everything comes back. */
  Free: z.boolean(),
  /** What was paid (FinalPrice). */
  Paid: z.number(),
  Refund: z.number(),
  Penalty: z.number(),
  /** yyyy-mm-dd hotel time, or null when non-refundable. */
  FreeCancellationUntil: z.string().nullable(),
});
export type CancellationQuoteWire = z.infer<typeof cancellationQuoteWireSchema>;
