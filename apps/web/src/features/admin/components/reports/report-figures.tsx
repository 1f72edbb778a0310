/**
 * A report's totals and its five charts, each with its table: occupancy, ADR and RevPAR per
 * night; money captured, refunded and net, and bookings made, per day.
 */
import type { Report } from '@staylane/domain';
import { useMemo } from 'react';
import { formatDay } from '@/lib/format';
import { countTick, moneyTick, percentTick, type TickFormat } from './axis-ticks';
import { ChartWithTable } from './chart-with-table';
import type { ChartSeries } from './report-chart';

// One decimal reads well for a hotel's occupancy; a large catalogue's occupancy can be well
// under 0.1 %, which one decimal would write as "0.0%" beside a chart that shows 0.06 %: small
// figures keep two significant digits instead.
const percentOneDecimal = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const percentSmall = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumSignificantDigits: 2,
});
export const percentExact = (value: number) =>
  (value > 0 && value < 0.001 ? percentSmall : percentOneDecimal).format(value);
// Reports add up thousands of bookings: amounts with thousands separators and always two
// decimals in the tables; the axes write them short ($1.5M, axis-ticks.ts).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const counted = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = (cents: number) => usd.format(cents / 100);
const whole = (value: number) => counted.format(value);

const COLORS = { brand: '#1d4ed8', green: '#15803d', red: '#b91c1c', ink: '#0f172a' };

function Totals({ report }: { report: Report }) {
  const t = report.totals;
  const items: [string, string][] = [
    ['Occupancy', t.occupancy === null ? '–' : percentExact(t.occupancy)],
    ['ADR', t.adrCents === null ? '–' : money(t.adrCents)],
    ['RevPAR', t.revparCents === null ? '–' : money(t.revparCents)],
    ['Room revenue', money(t.roomRevenueCents)],
    ['Captured', money(t.capturedCents)],
    ['Refunded', money(t.refundedCents)],
    ['Net', money(t.netCents)],
    ['Bookings made', whole(t.bookingsCreated)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
          <dd className="mt-1 font-display text-sm font-bold break-words text-ink tabular-nums min-[400px]:text-base sm:text-lg">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface Figure {
  title: string;
  per: 'night' | 'day';
  kind: 'line' | 'bars';
  series: (report: Report) => ChartSeries[];
  /** How the axis writes a value. */
  formatTick: TickFormat;
  /** How the table writes it. */
  formatCell: (value: number) => string;
}

const perNight =
  (label: string, value: (night: Report['nights'][number]) => number | null) =>
  (report: Report): ChartSeries[] => [
    { label, values: report.nights.map(value), color: COLORS.brand },
  ];

// The charts in the order they stand, each with its table's columns (its series).
const FIGURES: readonly Figure[] = [
  {
    title: 'Occupancy per night',
    per: 'night',
    kind: 'line',
    series: perNight('Occupancy', (n) => n.occupancy),
    formatTick: percentTick,
    formatCell: percentExact,
  },
  {
    title: 'ADR per night',
    per: 'night',
    kind: 'line',
    series: perNight('ADR', (n) => n.adrCents),
    formatTick: moneyTick,
    formatCell: money,
  },
  {
    title: 'RevPAR per night',
    per: 'night',
    kind: 'line',
    series: perNight('RevPAR', (n) => n.revparCents),
    formatTick: moneyTick,
    formatCell: money,
  },
  {
    title: 'Money per day',
    per: 'day',
    kind: 'line',
    series: (report) => [
      { label: 'Captured', values: report.days.map((d) => d.capturedCents), color: COLORS.green },
      { label: 'Refunded', values: report.days.map((d) => d.refundedCents), color: COLORS.red },
      { label: 'Net', values: report.days.map((d) => d.netCents), color: COLORS.ink },
    ],
    formatTick: moneyTick,
    formatCell: money,
  },
  {
    title: 'Bookings made per day',
    per: 'day',
    kind: 'bars',
    series: (report) => [
      {
        label: 'Bookings made',
        values: report.days.map((d) => d.bookingsCreated),
        color: COLORS.brand,
      },
    ],
    formatTick: countTick,
    formatCell: whole,
  },
];

export function ReportFigures({ report }: { report: Report }) {
  const charts = useMemo(() => {
    const dates = { night: report.nights.map((n) => n.night), day: report.days.map((d) => d.day) };
    return FIGURES.map((figure) => ({
      figure,
      dates: dates[figure.per],
      series: figure.series(report),
    }));
  }, [report]);

  return (
    <div className="grid gap-6">
      <Totals report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        {charts.map(({ figure, dates, series }) => (
          <ChartWithTable
            key={figure.title}
            title={figure.title}
            dateLabel={figure.per === 'night' ? 'Night' : 'Day'}
            dates={dates}
            formatDate={formatDay}
            series={series}
            kind={figure.kind}
            formatTick={figure.formatTick}
            formatCell={figure.formatCell}
          />
        ))}
      </div>
    </div>
  );
}
