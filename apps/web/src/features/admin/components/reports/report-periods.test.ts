import { describe, expect, it } from 'vitest';
import { periodQuery, presetPeriod } from './report-periods';

describe('report periods', () => {
  it('names whole days that the API asks for with an exclusive end', () => {
    expect(presetPeriod('This month', '2026-02-14')).toEqual({
      first: '2026-02-01',
      last: '2026-02-28',
    });
    expect(presetPeriod('Next 30 days', '2026-11-24')).toEqual({
      first: '2026-11-24',
      last: '2026-12-23',
    });
    expect(presetPeriod('Last 12 months', '2026-11-24')).toEqual({
      first: '2025-12-01',
      last: '2026-11-30',
    });
    expect(periodQuery({ first: '2026-02-01', last: '2026-02-28' }, '')).toEqual({
      query: { from: '2026-02-01', to: '2026-03-01' },
    });
    expect(periodQuery({ first: '2026-02-01', last: '2026-02-01' }, '12')).toEqual({
      query: { hotelId: '12', from: '2026-02-01', to: '2026-02-02' },
    });
  });

  it('tells why a period gives no report', () => {
    expect(periodQuery({ first: '2026-02-10', last: '2026-02-01' }, '')).toEqual({
      problem: 'The period must end after it starts',
    });
    expect(periodQuery({ first: '2024-01-01', last: '2026-01-01' }, '')).toEqual({
      problem: 'A report covers at most 731 days (two years)',
    });
  });
});
