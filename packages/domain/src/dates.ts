/**
 * Calendar dates of a stay. Dates are plain `yyyy-mm-dd` texts (the wire's format) and every
 * computation works on whole days with Date.UTC, so time zones and DST changes never shift a
 * night.
 */
import { MAX_NIGHTS } from './constants';

/** A calendar date written `yyyy-mm-dd`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The messages of stay checks, shared by `stayProblem` and the schemas. */
export const STAY_MESSAGES = {
  checkInInvalid: 'Enter the check-in date as yyyy-mm-dd',
  checkOutInvalid: 'Enter the check-out date as yyyy-mm-dd',
  checkInPast: 'The check-in date cannot be in the past',
  checkOutNotAfterCheckIn: 'The check-out date must be at least one day after the check-in date',
  tooLong: `A stay cannot be longer than ${MAX_NIGHTS} nights`,
  bothDates: 'Give both a check-in and a check-out date, or neither',
} as const;

/** Days since 1970-01-01 of a valid date, or NaN. */
function dayNumber(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  // Date.UTC rolls 2025-02-30 over to March: a real date comes back unchanged.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1) return Number.NaN;
  if (back.getUTCDate() !== day) return Number.NaN;
  return ms / DAY_MS;
}

function requireDay(date: string): number {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new RangeError(`Not a calendar date (yyyy-mm-dd): ${date}`);
  return day;
}

function fromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** True for a real calendar date written `yyyy-mm-dd` (2025-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

// Making an Intl.DateTimeFormat costs far more than using one (a third of a millisecond,
// several times per booking on the server): one per time zone, made once.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Today's date in a time zone (UTC unless told), as `yyyy-mm-dd`. */
export function todayIso(now: Date = new Date(), timeZone = 'UTC'): IsoDate {
  const parts = dayFormat(timeZone).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Today's date where it is earliest on earth (UTC−12). The server accepts a check-in from this
 * date on, so a traveller whose own "today" is behind UTC is never refused.
 */
export function earliestTodayIso(now: Date = new Date()): IsoDate {
  // UTC−12 keeps no summer time: the date twelve hours ago in UTC, without Intl's time zone
  // formatting (every hold asks). Equal to todayIso(now, 'Etc/GMT+12').
  return fromDayNumber(Math.floor((now.getTime() - DAY_MS / 2) / DAY_MS));
}

/**
 * Today's date where it is latest on earth (UTC+14, the Line Islands). A check-in after it is
 * ahead at every hotel; one from `earliestTodayIso` up to it may already be over at some
 * (decision 039).
 */
export function latestTodayIso(now: Date = new Date()): IsoDate {
  // UTC+14 keeps no summer time either: Pacific/Kiritimati.
  return fromDayNumber(Math.floor((now.getTime() + (14 * DAY_MS) / 24) / DAY_MS));
}

/** The date `days` days after `date` (before it when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return fromDayNumber(requireDay(date) + days);
}

/** Whole nights from check-in to check-out (negative when check-out comes first). */
export function nightsBetween(checkIn: IsoDate, checkOut: IsoDate): number {
  return requireDay(checkOut) - requireDay(checkIn);
}

/** The nights a stay occupies: check-in up to the night before check-out. */
export function nightsOfStay(checkIn: IsoDate, checkOut: IsoDate): IsoDate[] {
  const first = requireDay(checkIn);
  const nights = requireDay(checkOut) - first;
  return Array.from({ length: Math.max(0, nights) }, (_, i) => fromDayNumber(first + i));
}

export interface StayDates {
  checkIn: IsoDate;
  checkOut: IsoDate;
  /** The earliest acceptable check-in; on the server `earliestTodayIso()`. */
  today: IsoDate;
}

/** Why a stay cannot be booked, or undefined when it can. */
export function stayProblem({ checkIn, checkOut, today }: StayDates): string | undefined {
  if (!isIsoDate(checkIn)) return STAY_MESSAGES.checkInInvalid;
  if (!isIsoDate(checkOut)) return STAY_MESSAGES.checkOutInvalid;
  requireDay(today);
  if (checkIn < today) return STAY_MESSAGES.checkInPast;
  const nights = nightsBetween(checkIn, checkOut);
  if (nights < 1) return STAY_MESSAGES.checkOutNotAfterCheckIn;
  if (nights > MAX_NIGHTS) return STAY_MESSAGES.tooLong;
  return undefined;
}

/** A date or timestamp as a Date; a bare `yyyy-mm-dd` is that day in UTC. */
function toDate(date: Date | string): Date {
  if (date instanceof Date) return date;
  const day = dayNumber(date);
  return Number.isNaN(day) ? new Date(date) : new Date(day * DAY_MS);
}

/**
 * The review card's day number: the weekday index (0 = Sunday) plus one, two digits, as the
 * spec describes the original (it is not the day of the month). Read in UTC.
 */
export function reviewDayLabel(date: Date | string): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  return String(d.getUTCDay() + 1).padStart(2, '0');
}

/** The review card's month: three English letters ('Jan'). Read in UTC. */
export function reviewMonthLabel(date: Date | string): string {
  const d = toDate(date);
  if (Number.isNaN(d.getTime())) return '';
  return MONTHS[d.getUTCMonth()] ?? '';
}
