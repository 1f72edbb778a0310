import { describe, expect, it } from 'vitest';
import { formatDay, formatDayTime } from './format';

describe('formatDay', () => {
  it('writes a calendar day the one way every screen shows it', () => {
    expect(formatDay('2026-12-10')).toBe('Dec 10, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('writes a timestamp’s day the same way, without a time zone moving it', () => {
    expect(formatDay('2026-12-10T23:30:00.000Z')).toBe('Dec 10, 2026');
  });
});

describe('formatDayTime', () => {
  it('starts with the day written the same way', () => {
    expect(formatDayTime('2026-12-10T12:00:00.000Z')).toMatch(/^Dec 1[01], 2026, \d{1,2}:\d\d/);
  });
});
