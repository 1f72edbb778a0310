/**
 * A channel's calendar as the stays it blocks (decision 021), parsed with ical.js. Each event
 * blocks one unit for the nights it covers in the hotel's time zone: an all-day event its
 * dates (DTEND exclusive, one night without DTEND), a timed one the nights between its start
 * date and its end date (15:00 day 1 to 11:00 day 3 is nights 1 and 2). Recurring events are
 * expanded up to the horizon, cancelled events and past nights are left out.
 *
 * The calendar comes from a third party, so reading it costs a bounded amount of work whatever
 * it says (decision 035): a repeating event starts its walk shortly before today rather than at
 * a DTSTART years back, at most MAX_OCCURRENCES_EXAMINED occurrences are looked at, the event
 * loop gets a turn every few hundred of them, and a read that has used READ_BUDGET_MS of CPU in
 * all is given up with a health error in words.
 */
import { createHash } from 'node:crypto';
import { addDays, todayIso } from '@staylane/domain';
import ICAL from 'ical.js';

/** How far ahead events are read: 18 months. */
export const HORIZON_DAYS = 548;
/** Occurrences from today on one feed may block; past them the calendar is refused. */
export const MAX_FEED_STAYS = 2_000;
/** Occurrences of repeating events looked at in one read, past ones included. */
export const MAX_OCCURRENCES_EXAMINED = 20_000;
/** CPU time one read may use before it is given up. */
export const READ_BUDGET_MS = 2_000;

export const EVENT_TEXTS = {
  notCalendar: 'The address did not answer with a calendar',
  tooManyEvents: `The calendar has more than ${MAX_FEED_STAYS} events from today on`,
  repeatsTooOften: 'The calendar repeats its events too often to be read',
  tooSlow: 'The calendar took too long to read',
} as const;

export interface FeedStay {
  checkIn: string;
  checkOut: string;
}

export interface ReadFeed {
  /** Events read, recurrences expanded (up to the horizon). */
  eventsRead: number;
  /** Event key (UID, plus the recurrence id of an occurrence) → the nights it blocks. */
  stays: Map<string, FeedStay>;
  /** Occurrences of repeating events looked at, past ones included: the read's work. */
  occurrencesExamined: number;
}

export class FeedReadError extends Error {}

type Time = InstanceType<typeof ICAL.Time>;

/**
 * VEVENTs parsed per slice; the event loop gets a turn between slices. About 3 ms of work:
 * 250 took 13 ms on average and up to 85 ms, too long for others' searches to wait
 * (decision 040).
 */
const EVENTS_PER_SLICE = 50;
/** Occurrences expanded between two turns of the event loop. */
const OCCURRENCES_PER_SLICE = 500;

/**
 * The work a read has done: the process's CPU time between its turns of the event loop, so
 * neither the time spent waiting for a turn (other requests' time) nor a busy machine's
 * scheduling counts against the feed.
 */
class WorkBudget {
  private spentMicros = 0;
  private resumedAt = process.cpuUsage();
  constructor(private readonly limitMs: number) {}

  /** Gives the event loop a turn; throws once the read has worked past its budget. */
  async turn() {
    const used = process.cpuUsage(this.resumedAt);
    this.spentMicros += used.user + used.system;
    if (this.spentMicros > this.limitMs * 1000) throw new FeedReadError(EVENT_TEXTS.tooSlow);
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.resumedAt = process.cpuUsage();
  }
}

/**
 * The calendar split into its VEVENTs and the rest (the calendar's own lines, its time zones),
 * by unfolded line, so each part can be parsed on its own.
 */
function splitEvents(text: string) {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const rest: string[] = [];
  const events: string[] = [];
  let current: string[] | undefined;
  for (const line of lines) {
    if (current) {
      current.push(line);
      if (/^END:VEVENT\s*$/i.test(line)) {
        events.push(current.join('\r\n'));
        current = undefined;
      }
    } else if (/^BEGIN:VEVENT\s*$/i.test(line)) current = [line];
    else rest.push(line);
  }
  if (current) throw new FeedReadError(EVENT_TEXTS.notCalendar);
  return { rest: rest.join('\r\n'), events };
}

/** One read at a time in this process: the feed's time zones are registered while it runs. */
let reading: Promise<unknown> = Promise.resolve();

/**
 * Reads the calendar text; throws FeedReadError with words for the feed's health. Parsed a
 * slice of events at a time with a turn of the event loop between, so a calendar of tens of
 * thousands of events never stalls the server's answers.
 */
export function readFeed(
  text: string,
  timeZone: string,
  now = new Date(),
  budgetMs = READ_BUDGET_MS,
): Promise<ReadFeed> {
  const read = reading.then(() => readNow(text, timeZone, now, new WorkBudget(budgetMs)));
  reading = read.catch(() => undefined);
  return read;
}

async function readNow(
  text: string,
  timeZone: string,
  now: Date,
  budget: WorkBudget,
): Promise<ReadFeed> {
  let calendar: InstanceType<typeof ICAL.Component>;
  let parts: ReturnType<typeof splitEvents>;
  try {
    parts = splitEvents(text);
    calendar = new ICAL.Component(ICAL.parse(parts.rest));
  } catch {
    throw new FeedReadError(EVENT_TEXTS.notCalendar);
  }
  if (calendar.name !== 'vcalendar') throw new FeedReadError(EVENT_TEXTS.notCalendar);
  const today = todayIso(now, timeZone);
  const horizon = addDays(today, HORIZON_DAYS);
  const stays = new Map<string, FeedStay>();
  let eventsRead = 0;
  let occurrencesExamined = 0;
  const dateOf = datesIn(timeZone);

  // The calendar's own time zones, for its TZID times, registered while this read runs.
  const zones = calendar.getAllSubcomponents('vtimezone').map((zone) => new ICAL.Timezone(zone));
  const added = zones.filter((zone) => !ICAL.TimezoneService.has(zone.tzid));
  for (const zone of added) ICAL.TimezoneService.register(zone);
  try {
    const exceptions = new Map<string, InstanceType<typeof ICAL.Component>[]>();
    const masters: InstanceType<typeof ICAL.Component>[] = [];
    for (let start = 0; start < parts.events.length; start += EVENTS_PER_SLICE) {
      const slice = parts.events.slice(start, start + EVENTS_PER_SLICE);
      const wrapped = `BEGIN:VCALENDAR\r\n${slice.join('\r\n')}\r\nEND:VCALENDAR`;
      for (const vevent of new ICAL.Component(ICAL.parse(wrapped)).getAllSubcomponents('vevent')) {
        const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
        if (vevent.hasProperty('recurrence-id')) {
          exceptions.set(uid, [...(exceptions.get(uid) ?? []), vevent]);
        } else masters.push(vevent);
      }
      await budget.turn();
    }
    const keep = (name: string, item: InstanceType<typeof ICAL.Event>, start: Time, end?: Time) => {
      eventsRead += 1;
      const key = eventKey(name);
      if (isCancelled(item.component)) return;
      const stay = nightsOf(start, end, dateOf);
      const checkIn = stay.checkIn < today ? today : stay.checkIn;
      const checkOut = stay.checkOut > horizon ? horizon : stay.checkOut;
      if (checkOut <= checkIn) return;
      stays.set(key, { checkIn, checkOut });
      if (stays.size > MAX_FEED_STAYS) throw new FeedReadError(EVENT_TEXTS.tooManyEvents);
    };
    for (const [index, vevent] of masters.entries()) {
      if (index % EVENTS_PER_SLICE === EVENTS_PER_SLICE - 1) await budget.turn();
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      const event = new ICAL.Event(vevent, { exceptions: exceptions.get(uid) ?? [] });
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        keep(event.uid, event, event.startDate, endOf(event));
        continue;
      }
      if (plainlyTooFrequent(event, now)) throw new FeedReadError(EVENT_TEXTS.tooManyEvents);
      const movedFrom = startShortlyBefore(event, now);
      // Occurrences over before today need no details, unless an exception moves them.
      const length = lengthOf(event);
      const moved = new Set(
        (exceptions.get(uid) ?? []).map((item) =>
          String(item.getFirstPropertyValue('recurrence-id')),
        ),
      );
      const overBefore = Math.floor(now.getTime() / 1000) - START_MARGIN_SECONDS;
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        occurrencesExamined += 1;
        if (occurrencesExamined > MAX_OCCURRENCES_EXAMINED) {
          throw new FeedReadError(EVENT_TEXTS.repeatsTooOften);
        }
        if (occurrencesExamined % OCCURRENCES_PER_SLICE === 0) await budget.turn();
        if (next.toUnixTime() + length < overBefore && !moved.has(next.toString())) continue;
        if (dateOf(next) >= horizon) break;
        const details = event.getOccurrenceDetails(next);
        keep(`${event.uid}|${next.toString()}`, details.item, details.startDate, details.endDate);
      }
      // Exceptions of occurrences before the moved start were not walked: each keeps its own
      // dates, as the walk from the real start would have kept them.
      for (const exception of movedFrom ? (exceptions.get(uid) ?? []) : []) {
        const id = exception.getFirstPropertyValue('recurrence-id') as Time;
        if (id.compare(movedFrom!) >= 0) continue;
        const item = new ICAL.Event(exception);
        keep(`${event.uid}|${id.toString()}`, item, item.startDate, endOf(item));
      }
    }
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(EVENT_TEXTS.notCalendar);
  } finally {
    for (const zone of added) ICAL.TimezoneService.remove(zone.tzid);
  }
  return { eventsRead, stays, occurrencesExamined };
}

/** A period of each frequency whose whole multiples keep a rule's occurrences where they are. */
const PERIOD_SECONDS: Partial<Record<string, number>> = {
  SECONDLY: 1,
  MINUTELY: 60,
  HOURLY: 3_600,
  DAILY: 86_400,
  WEEKLY: 7 * 86_400,
};
/**
 * How far before now a moved start lands: a day and a little covers the start of today in any
 * time zone; nights before today are cut off anyway.
 */
const START_MARGIN_SECONDS = 26 * 3_600;

/**
 * Whether a plain rule (one RRULE, no BY… parts, no COUNT) certainly has more than
 * MAX_FEED_STAYS occurrences from today to the horizon: every `step` seconds until UNTIL, so
 * the count is known without walking it (a rule repeating every minute is refused at once).
 */
function plainlyTooFrequent(event: InstanceType<typeof ICAL.Event>, now: Date): boolean {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return false;
  const rule = rules[0]!.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const period = PERIOD_SECONDS[rule.freq];
  if (!period || rule.count || Object.keys(rule.parts ?? {}).length > 0) return false;
  const step = period * Math.max(1, rule.interval || 1);
  const today = Math.floor(now.getTime() / 1000);
  const from = Math.max(today, event.startDate.toUnixTime());
  const horizon = today + HORIZON_DAYS * 86_400;
  const to = rule.until ? Math.min(horizon, rule.until.toUnixTime()) : horizon;
  return (to - from) / step > MAX_FEED_STAYS + 1;
}

/**
 * Moves a repeating event's DTSTART (and DTEND) forward by whole periods of its rule to shortly
 * before now, so expanding it walks from about today instead of from a start years back. Only
 * where that leaves every later occurrence where it was: one RRULE without COUNT (a count is
 * counted from the real start), a frequency of a week or finer (whole weeks keep weekdays,
 * whole days keep BYMONTH/BYMONTHDAY filters), and not a sub-daily rule on an all-day start. The
 * moved start is itself an occurrence, but it ends before today, so its nights are cut off.
 * Answers the moved start, or undefined when the event was left as it was.
 */
function startShortlyBefore(event: InstanceType<typeof ICAL.Event>, now: Date): Time | undefined {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return undefined;
  const rule = rules[0]!.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const period = PERIOD_SECONDS[rule.freq];
  const start = event.startDate;
  if (!period || rule.count || (start.isDate && period < 86_400)) return undefined;
  const length = lengthOf(event);
  const step = period * Math.max(1, rule.interval || 1);
  const target = Math.floor(now.getTime() / 1000) - length - START_MARGIN_SECONDS;
  const steps = Math.floor((target - start.toUnixTime()) / step);
  if (steps <= 0) return undefined;
  const shift = ICAL.Duration.fromSeconds(steps * step);
  if (event.component.hasProperty('dtend')) {
    const movedEnd = event.endDate.clone();
    movedEnd.addDuration(shift);
    event.endDate = movedEnd;
  }
  const movedStart = start.clone();
  movedStart.addDuration(shift);
  event.startDate = movedStart;
  return movedStart;
}

/** Keys longer than this are kept as their digest: an index row holds a few kilobytes at most. */
const MAX_EVENT_KEY_LENGTH = 256;

/**
 * The key a block keeps of its event: the UID (with the occurrence), or its SHA-256 when a feed
 * sends a UID longer than any calendar needs (a 4 MB one did not fit the index).
 */
export function eventKey(name: string): string {
  if (name.length <= MAX_EVENT_KEY_LENGTH) return name;
  return `sha256:${createHash('sha256').update(name).digest('hex')}`;
}

const isCancelled = (vevent: InstanceType<typeof ICAL.Component>) =>
  String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/** DTEND, or DTSTART plus DURATION; undefined when the event has neither. */
function endOf(event: InstanceType<typeof ICAL.Event>): Time | undefined {
  const vevent = event.component;
  return vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : undefined;
}

/** Seconds from an event's start to its end (0 without an end). */
function lengthOf(event: InstanceType<typeof ICAL.Event>): number {
  const end = endOf(event);
  return end ? Math.max(0, end.toUnixTime() - event.startDate.toUnixTime()) : 0;
}

type DateOf = (time: Time) => string;

/** Every time zone's offset is a whole number of quarter hours: one date per quarter hour. */
const QUARTER_HOUR_SECONDS = 900;

/**
 * The date of a time in the hotel's time zone; floating and all-day times as written. Zoned
 * times are looked up by their quarter hour, so a rule repeating every minute asks Intl once
 * per quarter hour rather than once per occurrence.
 */
function datesIn(timeZone: string): DateOf {
  const byQuarterHour = new Map<number, string>();
  return (time) => {
    if (time.isDate || !time.zone || time.zone.tzid === 'floating') {
      const pad = (n: number, width = 2) => String(n).padStart(width, '0');
      return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
    }
    const quarter = Math.floor(time.toUnixTime() / QUARTER_HOUR_SECONDS);
    let date = byQuarterHour.get(quarter);
    if (date === undefined) {
      date = todayIso(new Date(quarter * QUARTER_HOUR_SECONDS * 1000), timeZone);
      byQuarterHour.set(quarter, date);
    }
    return date;
  };
}

/** The nights an event covers: from its start date to its end date, at least one. */
function nightsOf(start: Time, end: Time | undefined, dateOf: DateOf): FeedStay {
  const checkIn = dateOf(start);
  const endDate = end ? dateOf(end) : checkIn;
  return { checkIn, checkOut: endDate > checkIn ? endDate : addDays(checkIn, 1) };
}
