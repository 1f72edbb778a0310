/**
 * The administrator's occupancy and revenue report (decision 022): the query of
 * GET /api/admin/reports and its answer. The period runs from `from` up to but not including
 * `to`, as a stay runs from check-in to check-out: from=2026-11-01&to=2026-12-01 is November.
 * Money is integer cents; ratios are computed from the sums by `nightFigures`.
 */
import { z } from 'zod';
import { isIsoDate, nightsBetween } from '../dates';
import { idInputSchema, wireIdSchema } from '../wire/ids';
import { dataEnvelope } from '../wire/envelope';

/** Two years, a leap day included: longer periods are refused with a 400. */
export const REPORT_PERIOD_MAX_DAYS = 731;

export const REPORT_MESSAGES = {
  hotel: 'Choose a hotel from the list',
  from: 'Enter the first day as YYYY-MM-DD',
  to: 'Enter the day after the last as YYYY-MM-DD',
  order: 'The period must end after it starts',
  tooLong: `A report covers at most ${REPORT_PERIOD_MAX_DAYS} days (two years)`,
} as const;

const isoDay = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);

export const reportQuerySchema = z
  .object({
    /** Absent (or empty) for every hotel together. */
    hotelId: z.preprocess(
      (value) => (value === '' ? undefined : value),
      idInputSchema(REPORT_MESSAGES.hotel).optional(),
    ),
    from: isoDay(REPORT_MESSAGES.from),
    /** Exclusive: the day after the last night and the last day reported. */
    to: isoDay(REPORT_MESSAGES.to),
  })
  .superRefine((query, context) => {
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
    const days = nightsBetween(query.from, query.to);
    if (days <= 0)
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.order });
    else if (days > REPORT_PERIOD_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
    }
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
/** The query as the web app sends it (before the server reads the id as a number). */
export type ReportQueryInput = { hotelId?: string; from: string; to: string };

const count = z.number().int().nonnegative();
const cents = z.number().int();
/** Null when its denominator is zero (no unit for sale, or none booked). */
const ratioCents = z.number().int().nullable();

/** What the nights of a period add up to, and the ratios hotels read them by. */
const nightFiguresShape = {
  /** Units for sale: each room type's units from the night it was added, less blocked units. */
  availableUnitNights: count,
  /** Units taken by bookings that are not cancelled. */
  bookedUnitNights: count,
  /** Each booking's amount spread over its nights (decision 022 says how). */
  roomRevenueCents: cents,
  /** booked / available, 0 to 1 (more only if a booked room was deleted), 4 decimals. */
  occupancy: z.number().nonnegative().nullable(),
  /** Average daily rate: room revenue / booked unit-nights, rounded to the cent. */
  adrCents: ratioCents,
  /** Revenue per available unit-night: room revenue / available unit-nights. */
  revparCents: ratioCents,
};

const dayFiguresShape = {
  /** Bookings made that day (UTC) whose payment was captured, cancelled later or not. */
  bookingsCreated: count,
  /** Payments captured that day. */
  capturedCents: cents,
  /** Refunds paid that day for cancellations. */
  refundedCents: cents,
  /** captured − refunded. */
  netCents: cents,
};

export const reportNightSchema = z.object({ night: z.string(), ...nightFiguresShape });
export type ReportNight = z.infer<typeof reportNightSchema>;

export const reportDaySchema = z.object({ day: z.string(), ...dayFiguresShape });
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportTotalsSchema = z.object({ ...nightFiguresShape, ...dayFiguresShape });
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

export const reportSchema = z.object({
  hotelId: wireIdSchema.nullable(),
  from: z.string(),
  to: z.string(),
  nights: z.array(reportNightSchema),
  days: z.array(reportDaySchema),
  totals: reportTotalsSchema,
});
export type Report = z.infer<typeof reportSchema>;

export const reportEnvelopeSchema = dataEnvelope(reportSchema);

/** Whole cents of a / b, halves rounded up; null when b is 0. */
function centsRatio(amount: number, units: number): number | null {
  if (units === 0) return null;
  return Math.floor((2 * amount + units) / (2 * units));
}

/** The ratios of one night, or of a whole period, from its sums. */
export function nightFigures(sums: {
  availableUnitNights: number;
  bookedUnitNights: number;
  roomRevenueCents: number;
}) {
  const { availableUnitNights: available, bookedUnitNights: booked } = sums;
  return {
    ...sums,
    occupancy: available === 0 ? null : Math.round((booked / available) * 10_000) / 10_000,
    adrCents: centsRatio(sums.roomRevenueCents, booked),
    revparCents: centsRatio(sums.roomRevenueCents, available),
  };
}

/** The period's totals: sums of the nights and days, with the period's own ratios. */
export function reportTotals(
  nights: readonly Pick<
    ReportNight,
    'availableUnitNights' | 'bookedUnitNights' | 'roomRevenueCents'
  >[],
  days: readonly Pick<ReportDay, 'bookingsCreated' | 'capturedCents' | 'refundedCents'>[],
): ReportTotals {
  const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const capturedCents = sum(days, (d) => d.capturedCents);
  const refundedCents = sum(days, (d) => d.refundedCents);
  return {
    ...nightFigures({
      availableUnitNights: sum(nights, (n) => n.availableUnitNights),
      bookedUnitNights: sum(nights, (n) => n.bookedUnitNights),
      roomRevenueCents: sum(nights, (n) => n.roomRevenueCents),
    }),
    bookingsCreated: sum(days, (d) => d.bookingsCreated),
    capturedCents,
    refundedCents,
    netCents: capturedCents - refundedCents,
  };
}
