import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfEpochDay,
  earliestTodayIso,
  epochDay,
  latestTodayIso,
  isIsoDate,
  nightsBetween,
  nightsOfStay,
  reviewDayLabel,
  reviewMonthLabel,
  stayProblem,
  todayIso,
} from './dates';

/**
 * This test walks hundreds of thousands of cases on purpose: about a second on a quiet machine,
 * over the default five when CI loads both cores (load 10).
 */
const HEAVY_TEST_TIMEOUT = 60_000;

describe('isIsoDate', () => {
  it.each(['2026-01-01', '2028-02-29', '2026-12-31'])('accepts the calendar date %s', (date) => {
    expect(isIsoDate(date)).toBe(true);
  });

  it.each([
    '2025-02-30',
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-1-01',
    '26-01-01',
    '2026-01-01T00:00:00Z',
    '',
    20260101,
    null,
  ])('refuses %s', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });
});

describe('todayIso', () => {
  const instant = new Date('2026-03-01T02:30:00Z');

  it('reads the date in UTC by default', () => {
    expect(todayIso(instant)).toBe('2026-03-01');
  });

  it('reads the date in the given time zone', () => {
    expect(todayIso(instant, 'America/New_York')).toBe('2026-02-28');
    expect(todayIso(instant, 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('gives the date of the last place on earth for the earliest today', () => {
    expect(earliestTodayIso(new Date('2026-03-01T11:59:00Z'))).toBe('2026-02-28');
    expect(earliestTodayIso(new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
  });

  it('gives the same date as the UTC−12 time zone, hour by hour over a leap day and new year', () => {
    for (const start of ['2028-02-27T00:00:00Z', '2026-12-30T00:00:00Z']) {
      for (let hour = 0; hour < 72; hour += 1) {
        const now = new Date(Date.parse(start) + hour * 3_600_000 + 59 * 60_000);
        expect(earliestTodayIso(now)).toBe(todayIso(now, 'Etc/GMT+12'));
      }
    }
  });

  it('gives the date of the first place on earth for the latest today, as Kiritimati reads it', () => {
    expect(latestTodayIso(new Date('2026-03-01T09:59:00Z'))).toBe('2026-03-01');
    expect(latestTodayIso(new Date('2026-03-01T10:00:00Z'))).toBe('2026-03-02');
    for (let hour = 0; hour < 72; hour += 1) {
      const now = new Date(Date.parse('2028-02-27T00:00:00Z') + hour * 3_600_000 + 59 * 60_000);
      expect(latestTodayIso(now)).toBe(todayIso(now, 'Pacific/Kiritimati'));
    }
  });
});

describe('addDays and nightsBetween', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-28', 2, '2026-03-30'],
    ['2026-10-24', 2, '2026-10-26'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-12-30', '2027-01-02', 3],
    ['2026-03-28', '2026-03-30', 2],
    ['2026-10-24', '2026-10-26', 2],
    ['2026-01-30', '2026-02-02', 3],
    ['2026-05-10', '2026-05-10', 0],
    ['2026-05-10', '2026-05-08', -2],
  ])('counts the nights from %s to %s as %i', (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });

  it('refuses dates that do not exist', () => {
    expect(() => nightsBetween('2025-02-30', '2025-03-02')).toThrow(RangeError);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });
});

describe('counting days without a Date', () => {
  const DAY_MS = 86_400_000;
  // What dates.ts did with a regular expression and Date.UTC: the reference for every day.
  const byDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

  it(
    'writes and reads every day from 1600 to 2500 as Date does',
    () => {
      const first = Date.UTC(1600, 0, 1) / DAY_MS;
      const last = Date.UTC(2500, 11, 31) / DAY_MS;
      for (let day = first; day <= last; day += 1) {
        const date = byDate(day);
        if (dateOfEpochDay(day) !== date || epochDay(date) !== day) {
          expect([dateOfEpochDay(day), epochDay(date)]).toEqual([date, day]);
        }
      }
    },
    HEAVY_TEST_TIMEOUT,
  );

  it.each([
    ['the first day of year 100', '0100-01-01', true],
    ['the last day of year 9999', '9999-12-31', true],
    ['a leap day of a century divisible by 400', '2000-02-29', true],
    ['a leap day of a century that is not', '2100-02-29', false],
    ['a date before year 100 (Date.UTC read them as 1900–1999)', '0099-12-31', false],
    ['a letter among the digits', '2026-0a-01', false],
    ['digits that are not ASCII', '２０２６-01-01', false],
    ['a sign', '+026-01-01', false],
    ['day zero', '2026-01-00', false],
  ])('reads %s as Date did', (_name, date, valid) => {
    expect(isIsoDate(date)).toBe(valid);
    if (valid) expect(dateOfEpochDay(epochDay(date))).toBe(date);
  });

  it('writes days past year 9999 as toISOString does', () => {
    const day = Date.UTC(10_000, 0, 1) / DAY_MS;
    expect(dateOfEpochDay(day)).toBe(byDate(day));
    expect(dateOfEpochDay(-719_529)).toBe(byDate(-719_529));
  });
});

describe('nightsOfStay', () => {
  it('lists check-in up to the night before check-out', () => {
    expect(nightsOfStay('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it('is empty when check-out is not after check-in', () => {
    expect(nightsOfStay('2026-05-10', '2026-05-10')).toEqual([]);
  });
});

describe('stayProblem', () => {
  const today = '2026-06-15';

  it('accepts a stay from today', () => {
    expect(stayProblem({ checkIn: today, checkOut: '2026-06-16', today })).toBeUndefined();
  });

  it('accepts a stay of exactly 30 nights', () => {
    expect(stayProblem({ checkIn: today, checkOut: addDays(today, 30), today })).toBeUndefined();
  });

  it('refuses a check-in in the past', () => {
    expect(stayProblem({ checkIn: '2026-06-14', checkOut: '2026-06-16', today })).toBe(
      'The check-in date cannot be in the past',
    );
  });

  it('refuses a stay that ends before it starts or on the same day', () => {
    const message = 'The check-out date must be at least one day after the check-in date';
    expect(stayProblem({ checkIn: '2026-06-20', checkOut: '2026-06-19', today })).toBe(message);
    expect(stayProblem({ checkIn: '2026-06-20', checkOut: '2026-06-20', today })).toBe(message);
  });

  it('refuses a stay longer than 30 nights', () => {
    expect(stayProblem({ checkIn: today, checkOut: addDays(today, 31), today })).toBe(
      'A stay cannot be longer than 30 nights',
    );
  });

  it('refuses dates that are not calendar dates', () => {
    expect(
      stayProblem({ checkIn: '2026-02-30', checkOut: '2026-03-02', today: '2026-01-01' }),
    ).toBe('Enter the check-in date as yyyy-mm-dd');
    expect(stayProblem({ checkIn: today, checkOut: '16/06/2026', today })).toBe(
      'Enter the check-out date as yyyy-mm-dd',
    );
  });
});

describe('review card labels', () => {
  it('shows the weekday index plus one, two digits', () => {
    expect(reviewDayLabel('2026-03-01')).toBe('01'); // a Sunday
    expect(reviewDayLabel('2026-03-07')).toBe('07'); // a Saturday
    expect(reviewDayLabel(new Date('2026-03-04T10:00:00Z'))).toBe('04'); // a Wednesday
    expect(reviewDayLabel('2026-03-04T10:00:00.000Z')).toBe('04');
  });

  it('shows the month as three English letters', () => {
    expect(reviewMonthLabel('2026-01-15')).toBe('Jan');
    expect(reviewMonthLabel('2026-09-15T08:00:00Z')).toBe('Sep');
    expect(reviewMonthLabel(new Date('2026-12-31T23:00:00Z'))).toBe('Dec');
  });

  it('shows nothing for a date that cannot be read', () => {
    expect(reviewDayLabel('not a date')).toBe('');
    expect(reviewMonthLabel('not a date')).toBe('');
  });
});
