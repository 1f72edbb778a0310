/**
 * Calendar dates of a stay. Dates are plain `yyyy-mm-dd` texts (the wire's format) and every
 * computation works on whole days with Date.UTC, so time zones and DST changes never shift a
 * night.
 */
import { MAX_NIGHTS } from './constants';

/** A calendar date written `yyyy-mm-dd`. */
export type IsoDate = string;

const DAY_MS = 86_400_000;
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

/**
 * Days since 1970-01-01 of a valid date, or NaN. Read digit by digit rather than with a regular
 * expression and a Date: the hotel page reads thousands of nights per request. Years before 100
 * are not dates here, as they never were with Date.UTC (which reads 0–99 as 1900–1999).
 */
function dayNumber(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== DASH || date.charCodeAt(7) !== DASH) {
    return Number.NaN;
  }
  const year = digits(date, 0, 4);
  const month = digits(date, 5, 7);
  const day = digits(date, 8, 10);
  // NaN fails every comparison: a text with a non-digit passes none of these.
  if (!(year >= 100 && month >= 1 && month <= 12 && day >= 1)) return Number.NaN;
  if (day > daysInMonth(year, month)) return Number.NaN;
  return daysFromCivil(year, month, day);
}

const DASH = 45;
const ZERO = 48;

/** The number the ASCII digits from `start` to `end` write, or NaN. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    const digit = text.charCodeAt(index) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

// Days from and to a proleptic Gregorian date without a Date (H. Hinnant's "days from civil"
// and "civil from days"), counting eras of 400 years of 146 097 days from 0000-03-01.
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

function requireDay(date: string): number {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new RangeError(`Not a calendar date (yyyy-mm-dd): ${date}`);
  return day;
}

/** The date of a whole day number, written as toISOString writes it (Date beyond year 9999). */
function fromDayNumber(day: number): IsoDate {
  const shifted = day + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const fromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * fromMarch + 2) / 5) + 1;
  const month = fromMarch < 10 ? fromMarch + 3 : fromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 0 || year > 9999) return new Date(day * DAY_MS).toISOString().slice(0, 10);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(date)}`;
}

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * Days since 1970-01-01 of a calendar date (RangeError when it is not one). With
 * `dateOfEpochDay`, how code that walks many nights counts them without a text per night.
 */
export function epochDay(date: IsoDate): number {
  return requireDay(date);
}

/** The calendar date `day` days after 1970-01-01. */
export function dateOfEpochDay(day: number): IsoDate {
  if (!Number.isInteger(day)) throw new RangeError(`Days must be a whole number: ${day}`);
  return fromDayNumber(day);
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
