/**
 * The rates API's payloads (decision 045): rate plans of a room type, the rates and
 * restrictions grid of a hotel, and the bulk edit that changes it. One schema per payload for
 * the server's validation, the web app's forms and the OpenAPI document. Amounts are integer
 * cents and percents basis points, as the quote keeps them; the web app converts what the
 * admin types ("129.50", "-10") once, in its form.
 */
import { z } from 'zod';
import { isIsoDate, nightsBetween } from '../dates';
import { idInputSchema, wireIdSchema } from '../wire/ids';
import { capped, numericInput, requiredText } from './fields';

export const RATE_PLAN_NAME_MAX = 60;
export const RATE_PLAN_DESCRIPTION_MAX = 500;
/** The most nights the grid shows at once: five weeks and then some. */
export const RATES_GRID_DAYS_MAX = 62;
/** The longest span one bulk edit may cover: two years of nights. */
export const RATES_BULK_NIGHTS_MAX = 731;
export const STAY_LIMIT_MAX = 365;
/** The highest nightly price a plan may have: $1 000 000.00. */
export const NIGHT_PRICE_MAX_CENTS = 100_000_000;
export const LENGTH_OF_STAY_DISCOUNTS_MAX = 5;

export const RATES_TEXTS = {
  nameRequired: 'Name is required',
  nameTaken: 'This room already has a plan with that name',
  pricingRequired: 'Pricing must be base, percent or amount',
  percentRange: 'Percent must be from -99 to 100',
  amountRange: 'Amount must be a whole number of cents',
  standardFixed: 'The Standard plan keeps its name and prices itself',
  standardKept: 'The Standard plan cannot be deleted: take it off sale instead',
  planNotFound: 'Rate plan not found',
  lengthOfStayRange: 'Length-of-stay discounts need at least 2 nights and a percent from 1 to 100',
  datesRequired: 'From and to must be dates (yyyy-mm-dd)',
  datesOrder: 'To must not be before from',
  tooLong: `A bulk edit may cover at most ${RATES_BULK_NIGHTS_MAX} nights`,
  daysRange: `Days must be from 1 to ${RATES_GRID_DAYS_MAX}`,
  weekdaysRequired: 'Choose at least one weekday',
  plansRequired: 'Choose at least one rate plan',
  nothingToChange: 'Choose at least one change',
  priceRange: 'Price must be from $0.01 to $1,000,000.00',
  stayRange: `Stays must be from 1 to ${STAY_LIMIT_MAX} nights`,
  minAboveMax: 'Minimum stay cannot be above maximum stay',
  pricedBelowOneCent: 'That change would price a night below $0.01',
  planOfAnotherHotel: 'Every rate plan must belong to this hotel',
} as const;

const isoDate = z.string(RATES_TEXTS.datesRequired).refine(isIsoDate, RATES_TEXTS.datesRequired);
const wholeNumber = (message: string, min: number, max: number) =>
  numericInput(message).pipe(z.number(message).int(message).min(min, message).max(max, message));
const stayLimit = wholeNumber(RATES_TEXTS.stayRange, 1, STAY_LIMIT_MAX);
const priceCents = wholeNumber(RATES_TEXTS.priceRange, 1, NIGHT_PRICE_MAX_CENTS);

export const lengthOfStayDiscountSchema = z.strictObject({
  minNights: wholeNumber(RATES_TEXTS.lengthOfStayRange, 2, STAY_LIMIT_MAX),
  percent: wholeNumber(RATES_TEXTS.lengthOfStayRange, 1, 100),
});

/** A plan's fields, each as the admin may send it. */
const ratePlanFields = {
  name: capped(requiredText(RATES_TEXTS.nameRequired).trim(), 'Name', RATE_PLAN_NAME_MAX),
  description: capped(
    z.string('Description must be text'),
    'Description',
    RATE_PLAN_DESCRIPTION_MAX,
  ).trim(),
  refundable: z.boolean('Refundable must be true or false'),
  breakfastIncluded: z.boolean('Breakfast included must be true or false'),
  pricing: z.enum(['base', 'percent', 'amount'], RATES_TEXTS.pricingRequired),
  /** For percent: −9900 to 10 000 basis points of Standard's night (−10 % is −1000). */
  adjustmentBasisPoints: wholeNumber(RATES_TEXTS.percentRange, -9900, 10_000),
  /** For amount: cents added to Standard's night (negative is less). */
  adjustmentCents: wholeNumber(
    RATES_TEXTS.amountRange,
    -NIGHT_PRICE_MAX_CENTS,
    NIGHT_PRICE_MAX_CENTS,
  ),
  lengthOfStayDiscounts: z
    .array(lengthOfStayDiscountSchema, RATES_TEXTS.lengthOfStayRange)
    .max(LENGTH_OF_STAY_DISCOUNTS_MAX, RATES_TEXTS.lengthOfStayRange),
  onSale: z.boolean('On sale must be true or false'),
};

/** A plan as the admin creates it (`POST`): what it leaves out takes the defaults. */
export const ratePlanBodySchema = z.strictObject(
  {
    ...ratePlanFields,
    description: ratePlanFields.description.default(''),
    breakfastIncluded: ratePlanFields.breakfastIncluded.default(false),
    pricing: ratePlanFields.pricing.default('base'),
    adjustmentBasisPoints: ratePlanFields.adjustmentBasisPoints.default(0),
    adjustmentCents: ratePlanFields.adjustmentCents.default(0),
    lengthOfStayDiscounts: ratePlanFields.lengthOfStayDiscounts.default([]),
    onSale: ratePlanFields.onSale.default(true),
  },
  'The body must be an object',
);
export type RatePlanBody = z.output<typeof ratePlanBodySchema>;
/**
 * A change of a plan (`PATCH`): only what it names. Built from the fields without their
 * defaults, which a partial object would otherwise fill in and so reset what was not sent.
 */
export const ratePlanPatchSchema = z
  .strictObject(ratePlanFields, 'The body must be an object')
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, RATES_TEXTS.nothingToChange);
export type RatePlanPatch = z.output<typeof ratePlanPatchSchema>;

/** A plan in every answer; its ids travel as text like every other id (decision 014). */
export const ratePlanWireSchema = z.object({
  id: wireIdSchema,
  roomId: wireIdSchema,
  kind: z.enum(['standard', 'non_refundable', 'custom']),
  name: z.string(),
  description: z.string(),
  refundable: z.boolean(),
  breakfastIncluded: z.boolean(),
  pricing: z.enum(['base', 'percent', 'amount']),
  adjustmentBasisPoints: z.number().int(),
  adjustmentCents: z.number().int(),
  lengthOfStayDiscounts: z.array(z.object({ minNights: z.number(), percent: z.number() })),
  onSale: z.boolean(),
});
export type RatePlanWire = z.infer<typeof ratePlanWireSchema>;

/** `GET /api/admin/hotels/:hotelId/rates?from=yyyy-mm-dd&days=n`: the grid's window. */
export const ratesGridQuerySchema = z.object({
  from: isoDate,
  days: wholeNumber(RATES_TEXTS.daysRange, 1, RATES_GRID_DAYS_MAX).default(28),
});

/**
 * One cell of the grid: a plan's night as the rules see it (price as planNightPrice gives it)
 * and the plan's own row (null values and false where it has none). `ownPrice` tells a price
 * set in the calendar from the plan's default; `guestPriceCents` is the night's price after
 * the room's Discount where the Discount applies to it (guestNightPriceCents), else the price.
 */
export const ratesGridCellSchema = z.object({
  ratePlanId: wireIdSchema,
  night: z.string(),
  priceCents: z.number().int(),
  guestPriceCents: z.number().int(),
  ownPrice: z.boolean(),
  minStay: z.number().int().nullable(),
  maxStay: z.number().int().nullable(),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
  closed: z.boolean(),
});
export type RatesGridCell = z.infer<typeof ratesGridCellSchema>;

export const ratesGridSchema = z.object({
  from: z.string(),
  /** The day after the last night shown. */
  until: z.string(),
  roomTypes: z.array(
    z.object({
      id: wireIdSchema,
      name: z.string(),
      priceCents: z.number().int(),
      discountBasisPoints: z.number().int(),
      plans: z.array(ratePlanWireSchema),
    }),
  ),
  /** Every plan × night of the window, by plan then night. */
  cells: z.array(ratesGridCellSchema),
});
export type RatesGrid = z.infer<typeof ratesGridSchema>;

/** How a bulk edit changes the price: set it, move it by cents or basis points, or clear it. */
export const bulkPriceChangeSchema = z.union(
  [
    z.strictObject({ set: priceCents }),
    z.strictObject({
      adjustCents: wholeNumber(
        RATES_TEXTS.amountRange,
        -NIGHT_PRICE_MAX_CENTS,
        NIGHT_PRICE_MAX_CENTS,
      ),
    }),
    z.strictObject({ adjustBasisPoints: wholeNumber(RATES_TEXTS.percentRange, -9900, 10_000) }),
    z.strictObject({ clear: z.literal(true) }),
  ],
  RATES_TEXTS.priceRange,
);

/**
 * `POST /api/admin/hotels/:hotelId/rates/bulk`: nights from `from` to `to` inclusive on the
 * chosen weekdays (0 Sunday … 6 Saturday), for the chosen plans. Each restriction is set by a
 * value and cleared by null; absent leaves it. `dryRun` answers how many nights would change
 * and changes nothing. One transaction: refused whole when any value is out of range.
 */
export const ratesBulkEditSchema = z
  .strictObject(
    {
      from: isoDate,
      to: isoDate,
      weekdays: z
        .array(wholeNumber(RATES_TEXTS.weekdaysRequired, 0, 6), RATES_TEXTS.weekdaysRequired)
        .min(1, RATES_TEXTS.weekdaysRequired)
        .max(7, RATES_TEXTS.weekdaysRequired)
        .default([0, 1, 2, 3, 4, 5, 6]),
      ratePlanIds: z
        .array(idInputSchema(RATES_TEXTS.plansRequired), RATES_TEXTS.plansRequired)
        .min(1, RATES_TEXTS.plansRequired)
        .max(1000, RATES_TEXTS.plansRequired),
      price: bulkPriceChangeSchema.optional(),
      minStay: stayLimit.nullable().optional(),
      maxStay: stayLimit.nullable().optional(),
      closedToArrival: z.boolean('Closed to arrival must be true or false').optional(),
      closedToDeparture: z.boolean('Closed to departure must be true or false').optional(),
      closed: z.boolean('Closed must be true or false').optional(),
      dryRun: z.boolean('Dry run must be true or false').default(false),
    },
    'The body must be an object',
  )
  .superRefine((edit, ctx) => {
    if (isIsoDate(edit.from) && isIsoDate(edit.to)) {
      const nights = nightsBetween(edit.from, edit.to) + 1;
      if (nights < 1)
        ctx.addIssue({ code: 'custom', path: ['to'], message: RATES_TEXTS.datesOrder });
      else if (nights > RATES_BULK_NIGHTS_MAX)
        ctx.addIssue({ code: 'custom', path: ['to'], message: RATES_TEXTS.tooLong });
    }
    const changes = [
      edit.price,
      edit.minStay,
      edit.maxStay,
      edit.closedToArrival,
      edit.closedToDeparture,
      edit.closed,
    ];
    if (changes.every((change) => change === undefined)) {
      ctx.addIssue({ code: 'custom', path: [], message: RATES_TEXTS.nothingToChange });
    }
    if (
      typeof edit.minStay === 'number' &&
      typeof edit.maxStay === 'number' &&
      edit.minStay > edit.maxStay
    ) {
      ctx.addIssue({ code: 'custom', path: ['minStay'], message: RATES_TEXTS.minAboveMax });
    }
  });
export type RatesBulkEdit = z.output<typeof ratesBulkEditSchema>;

/** The bulk edit's answer: the nights (plan × date) it changed, or would change on a dry run. */
export const ratesBulkResultSchema = z.object({
  nightsChanged: z.number().int(),
  dryRun: z.boolean(),
});
export type RatesBulkResult = z.infer<typeof ratesBulkResultSchema>;

/**
 * One night of a plan's calendar as the catalogue file carries it (`npm run export`, then
 * import): the room_rates row, values the grid shows. Numbers may come as numeric text.
 */
export const rateEntryFileSchema = z
  .strictObject(
    {
      night: isoDate,
      priceCents: priceCents.nullable().default(null),
      minStay: stayLimit.nullable().default(null),
      maxStay: stayLimit.nullable().default(null),
      closedToArrival: z.boolean('Closed to arrival must be true or false').default(false),
      closedToDeparture: z.boolean('Closed to departure must be true or false').default(false),
      closed: z.boolean('Closed must be true or false').default(false),
    },
    'A night of rates must be an object',
  )
  .refine(
    (entry) => entry.minStay === null || entry.maxStay === null || entry.minStay <= entry.maxStay,
    { message: RATES_TEXTS.minAboveMax, path: ['minStay'] },
  );
export type RateEntryFile = z.output<typeof rateEntryFileSchema>;

/**
 * A room type's plan in the catalogue file (`RatePlans` of a room): the plan as the admin API
 * takes it, its kind (Standard is the room's own plan, found rather than added) and its
 * calendar rows. A file without `RatePlans` (older exports, other systems) leaves the plans
 * as they are.
 */
export const ratePlanFileSchema = ratePlanBodySchema.extend({
  kind: z
    .enum(
      ['standard', 'non_refundable', 'custom'],
      'Kind must be standard, non_refundable or custom',
    )
    .default('custom'),
  rates: z
    .array(rateEntryFileSchema, 'Rates must be a list')
    .max(RATES_BULK_NIGHTS_MAX * 5, 'Too many nights of rates')
    .default([]),
});
export type RatePlanFile = z.output<typeof ratePlanFileSchema>;
