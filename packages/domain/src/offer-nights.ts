/**
 * A plan's stay priced and judged, from its calendar or from its nights read once (decision
 * 046). The hotel page asks a few hundred stays of the same plans per request (the stay, the
 * flexible dates, each refused plan's nearest stays, a month of arrivals), and those stays
 * overlap night for night. `planNights` prices (`planNightPrice`) and judges
 * (`planNightRestrictions`) each night of the span the page reads once and keeps running sums,
 * so a stay's sums are two subtractions; its figure is then product §9's formula
 * (`stayTotals`, as in `quoteStay`) and its refusal the rules' (`stayRefusalOf`, as in
 * `stayRefusal`). A stay reaching outside the span is priced from the calendar (`planStay`), so
 * both ways give the same answer for every stay (offer-nights.test.ts compares them).
 */
import { dateOfEpochDay, epochDay, type IsoDate } from './dates';
import { perNightAverageCents } from './from-price';
import { requireWhole } from './integer-money';
import { quoteStay, stayTotals } from './quote';
import {
  lengthOfStayDiscountFor,
  planNightPrice,
  planNightRestrictions,
  planStayRates,
  stayRefusal,
  stayRefusalOf,
  type NightRestrictions,
  type PlanCalendar,
  type StayRefusal,
} from './rates';

export interface Stay {
  checkIn: IsoDate;
  checkOut: IsoDate;
}

/** A plan's answer for a stay: the rules' refusal, or its quote's total. */
export type PlanStay =
  { refusal: StayRefusal; totalCents?: undefined } | ({ refusal: null } & PlanStayPrice);

/** What a stay costs under a plan: its total and per-night average, and its base's. */
export interface PlanStayPrice {
  totalCents: number;
  perNightCents: number;
  /**
   * The per-night average of the nights before the stay's reductions (the room's Discount and
   * a length-of-stay discount): the "original" a card strikes through when it is higher. A
   * stay with no reduction has its own average here: the final price's flooring to whole
   * dollars (product §9) takes cents off, but that is no reduction to show.
   */
  basePerNightCents: number;
}

/** PlanStayPrice of a stay of `nights` from its base and its quote's totals. */
function stayPrice(
  baseCents: number,
  totals: { finalCents: number; discountCents: number; lengthOfStayCents: number },
  nights: number,
): PlanStayPrice {
  const perNightCents = perNightAverageCents(totals.finalCents, nights);
  const reduced = totals.discountCents > 0 || totals.lengthOfStayCents > 0;
  return {
    totalCents: totals.finalCents,
    perNightCents,
    basePerNightCents: reduced ? perNightAverageCents(baseCents, nights) : perNightCents,
  };
}

/** A plan's stay from its calendar: the rules' refusal, else the total a hold would charge. */
export function planStay(calendar: PlanCalendar, stay: Stay): PlanStay {
  const refusal = stayRefusal(calendar, stay);
  if (refusal) return { refusal };
  const quote = quoteStay(planStayRates(calendar, stay));
  return { refusal: null, ...stayPrice(quote.baseCents, quote, quote.nights) };
}

/** The days of a span, from its first night up to, not including, its `until`. */
export interface SpanDays {
  /** The first night as days since 1970-01-01 (`epochDay`). */
  firstDay: number;
  /** Each night's date, by its offset from the first. */
  dates: readonly IsoDate[];
}

export function spanDays(span: { from: IsoDate; until: IsoDate }): SpanDays {
  const firstDay = epochDay(span.from);
  const count = Math.max(0, epochDay(span.until) - firstDay);
  return { firstDay, dates: Array.from({ length: count }, (_, i) => dateOfEpochDay(firstDay + i)) };
}

/** The date of an epoch day, read from the span when it is inside it. */
export function spanDate(days: SpanDays, day: number): IsoDate {
  return days.dates[day - days.firstDay] ?? dateOfEpochDay(day);
}

/** One plan's nights over a span, priced and judged once. */
export interface PlanNights {
  calendar: PlanCalendar;
  days: SpanDays;
  /** Each night's restrictions (`planNightRestrictions`), by offset. */
  restrictions: readonly NightRestrictions[];
  /** Running sums by offset: entry i sums the nights before night i. */
  priceBefore: Float64Array;
  /** The same over the nights the room's Discount applies to (`discounted`). */
  discountedBefore: Float64Array;
  closedBefore: Int32Array;
}

export function planNights(calendar: PlanCalendar, days: SpanDays): PlanNights {
  const count = days.dates.length;
  const restrictions: NightRestrictions[] = [];
  const priceBefore = new Float64Array(count + 1);
  const discountedBefore = new Float64Array(count + 1);
  const closedBefore = new Int32Array(count + 1);
  for (let night = 0; night < count; night += 1) {
    const date = days.dates[night]!;
    const priced = planNightPrice(calendar, date);
    // quoteStay refuses such a line; the database's constraints never give one.
    if (!Number.isSafeInteger(priced.priceCents) || priced.priceCents < 0) {
      requireWhole(`priceCents of ${date}`, priced.priceCents, 0);
    }
    const rules = planNightRestrictions(calendar, date);
    restrictions.push(rules);
    priceBefore[night + 1] = priceBefore[night]! + priced.priceCents;
    discountedBefore[night + 1] =
      discountedBefore[night]! + (priced.discounted ? priced.priceCents : 0);
    closedBefore[night + 1] = closedBefore[night]! + (rules.closed ? 1 : 0);
  }
  return { calendar, days, restrictions, priceBefore, discountedBefore, closedBefore };
}

/** The plan's restrictions of an epoch day: the span's, or the calendar's outside it. */
export function nightRestrictionsOn(nights: PlanNights, day: number): NightRestrictions {
  return (
    nights.restrictions[day - nights.days.firstDay] ??
    planNightRestrictions(nights.calendar, dateOfEpochDay(day))
  );
}

/**
 * The plan's stay of `length` nights arriving on the epoch day `arrival`: `planStay`'s answer,
 * read from the span's nights when the stay and its check-out day lie inside it.
 */
export function planStayOn(nights: PlanNights, arrival: number, length: number): PlanStay {
  const { calendar, days } = nights;
  const stay = { checkIn: spanDate(days, arrival), checkOut: spanDate(days, arrival + length) };
  const start = arrival - days.firstDay;
  if (start < 0 || length < 1 || start + length >= days.dates.length) {
    return planStay(calendar, stay);
  }
  const refusal = stayRefusalOf(
    calendar.plan,
    stay,
    {
      restrictionsOn: (offset) => nights.restrictions[start + offset]!,
      firstClosedNight(count) {
        if (nights.closedBefore[start + count] === nights.closedBefore[start]) return -1;
        let night = 0;
        while (!nights.restrictions[start + night]!.closed) night += 1;
        return night;
      },
    },
    length,
  );
  if (refusal) return { refusal };
  const baseCents = nights.priceBefore[start + length]! - nights.priceBefore[start]!;
  const totals = stayTotals({
    baseCents,
    discountedCents: nights.discountedBefore[start + length]! - nights.discountedBefore[start]!,
    discountBasisPoints: calendar.room.discountBasisPoints,
    lengthOfStayPercent: lengthOfStayDiscountFor(calendar.plan, length)?.percent ?? 0,
    couponPercent: 0,
  });
  return { refusal: null, ...stayPrice(baseCents, totals, length) };
}
