/**
 * Booking payloads: the traveller form with the spec's messages (§5), coupons, holds, the
 * card form, checkout and the booking request of decision 002.
 */
import { z } from 'zod';
import { GUESTS_MAX, GUESTS_MIN, MAX_NIGHTS, SPECIAL_REQUEST_MAX } from '../constants';
import { phoneNumberSchema } from './phone-number';
import { idInputSchema } from '../wire/ids';
import { isIsoDate, nightsBetween, STAY_MESSAGES } from '../dates';
import { NOTICES } from '../notices';
import {
  emailField,
  freeText,
  hasNoNul,
  NAME_MAX,
  noNul,
  numericInput,
  requiredText,
} from './fields';

/** Letters (Latin, accented too) and spaces. */
const NAME_LETTERS = /^[A-Za-zÀ-ÖØ-öø-ÿĀ-ſ\s]+$/;

const travellerFullNameSchema = noNul(requiredText('Please enter your full name'), 'Name')
  .refine((value) => NAME_LETTERS.test(value), {
    error: 'Name must contain only letters and no accents or special characters (@%/á)',
    abort: true,
  })
  .refine((value) => value.trim().length >= 2, {
    error: 'Name must be at least 2 characters long',
    abort: true,
  })
  .refine((value) => value.trim().length <= NAME_MAX, {
    error: `Name must be at most ${NAME_MAX} characters long`,
    abort: true,
  })
  .trim();

const travellerEmailSchema = emailField('Please enter your email', 'Enter a Valid Email');

/** The traveller's phone: the spec's 10 digits, or an international number (phone-number.ts). */
const travellerPhoneSchema = phoneNumberSchema({
  required: 'Please enter your phone number',
  digitsOnly: 'Only numeric characters are accepted',
  tenDigits: 'Number cannot be longer  or shorter than 10 digits',
  firstCheck: 'length',
});

const specialRequestSchema = noNul(z.string('Special request must be text'), 'Special request')
  .trim()
  .max(
    SPECIAL_REQUEST_MAX,
    `Special request must be at most ${SPECIAL_REQUEST_MAX} characters long`,
  );

const COUPON_WRONG = NOTICES.couponWrong;
/** Any wrong code, U+0000 included, shows the spec's one coupon message. */
const couponCode = z
  .string({ error: COUPON_WRONG })
  .refine(hasNoNul, { error: COUPON_WRONG, abort: true })
  .trim()
  .min(1, { error: COUPON_WRONG, abort: true })
  .max(40, { error: COUPON_WRONG, abort: true });

/** The booking page's traveller form (a web form: extra fields are tolerated). */
export const travellerSchema = z.object({
  fullName: travellerFullNameSchema,
  email: travellerEmailSchema,
  phoneNumber: travellerPhoneSchema,
  specialRequest: specialRequestSchema.optional(),
  /** Empty means no coupon; the APPLY button checks it against the server. */
  coupon: z
    .string()
    .refine(hasNoNul, { error: COUPON_WRONG, abort: true })
    .trim()
    .max(40, COUPON_WRONG)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TravellerForm = z.output<typeof travellerSchema>;
export type TravellerFormInput = z.input<typeof travellerSchema>;

/** Coupon check: `{ code }`. */
export const couponSchema = z.strictObject({ code: couponCode });
export type CouponInput = z.output<typeof couponSchema>;

const guestsMessage = `Guests must be a whole number from ${GUESTS_MIN} to ${GUESTS_MAX}`;
/** Guests as a number, or as the digit text the spec carries it in. */
const guestsSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}$/)
        .transform(Number),
    ],
    guestsMessage,
  )
  .pipe(
    z.number().int(guestsMessage).min(GUESTS_MIN, guestsMessage).max(GUESTS_MAX, guestsMessage),
  );

const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

/** Order and length of a stay; "not in the past" needs today and is checked by the caller. */
function checkStay(
  stay: { checkInDate: string; checkOutDate: string },
  ctx: z.RefinementCtx,
  checkOutPath: string,
) {
  if (!isIsoDate(stay.checkInDate) || !isIsoDate(stay.checkOutDate)) return;
  const nights = nightsBetween(stay.checkInDate, stay.checkOutDate);
  if (nights < 1) {
    ctx.addIssue({
      code: 'custom',
      message: STAY_MESSAGES.checkOutNotAfterCheckIn,
      path: [checkOutPath],
    });
  } else if (nights > MAX_NIGHTS) {
    ctx.addIssue({ code: 'custom', message: STAY_MESSAGES.tooLong, path: [checkOutPath] });
  }
}

const roomId = idInputSchema('roomId must be a room id');

/**
 * The rate plan chosen for the stay (decision 045): a number, or its digits as text; null or
 * absent is the room's default plan (Standard when on sale, else the cheapest on sale).
 * Rate-plan ids travel as numbers, unlike the ids of decision 014.
 */
/**
 * The error codes of a stay the rates refuse (409, the domain's sentence as the message): the
 * chosen plan is not offered for the room, or the calendar's rules forbid these dates.
 */
export const STAY_REFUSAL_CODES = {
  planNotOffered: 'RATE_PLAN_NOT_OFFERED',
  rules: 'STAY_RULES',
} as const;
export const isStayRefusalCode = (code: string) =>
  code === STAY_REFUSAL_CODES.planNotOffered || code === STAY_REFUSAL_CODES.rules;

const ratePlanIdSchema = idInputSchema('ratePlanId must be a rate plan id').nullable().optional();

/** POST /api/holds: hold one unit of every night of the stay while the user pays. */
export const holdRequestSchema = z
  .strictObject({
    roomId,
    checkInDate: isoDate(STAY_MESSAGES.checkInInvalid),
    checkOutDate: isoDate(STAY_MESSAGES.checkOutInvalid),
    guests: guestsSchema,
    ratePlanId: ratePlanIdSchema,
  })
  .superRefine((stay, ctx) => checkStay(stay, ctx, 'checkOutDate'));
/** What a client sends: roomId as the answers spell it ('12') or as a number. */
export type HoldRequest = z.input<typeof holdRequestSchema>;

/**
 * GET /api/quote: the server's quote of a stay of a room (decision 044), with the coupon when
 * one is given (an empty one is none), as the booking page shows it before the room is held.
 */
export const quoteQuerySchema = z
  .strictObject({
    roomId,
    checkInDate: isoDate(STAY_MESSAGES.checkInInvalid),
    checkOutDate: isoDate(STAY_MESSAGES.checkOutInvalid),
    guests: guestsSchema,
    // As POST /api/holds?coupon= takes it: an empty code is none, a wrong one is 404.
    coupon: noNul(z.string(), 'Coupon').trim().max(40, COUPON_WRONG).optional(),
    // A query carries text only: empty or "null" is no choice, as null is in a hold's body.
    ratePlanId: z.preprocess(
      (value) => (value === '' || value === 'null' ? undefined : value),
      ratePlanIdSchema,
    ),
  })
  .superRefine((stay, ctx) => checkStay(stay, ctx, 'checkOutDate'));
export type QuoteQuery = z.input<typeof quoteQuerySchema>;

/**
 * GET /api/holds: the caller's own live holds of one hotel over a stay (the hotel page and the
 * booking page count them as the caller's, not against them).
 */
export const ownHoldsQuerySchema = z
  .strictObject({
    hotelId: idInputSchema('hotelId must be a hotel id'),
    checkInDate: isoDate(STAY_MESSAGES.checkInInvalid),
    checkOutDate: isoDate(STAY_MESSAGES.checkOutInvalid),
  })
  .superRefine((stay, ctx) => checkStay(stay, ctx, 'checkOutDate'));
export type OwnHoldsQuery = z.input<typeof ownHoldsQuerySchema>;

const wireText = freeText;
/** A number or numeric text ("275.5"), as a client written to the spec sends it (design §3). */
const wireNumber = (label: string) => {
  const message = `${label} must be a number`;
  return numericInput(message).pipe(z.number(message));
};

/** The spec's `payments.create`; accepted for compatibility, the server ignores client money. */
const bookingPaymentPayloadSchema = z.strictObject({
  CardFirstName: wireText('CardFirstName').optional(),
  CardSecondName: wireText('CardSecondName').optional(),
  CardBankEntity: wireText('CardBankEntity').optional(),
  CardNumber: wireText('CardNumber').optional(),
  CardType: wireNumber('CardType').optional(),
  FinalPrice: wireNumber('FinalPrice').optional(),
  Tax: wireNumber('Tax').optional(),
  BasePrice: wireNumber('BasePrice').optional(),
  PromoCode: z
    .union(
      [freeText('PromoCode', 40), z.boolean(), z.null()],
      'PromoCode must be a code, false or null',
    )
    .optional(),
  Status: wireText('Status', 40).optional(),
});

/**
 * POST /api/bookings (decision 002). The server trusts only holdId, paymentId, SpecialReqs and
 * the traveller; hotel, room, dates and money come from the hold, so those spec fields are
 * optional and only checked for type and size. The traveller's name, e-mail and phone are
 * checked when sent (our booking form sends them); the spec's body has none of them, so the
 * account's fill in what is left out (decision 011: the hold is its client's one difference).
 */
export const bookingRequestSchema = z.strictObject({
  holdId: z.uuid('holdId must be the id of a hold'),
  paymentId: noNul(z.string({ error: 'paymentId is required' }), 'paymentId')
    .trim()
    .min(1, 'paymentId is required')
    .max(200, 'paymentId must be at most 200 characters long'),
  fullName: travellerFullNameSchema.optional(),
  email: travellerEmailSchema.optional(),
  phoneNumber: travellerPhoneSchema.optional(),
  SpecialReqs: specialRequestSchema.default(''),
  HotelName: wireText('HotelName').optional(),
  RoomType: wireText('RoomType').optional(),
  CheckInDate: wireText('CheckInDate', 40).optional(),
  CheckOutDate: wireText('CheckOutDate', 40).optional(),
  HotelCity: wireText('HotelCity').optional(),
  HotelCountry: wireText('HotelCountry').optional(),
  NumberOfGuest: wireNumber('NumberOfGuest').optional(),
  payments: z.strictObject({ create: bookingPaymentPayloadSchema }).optional(),
});
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
