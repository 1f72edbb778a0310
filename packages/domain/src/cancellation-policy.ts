/**
 * Cancellation policies as data (design §5, decision 018). A hotel has a
 * free-cancellation window of N whole days before check-in and a penalty after it; a room may
 * be non-refundable instead. Every date here is a calendar date in the hotel's own time zone,
 * so no offset or daylight-saving change ever moves a deadline.
 *
 * The exact meaning, used by every function below:
 * - Cancelling is free through the END of the hotel's calendar date `checkIn − N days`
 *   (`freeCancellationUntil`). N = 1 and a check-in on 15 March: free through 14 March 23:59
 *   hotel time. N = 0: free through the check-in day itself.
 * - After that date, up to and including the check-in day, cancelling costs the penalty.
 * - From the day after check-in the stay has started: it can no longer be cancelled.
 * - A non-refundable room never refunds anything.
 */
import { addDays, nightsBetween, todayIso, type IsoDate } from './dates';

/** What a guest pays when cancelling after the free window. */
export const CANCELLATION_PENALTIES = ['FirstNight', 'WholeStay', 'None'] as const;
export type CancellationPenalty = (typeof CANCELLATION_PENALTIES)[number];

/** The widest free window an admin may set: a year. */
export const FREE_CANCELLATION_DAYS_MAX = 365;

/** A hotel's policy, as stored on the hotel and copied into each booking. */
export interface CancellationPolicy {
  /** Whole days before check-in until which cancelling is free, 0–365. */
  freeCancellationDays: number;
  penalty: CancellationPenalty;
}

/**
 * The policy of a hotel that never set one (and of a spec client that sends none): free
 * until one day before check-in, then the first night. The common default of booking sites.
 */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  freeCancellationDays: 1,
  penalty: 'FirstNight',
};

/** The time zone of a hotel that never set one. */
export const DEFAULT_HOTEL_TIME_ZONE = 'UTC';

/** The policy that binds one booking: the hotel's policy and the room's refundability. */
export interface BookingCancellationTerms extends CancellationPolicy {
  nonRefundable: boolean;
  /** The hotel's IANA time zone, where "today" is read. */
  timeZone: string;
}

/** Whether `name` is an IANA time zone this runtime knows ('Europe/Rome', 'UTC'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name === '' || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Today's calendar date at the hotel: `now` read in its time zone, with Intl. */
export function hotelToday(timeZone: string, now: Date = new Date()): IsoDate {
  return todayIso(now, timeZone);
}

/**
 * The last calendar date (hotel time) on which cancelling is free: `checkIn − N days`; free
 * through the end of that day. Null when the room is non-refundable.
 */
export function freeCancellationUntil(
  policy: Pick<CancellationPolicy, 'freeCancellationDays'> & { nonRefundable?: boolean },
  checkIn: IsoDate,
): IsoDate | null {
  if (policy.nonRefundable) return null;
  return addDays(checkIn, -policy.freeCancellationDays);
}

export interface CancellationRefundInput {
  policy: CancellationPolicy & { nonRefundable: boolean };
  stay: { checkIn: IsoDate; checkOut: IsoDate };
  /** What was captured for the booking, in cents (its FinalPrice, coupon and all). */
  paidCents: number;
  /** Today at the hotel (`hotelToday`). */
  today: IsoDate;
  /**
   * The booked nights' prices in cents, in order (the booking's quote lines, decision 044):
   * the first night's share of what was paid follows them. Left out for a booking recorded
   * before its lines were kept, whose nights then count alike.
   */
  bookedNightsCents?: readonly number[] | undefined;
}

export type CancellationRefund =
  | {
      cancellable: true;
      /** True while inside the free window: everything comes back. */
      free: boolean;
      refundCents: number;
      penaltyCents: number;
    }
  | { cancellable: false; reason: 'stay-started' };

/**
 * The one refund function (design §5). refund + penalty = paid and 0 ≤ refund ≤ paid always.
 *
 * The first night's penalty is the first night's share of what was paid, not of the list
 * price: paid × first night's booked price / all nights' booked prices, floored (with nights
 * of one price, floor(paid / nights)), so a coupon-priced or discounted stay costs its own
 * first night, and the cent that does not divide evenly stays with the guest.
 */
export function cancellationRefund({
  policy,
  stay,
  paidCents,
  today,
  bookedNightsCents,
}: CancellationRefundInput): CancellationRefund {
  if (!Number.isSafeInteger(paidCents) || paidCents < 0) {
    throw new RangeError(`paidCents must be a whole number of cents, 0 or more: ${paidCents}`);
  }
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  if (nights < 1) throw new RangeError(`A stay has at least one night: ${nights}`);
  if (today > stay.checkIn) return { cancellable: false, reason: 'stay-started' };

  // Inside the free window itself: the days that penalty None leaves free after it cost
  // nothing all the same, but are not the window.
  const offer = cancellationOffer(policy, stay.checkIn, today);
  const free = offer.kind === 'free' && !offer.throughCheckIn;
  const penaltyCents = free ? 0 : penaltyFor(policy, paidCents, nights, bookedNightsCents);
  return { cancellable: true, free, refundCents: paidCents - penaltyCents, penaltyCents };
}

function penaltyFor(
  policy: CancellationRefundInput['policy'],
  paidCents: number,
  nights: number,
  bookedNightsCents: readonly number[] | undefined,
): number {
  if (policy.nonRefundable) return paidCents;
  switch (policy.penalty) {
    case 'WholeStay':
      return paidCents;
    case 'FirstNight':
      return firstNightShare(paidCents, nights, bookedNightsCents);
    case 'None':
      return 0;
  }
}

/** The first night's share of what was paid, by the booked nights' prices when there are. */
function firstNightShare(
  paidCents: number,
  nights: number,
  bookedNightsCents: readonly number[] | undefined,
): number {
  const bookedCents = bookedNightsCents?.reduce((sum, cents) => sum + cents, 0) ?? 0;
  if (!bookedNightsCents || bookedNightsCents.length !== nights || bookedCents <= 0) {
    return Math.floor(paidCents / nights);
  }
  // Exact in doubles while paid × first night stays below 2^53 (90 billion dollars squared).
  return Math.floor((paidCents * bookedNightsCents[0]!) / bookedCents);
}

export const CANCELLATION_MESSAGES = {
  days: `Free cancellation days must be a whole number from 0 to ${FREE_CANCELLATION_DAYS_MAX}`,
  penalty: 'Penalty must be FirstNight, WholeStay or None',
  timeZone: 'TimeZone must be a time zone such as Europe/Rome',
} as const;

/**
 * What a guest is offered for a stay, as of `today` at the hotel (`hotelToday`): the one owner
 * of "is cancelling these dates free, and until when", read by the refund, every page that
 * shows the policy and the confirmation mail, so none advertises a free window that has
 * already closed.
 * - `free`: cancelling is free through the end of `until`. With the penalty None, cancelling
 *   stays free through the check-in day once the window has closed (`throughCheckIn`).
 * - `closed`: the free window ended before today; cancelling costs the penalty.
 * - `non-refundable`: the room never refunds.
 */
export type CancellationOffer =
  | { kind: 'free'; until: IsoDate; throughCheckIn: boolean }
  | { kind: 'closed' }
  | { kind: 'non-refundable' };

export function cancellationOffer(
  policy: Pick<CancellationPolicy, 'freeCancellationDays'> & {
    penalty?: CancellationPenalty;
    nonRefundable?: boolean;
  },
  checkIn: IsoDate,
  today: IsoDate,
): CancellationOffer {
  const until = freeCancellationUntil(policy, checkIn);
  if (until === null) return { kind: 'non-refundable' };
  if (today <= until) return { kind: 'free', until, throughCheckIn: false };
  if (policy.penalty === 'None' && today <= checkIn) {
    return { kind: 'free', until: checkIn, throughCheckIn: true };
  }
  return { kind: 'closed' };
}

/** Said instead of a free-cancellation date once the stay's free window has closed. */
export const NO_FREE_CANCELLATION = 'No free cancellation for these dates';

/**
 * The headline shown where a guest decides: "Free cancellation until {date}", "No free
 * cancellation for these dates" or "Non-refundable".
 */
export function cancellationHeadline(
  offer: CancellationOffer,
  formatDay: (date: IsoDate) => string,
) {
  switch (offer.kind) {
    case 'free':
      return `Free cancellation until ${formatDay(offer.until)}`;
    case 'closed':
      return NO_FREE_CANCELLATION;
    case 'non-refundable':
      return 'Non-refundable';
  }
}

/** What cancelling costs after the free window (or now, once it has closed), in a sentence. */
export function cancellationPenaltyText(
  policy: Pick<CancellationPolicy, 'penalty'> & { nonRefundable?: boolean },
  offer?: CancellationOffer,
): string {
  if (policy.nonRefundable) return 'Cancelling refunds nothing.';
  if (offer?.kind === 'free' && offer.throughCheckIn) {
    return 'After that, the stay has begun and can no longer be cancelled.';
  }
  const after = offer?.kind === 'closed' ? 'Cancelling' : 'After that, cancelling';
  switch (policy.penalty) {
    case 'FirstNight':
      return `${after} costs the first night.`;
    case 'WholeStay':
      return `${after} costs the whole stay.`;
    case 'None':
      return 'After that, cancelling is still free until check-in.';
  }
}
