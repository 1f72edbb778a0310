/**
 * The hotel page's offers and price calendar (decision 046): their querystrings, with the
 * names the hotel page's address already uses for the stay and the party, and their answers
 * (camelCase, whole cents; room ids as text per decision 014, rate-plan ids as numbers per
 * decision 045).
 */
import { z } from 'zod';
import { GUESTS_MAX, GUESTS_MIN, MAX_NIGHTS } from '../constants';
import { isIsoDate, nightsBetween, STAY_MESSAGES } from '../dates';
import { wireIdSchema } from '../wire/ids';
import { noNul } from './fields';

function wholeText(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z
    .string(message)
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));
}

const dateText = (message: string) => z.string(message).trim().refine(isIsoDate, message);
const guestsText = wholeText('Guests', GUESTS_MIN, GUESTS_MAX);
const ignoredText = noNul(z.string(), 'Query values')
  .max(100, 'Query values must be at most 100 characters long')
  .optional();

export const HOTEL_OFFERS_MESSAGES = {
  month: 'Month must be a month as yyyy-mm',
  monthOutOfRange: 'Month must be from this month to two years ahead',
  tooLong: STAY_MESSAGES.tooLong,
} as const;

/** How many months ahead of the hotel's today the price calendar answers for. */
export const PRICE_CALENDAR_MONTHS_AHEAD = 24;

/**
 * GET /api/hotels/:id/offers: the stay (both dates, check-out after check-in, at most
 * MAX_NIGHTS) and the party (`guests`, or the spec page's `guestnumber`); the page's other
 * query names (id, city, roomId) are accepted and change nothing.
 */
export const hotelOffersQuerySchema = z
  .strictObject({
    checkInDate: dateText(STAY_MESSAGES.checkInInvalid),
    checkOutDate: dateText(STAY_MESSAGES.checkOutInvalid),
    guests: guestsText.optional(),
    guestnumber: guestsText.optional(),
    id: ignoredText,
    city: ignoredText,
    roomId: ignoredText,
  })
  .superRefine(({ checkInDate, checkOutDate }, ctx) => {
    // Runs even when a date failed (zod reports every issue): only whole dates are compared.
    if (!isIsoDate(checkInDate) || !isIsoDate(checkOutDate)) return;
    const nights = nightsBetween(checkInDate, checkOutDate);
    if (nights < 1) {
      ctx.addIssue({
        code: 'custom',
        message: STAY_MESSAGES.checkOutNotAfterCheckIn,
        path: ['checkOutDate'],
      });
    } else if (nights > MAX_NIGHTS) {
      ctx.addIssue({ code: 'custom', message: STAY_MESSAGES.tooLong, path: ['checkOutDate'] });
    }
  })
  .transform(({ checkInDate, checkOutDate, guests, guestnumber }) => ({
    checkIn: checkInDate,
    checkOut: checkOutDate,
    guests: guests ?? guestnumber,
  }));
export type HotelOffersQuery = z.output<typeof hotelOffersQuerySchema>;

/** GET /api/hotels/:id/price-calendar: a month's arrivals for `nights` nights and the party. */
export const priceCalendarQuerySchema = z
  .strictObject({
    month: z
      .string(HOTEL_OFFERS_MESSAGES.month)
      .trim()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, HOTEL_OFFERS_MESSAGES.month),
    nights: wholeText('Nights', 1, MAX_NIGHTS),
    guests: guestsText.optional(),
    guestnumber: guestsText.optional(),
  })
  .transform(({ month, nights, guests, guestnumber }) => ({
    month,
    nights,
    guests: guests ?? guestnumber,
  }));
export type PriceCalendarQuery = z.output<typeof priceCalendarQuerySchema>;

const cents = z.number().int().min(0);
const stay = { checkIn: z.string(), checkOut: z.string() };

/** The cancellation terms of a plan for the stay (domain `cancellationOffer`). */
const cancellationOfferSchema = z.union([
  z.object({ kind: z.literal('free'), until: z.string(), throughCheckIn: z.boolean() }),
  z.object({ kind: z.literal('closed') }),
  z.object({ kind: z.literal('non-refundable') }),
]);

export const planOfferSchema = z.object({
  ratePlanId: wireIdSchema,
  name: z.string(),
  description: z.string(),
  refundable: z.boolean(),
  breakfastIncluded: z.boolean(),
  cancellation: cancellationOfferSchema,
  /** The stay's total and per-night average; null when the rules refuse the stay. */
  totalCents: cents.nullable(),
  perNightCents: cents.nullable(),
  /** The rules' sentence ("No arrivals on this date"), null when the stay is allowed. */
  refusal: z.string().nullable(),
  /** When refused: the nearest stay of this plan that the rules allow and the room has free. */
  nearestStay: z.object({ ...stay, totalCents: cents }).nullable(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

export const roomOffersSchema = z.object({
  roomId: wireIdSchema,
  /** Sleeps the party (true without a party). */
  fits: z.boolean(),
  /** Free units for the whole stay, as GET /api/hotels/:id's FreeUnits. */
  freeUnits: z.number().int().min(0),
  /**
   * The room's own "from" price (decision 048): its cheapest plan that sleeps the party, has a
   * unit free every night and that the rules allow, or null. `basePerNightCents` is the
   * per-night average before the stay's reductions, struck through when it is higher.
   */
  fromPrice: z
    .object({
      ratePlanId: wireIdSchema,
      totalCents: cents,
      perNightCents: cents,
      basePerNightCents: cents,
    })
    .nullable(),
  /** The on-sale plans, Standard first. */
  plans: z.array(planOfferSchema),
});
export type RoomOffers = z.infer<typeof roomOffersSchema>;

export const arrivalPriceSchema = z.object({ ...stay, totalCents: cents.nullable() });

export const hotelOffersSchema = z.object({
  ...stay,
  nights: z.number().int(),
  guests: z.number().int().nullable(),
  /** The one "from" price: the cheapest bookable plan of a room that fits the party. */
  fromPrice: z
    .object({
      roomId: wireIdSchema,
      ratePlanId: wireIdSchema,
      totalCents: cents,
      perNightCents: cents,
      nights: z.number().int(),
    })
    .nullable(),
  rooms: z.array(roomOffersSchema),
  /** Arrivals three days either side, same nights; the first cheapest is marked. */
  flexible: z.array(arrivalPriceSchema.extend({ cheapest: z.boolean() })),
});
export type HotelOffers = z.infer<typeof hotelOffersSchema>;

export const priceCalendarSchema = z.object({
  month: z.string(),
  nights: z.number().int(),
  guests: z.number().int().nullable(),
  /** Every day of the month as an arrival: its cheapest total, null when none can arrive. */
  days: z.array(arrivalPriceSchema),
});
export type PriceCalendar = z.infer<typeof priceCalendarSchema>;
