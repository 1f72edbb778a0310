/** The card form and POST /api/checkout. */
import { z } from 'zod';
import { NOTICES } from '../notices';
import { freeText, hasNoNul, NAME_MAX, noNul, numericInput } from './fields';

const COUPON_WRONG = NOTICES.couponWrong;

/** The sandbox card form. The number keeps only its digits; the year becomes four digits. */
export const cardSchema = z.object({
  number: z
    .string({ error: 'Enter a valid card number' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a valid card number')),
  expMonth: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,2}$/)
          .transform(Number),
      ],
      'Enter a valid expiry month',
    )
    .pipe(
      z
        .number()
        .int('Enter a valid expiry month')
        .min(1, 'Enter a valid expiry month')
        .max(12, 'Enter a valid expiry month'),
    ),
  expYear: z
    .union(
      [z.number(), z.string().trim().regex(/^\d+$/).transform(Number)],
      'Enter a valid expiry year',
    )
    .pipe(
      z
        .number()
        .int('Enter a valid expiry year')
        .refine(
          (year) => (year >= 0 && year <= 99) || (year >= 2000 && year <= 2199),
          'Enter a valid expiry year',
        )
        .transform((year) => (year < 100 ? 2000 + year : year)),
    ),
  cvc: z
    .string({ error: 'Enter a valid CVC' })
    .trim()
    .regex(/^\d{3,4}$/, 'Enter a valid CVC'),
  name: noNul(z.string(), 'Name')
    .trim()
    .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters long`)
    .optional(),
});
export type CardInput = z.output<typeof cardSchema>;

/** True when a card's expiry month has ended by `now` (cards run to their month's last day). */
export function cardExpired(expMonth: number, expYear: number, now: Date = new Date()): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

const AMOUNT_INVALID = 'amount must be a whole number of cents';
/** POST /api/checkout: authorise the amount of a hold. */
export const checkoutRequestSchema = z.strictObject({
  paymentMethod: noNul(z.string({ error: 'paymentMethod is required' }), 'paymentMethod')
    .trim()
    .min(1, 'paymentMethod is required')
    .max(200, 'paymentMethod must be at most 200 characters long'),
  /** Cents: the client's figure, checked against the server's price; numeric text is read. */
  amount: numericInput(AMOUNT_INVALID).pipe(
    z.number(AMOUNT_INVALID).int(AMOUNT_INVALID).nonnegative(AMOUNT_INVALID),
  ),
  source: freeText('source').optional(),
  holdId: z.uuid('holdId must be the id of a hold'),
  coupon: z
    .string()
    .refine(hasNoNul, { error: COUPON_WRONG, abort: true })
    .trim()
    .max(40, COUPON_WRONG)
    .nullable()
    .optional(),
});
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;
