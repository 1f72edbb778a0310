import type { Report } from '@staylane/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDay } from '@/lib/format';
import '@/test/admin/render';
import { percentExact, ReportFigures } from './report-figures';

// The canvas chart is uPlot's; the tables beside it carry the figures under test.
vi.mock('./report-chart', () => ({ ReportChart: () => null }));

const nights = { availableUnitNights: 4, bookedUnitNights: 3, roomRevenueCents: 45_000 };
const report: Report = {
  hotelId: null,
  from: '2026-11-01',
  to: '2026-11-02',
  nights: [
    { night: '2026-11-01', ...nights, occupancy: 0.75, adrCents: 15_000, revparCents: 11_250 },
    { night: '2026-11-02', ...nights, occupancy: null, adrCents: null, revparCents: null },
  ],
  days: [
    {
      day: '2026-11-01',
      bookingsCreated: 1234,
      capturedCents: 123_456_789,
      refundedCents: 5_000,
      netCents: 123_451_789,
    },
  ],
  totals: {
    ...nights,
    occupancy: 0.75,
    adrCents: 15_000,
    revparCents: 11_250,
    bookingsCreated: 1234,
    capturedCents: 123_456_789,
    refundedCents: 5_000,
    netCents: 123_451_789,
  },
};

/** A table as text: its header row, then one row per date. */
function rowsOf(caption: string) {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('ReportFigures', () => {
  it('draws each chart’s table with its caption, its columns and its number formats', () => {
    render(<ReportFigures report={report} />);
    const first = formatDay('2026-11-01');
    const second = formatDay('2026-11-02');
    expect(rowsOf('Occupancy per night')).toEqual([
      ['Night', 'Occupancy'],
      [first, '75.0%'],
      [second, '–'],
    ]);
    expect(rowsOf('ADR per night')).toEqual([
      ['Night', 'ADR'],
      [first, '$150.00'],
      [second, '–'],
    ]);
    expect(rowsOf('RevPAR per night')).toEqual([
      ['Night', 'RevPAR'],
      [first, '$112.50'],
      [second, '–'],
    ]);
    expect(rowsOf('Money per day')).toEqual([
      ['Day', 'Captured', 'Refunded', 'Net'],
      [first, '$1,234,567.89', '$50.00', '$1,234,517.89'],
    ]);
    expect(rowsOf('Bookings made per day')).toEqual([
      ['Day', 'Bookings made'],
      [first, '1,234'],
    ]);
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual([
      'Occupancy per night',
      'ADR per night',
      'RevPAR per night',
      'Money per day',
      'Bookings made per day',
    ]);
  });

  it('writes a small occupancy with two significant digits instead of 0.0%', () => {
    expect(percentExact(0.0006)).toBe('0.06%');
    expect(percentExact(0.000_012_34)).toBe('0.0012%');
    expect(percentExact(0)).toBe('0.0%');
    expect(percentExact(0.0014)).toBe('0.1%');
    expect(percentExact(1)).toBe('100.0%');
  });
});
