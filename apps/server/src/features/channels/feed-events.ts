/**
 * A channel's calendar as the stays it blocks (decision 021), parsed with ical.js. Each event
 * blocks one unit for the nights it covers in the hotel's time zone: an all-day event its
 * dates (DTEND exclusive, one night without DTEND), a timed one the nights between its start
 * date and its end date (15:00 day 1 to 11:00 day 3 is nights 1 and 2). Recurring events are
 * expanded up to the horizon, cancelled events and past nights are left out.
 */
import { addDays, todayIso } from '@staylane/domain';
import ICAL from 'ical.js';

/** How far ahead events are read: 18 months. */
export const HORIZON_DAYS = 548;
/** Occurrences from today on one feed may block; past them the calendar is refused. */
export const MAX_FEED_STAYS = 2_000;

export const EVENT_TEXTS = {
  notCalendar: 'The address did not answer with a calendar',
  tooManyEvents: `The calendar has more than ${MAX_FEED_STAYS} events from today on`,
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
}

export class FeedReadError extends Error {}

type Time = InstanceType<typeof ICAL.Time>;

/** VEVENTs parsed per slice; the event loop gets a turn between slices. */
const EVENTS_PER_SLICE = 250;
const aTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
export function readFeed(text: string, timeZone: string, now = new Date()): Promise<ReadFeed> {
  const read = reading.then(() => readNow(text, timeZone, now));
  reading = read.catch(() => undefined);
  return read;
}

async function readNow(text: string, timeZone: string, now: Date): Promise<ReadFeed> {
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
      await aTurn();
    }
    const keep = (key: string, item: InstanceType<typeof ICAL.Event>, start: Time, end?: Time) => {
      eventsRead += 1;
      if (isCancelled(item.component)) return;
      const stay = nightsOf(start, end, timeZone);
      const checkIn = stay.checkIn < today ? today : stay.checkIn;
      const checkOut = stay.checkOut > horizon ? horizon : stay.checkOut;
      if (checkOut <= checkIn) return;
      stays.set(key, { checkIn, checkOut });
      if (stays.size > MAX_FEED_STAYS) throw new FeedReadError(EVENT_TEXTS.tooManyEvents);
    };
    for (const [index, vevent] of masters.entries()) {
      if (index % EVENTS_PER_SLICE === EVENTS_PER_SLICE - 1) await aTurn();
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      const event = new ICAL.Event(vevent, { exceptions: exceptions.get(uid) ?? [] });
      if (!event.startDate) continue;
      if (!event.isRecurring()) {
        keep(event.uid, event, event.startDate, endOf(event));
        continue;
      }
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) {
        if (dateOf(next, timeZone) >= horizon) break;
        const details = event.getOccurrenceDetails(next);
        keep(`${event.uid}|${next.toString()}`, details.item, details.startDate, details.endDate);
      }
    }
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(EVENT_TEXTS.notCalendar);
  } finally {
    for (const zone of added) ICAL.TimezoneService.remove(zone.tzid);
  }
  return { eventsRead, stays };
}

const isCancelled = (vevent: InstanceType<typeof ICAL.Component>) =>
  String(vevent.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/** DTEND, or DTSTART plus DURATION; undefined when the event has neither. */
function endOf(event: InstanceType<typeof ICAL.Event>): Time | undefined {
  const vevent = event.component;
  return vevent.hasProperty('dtend') || vevent.hasProperty('duration') ? event.endDate : undefined;
}

/** The date of a time in the hotel's time zone; floating and all-day times as written. */
function dateOf(time: Time, timeZone: string): string {
  if (time.isDate || !time.zone || time.zone.tzid === 'floating') {
    const pad = (n: number, width = 2) => String(n).padStart(width, '0');
    return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
  }
  return todayIso(time.toJSDate(), timeZone);
}

/** The nights an event covers: from its start date to its end date, at least one. */
function nightsOf(start: Time, end: Time | undefined, timeZone: string): FeedStay {
  const checkIn = dateOf(start, timeZone);
  const endDate = end ? dateOf(end, timeZone) : checkIn;
  return { checkIn, checkOut: endDate > checkIn ? endDate : addDays(checkIn, 1) };
}
