/**
 * A channel's events as the nights they block (decision 021): all-day and timed events in the
 * hotel's time zone, recurrences and their exceptions, cancelled events and past nights.
 */
import { addDays } from '@staylane/domain';
import { describe, expect, it } from 'vitest';
import {
  EVENT_TEXTS,
  FeedReadError,
  MAX_FEED_STAYS,
  MAX_OCCURRENCES_EXAMINED,
  eventKey,
  readFeed,
} from './feed-events.js';

const NOW = new Date('2027-03-10T12:00:00Z');
const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const stays = async (text: string, timeZone = 'Europe/Lisbon') =>
  Object.fromEntries((await readFeed(text, timeZone, NOW)).stays);

describe('reading a channel calendar', () => {
  it('blocks all-day events from DTSTART to DTEND, one night without DTEND', async () => {
    expect(
      await stays(
        calendar(
          event('a', 'DTSTART;VALUE=DATE:20270401', 'DTEND;VALUE=DATE:20270404'),
          event('b', 'DTSTART;VALUE=DATE:20270410'),
          event('c', 'DTSTART;VALUE=DATE:20270420', 'DURATION:P2D'),
        ),
      ),
    ).toEqual({
      a: { checkIn: '2027-04-01', checkOut: '2027-04-04' },
      b: { checkIn: '2027-04-10', checkOut: '2027-04-11' },
      c: { checkIn: '2027-04-20', checkOut: '2027-04-22' },
    });
  });

  it("blocks a timed stay's nights in the hotel's time zone", async () => {
    const text = calendar(
      // 15:00 day 1 to 11:00 day 3 in Lisbon (UTC+1 in summer): nights 1 and 2.
      event('utc', 'DTSTART:20270701T140000Z', 'DTEND:20270703T100000Z'),
      // 23:30 UTC is already the next day in Tokyo.
      event('late', 'DTSTART:20270801T233000Z', 'DTEND:20270802T233000Z'),
      event('floating', 'DTSTART:20270901T150000', 'DTEND:20270901T180000'),
      [
        'BEGIN:VTIMEZONE',
        'TZID:Custom/Plus5',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+0500',
        'TZOFFSETTO:+0500',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n'),
      // 02:00 at UTC+5 on the 5th is 21:00 UTC on the 4th.
      event(
        'zoned',
        'DTSTART;TZID=Custom/Plus5:20271005T020000',
        'DTEND;TZID=Custom/Plus5:20271007T020000',
      ),
    );
    expect((await stays(text, 'Asia/Tokyo')).late).toEqual({
      checkIn: '2027-08-02',
      checkOut: '2027-08-03',
    });
    expect(await stays(text)).toEqual({
      utc: { checkIn: '2027-07-01', checkOut: '2027-07-03' },
      late: { checkIn: '2027-08-02', checkOut: '2027-08-03' },
      floating: { checkIn: '2027-09-01', checkOut: '2027-09-02' },
      zoned: { checkIn: '2027-10-04', checkOut: '2027-10-06' },
    });
  });

  it('expands recurring events within 18 months, with their exceptions, and leaves out cancelled ones and past nights', async () => {
    const read = await readFeed(
      calendar(
        event(
          'weekly',
          'DTSTART;VALUE=DATE:20270315',
          'DTEND;VALUE=DATE:20270316',
          'RRULE:FREQ=WEEKLY;COUNT=3',
          'EXDATE;VALUE=DATE:20270322',
        ),
        event(
          'weekly',
          'RECURRENCE-ID;VALUE=DATE:20270329',
          'DTSTART;VALUE=DATE:20270330',
          'DTEND;VALUE=DATE:20270401',
        ),
        event('daily', 'DTSTART;VALUE=DATE:20270101', 'RRULE:FREQ=DAILY'),
        event(
          'gone',
          'DTSTART;VALUE=DATE:20270501',
          'DTEND;VALUE=DATE:20270502',
          'STATUS:CANCELLED',
        ),
        event('past', 'DTSTART;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20270105'),
        event('ongoing', 'DTSTART;VALUE=DATE:20270308', 'DTEND;VALUE=DATE:20270312'),
      ),
      'UTC',
      NOW,
    );
    const found = Object.fromEntries(read.stays);
    expect(found['weekly|2027-03-15']).toEqual({ checkIn: '2027-03-15', checkOut: '2027-03-16' });
    expect(found['weekly|2027-03-22']).toBeUndefined();
    expect(found['weekly|2027-03-29']).toEqual({ checkIn: '2027-03-30', checkOut: '2027-04-01' });
    expect(found.gone).toBeUndefined();
    expect(found.past).toBeUndefined();
    expect(found.ongoing).toEqual({ checkIn: '2027-03-10', checkOut: '2027-03-12' });
    const daily = Object.keys(found).filter((key) => key.startsWith('daily|'));
    // From today up to the horizon, 548 days ahead.
    expect(daily.length).toBe(548);
    expect(found[`daily|${addDays('2027-03-10', 547)}`]).toBeDefined();
  });

  it('refuses what is not a calendar, and a calendar of too many future events', async () => {
    await expect(readFeed('<html></html>', 'UTC', NOW)).rejects.toThrow(EVENT_TEXTS.notCalendar);
    const many = Array.from({ length: MAX_FEED_STAYS + 1 }, (_, i) =>
      event(`e${i}`, 'DTSTART;VALUE=DATE:20270401'),
    );
    await expect(readFeed(calendar(...many), 'UTC', NOW)).rejects.toThrow(FeedReadError);
  });

  it('reads 10 000 events giving the event loop turns on the way', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      event(`h${i}`, 'DTSTART;VALUE=DATE:20200101', 'DTEND;VALUE=DATE:20200103'),
    );
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 0);
    try {
      const read = await readFeed(calendar(...many), 'UTC', NOW);
      expect(read.eventsRead).toBe(10_000);
      expect(read.stays.size).toBe(0);
    } finally {
      clearInterval(ticker);
    }
    expect(turns).toBeGreaterThan(10);
  });
});

describe('a hostile calendar costs a bounded amount of work', () => {
  const cpuMsOf = async (work: () => Promise<unknown>) => {
    const before = process.cpuUsage();
    await work().catch(() => undefined);
    const used = process.cpuUsage(before);
    return (used.user + used.system) / 1000;
  };

  it('refuses a rule repeating every minute since ten years ago in under 100 ms', async () => {
    const text = calendar(
      event(
        'every-minute',
        'DTSTART:20170310T000000Z',
        'DTEND:20170310T000100Z',
        'RRULE:FREQ=MINUTELY',
      ),
    );
    await expect(readFeed(text, 'Europe/Lisbon', NOW)).rejects.toThrow(EVENT_TEXTS.tooManyEvents);
    expect(await cpuMsOf(() => readFeed(text, 'Europe/Lisbon', NOW))).toBeLessThan(100);
  });

  it('walks a rule started years ago from shortly before today, to the same occurrences', async () => {
    // Every other Tuesday since 3 January 2017: 2027-03-16 is 266 fortnights later.
    const text = calendar(
      event(
        'fortnightly',
        'DTSTART;VALUE=DATE:20170103',
        'DTEND;VALUE=DATE:20170104',
        'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
      ),
    );
    const read = await readFeed(text, 'Europe/Lisbon', NOW);
    const checkIns = [...read.stays.values()].map((stay) => stay.checkIn).sort();
    expect(checkIns.slice(0, 3)).toEqual(['2027-03-16', '2027-03-30', '2027-04-13']);
    expect(checkIns).toHaveLength(39);
    // Ten years of fortnights are not walked: only the ones from about today on.
    expect(read.occurrencesExamined).toBeLessThan(45);
  });

  it('keeps an exception that moves an occurrence from before the walk into the stay', async () => {
    const text = calendar(
      event('daily', 'DTSTART;VALUE=DATE:20200101', 'RRULE:FREQ=DAILY;UNTIL=20200110'),
      event(
        'daily',
        'RECURRENCE-ID;VALUE=DATE:20200105',
        'DTSTART;VALUE=DATE:20270401',
        'DTEND;VALUE=DATE:20270403',
      ),
    );
    expect(await stays(text)).toEqual({
      'daily|2020-01-05': { checkIn: '2027-04-01', checkOut: '2027-04-03' },
    });
  });

  it('gives up a rule whose count is too large to walk, with words', async () => {
    const text = calendar(
      event('count', 'DTSTART:20170310T000000Z', 'RRULE:FREQ=SECONDLY;COUNT=100000000'),
    );
    await expect(readFeed(text, 'UTC', NOW)).rejects.toThrow(EVENT_TEXTS.repeatsTooOften);
    expect(MAX_OCCURRENCES_EXAMINED).toBeLessThanOrEqual(20_000);
  });

  it('gives up a read that has worked past its CPU budget, with words', async () => {
    const text = calendar(
      event('daily', 'DTSTART;VALUE=DATE:20270311', 'RRULE:FREQ=DAILY;COUNT=600'),
    );
    await expect(readFeed(text, 'UTC', NOW, 0)).rejects.toThrow(EVENT_TEXTS.tooSlow);
    // From 11 March to the horizon, 548 days after 10 March.
    expect((await readFeed(text, 'UTC', NOW)).stays.size).toBe(547);
  });
});

describe('the key a block keeps of its event', () => {
  it('is the UID, or its digest for a UID too long for an index (a 4 MB one)', async () => {
    const huge = 'u'.repeat(4 * 1024 * 1024);
    const read = await readFeed(
      calendar(
        event(huge, 'DTSTART;VALUE=DATE:20270401'),
        event('short', 'DTSTART;VALUE=DATE:20270402'),
      ),
      'UTC',
      NOW,
    );
    const keys = [...read.stays.keys()].sort();
    expect(keys).toEqual([eventKey(huge), 'short'].sort());
    expect(eventKey(huge)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(eventKey(huge)).not.toBe(eventKey(`${huge}x`));
  });
});
