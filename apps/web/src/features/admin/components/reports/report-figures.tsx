/**
 * A report's totals and its five charts, each with its table: occupancy, ADR and RevPAR per
 * night; money captured, refunded and net, and bookings made, per day.
 */
import type { Report } from '@staylane/domain';
import { useMemo } from 'react';
import { formatDay } from '@/lib/format';
import { ChartWithTable } from './chart-with-table';
import type { ChartSeries } from './report-chart';

const percent = (value: number) => `${Math.round(value * 100)}%`;
const percentExact = (value: number) => `${(value * 100).toFixed(1)}%`;
// Reports add up thousands of bookings: amounts with thousands separators and always two
// decimals in the tables; the axes write them short ($1.5M).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdShort = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const counted = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const money = (cents: number) => usd.format(cents / 100);
const moneyShort = (cents: number) => usdShort.format(cents / 100);
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

export function ReportFigures({ report }: { report: Report }) {
  const charts = useMemo(() => {
    const nights = report.nights.map((n) => n.night);
    const days = report.days.map((d) => d.day);
    const line = (label: string, values: (number | null)[], color: string): ChartSeries[] => [
      { label, values, color },
    ];
    return {
      nights,
      days,
      occupancy: line(
        'Occupancy',
        report.nights.map((n) => n.occupancy),
        COLORS.brand,
      ),
      adr: line(
        'ADR',
        report.nights.map((n) => n.adrCents),
        COLORS.brand,
      ),
      revpar: line(
        'RevPAR',
        report.nights.map((n) => n.revparCents),
        COLORS.brand,
      ),
      money: [
        { label: 'Captured', values: report.days.map((d) => d.capturedCents), color: COLORS.green },
        { label: 'Refunded', values: report.days.map((d) => d.refundedCents), color: COLORS.red },
        { label: 'Net', values: report.days.map((d) => d.netCents), color: COLORS.ink },
      ],
      made: line(
        'Bookings made',
        report.days.map((d) => d.bookingsCreated),
        COLORS.brand,
      ),
    };
  }, [report]);

  const perNight = { dateLabel: 'Night', dates: charts.nights, formatDate: formatDay };
  const perDay = { dateLabel: 'Day', dates: charts.days, formatDate: formatDay };
  return (
    <div className="grid gap-6">
      <Totals report={report} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartWithTable
          title="Occupancy per night"
          {...perNight}
          series={charts.occupancy}
          kind="line"
          formatValue={percent}
          formatCell={percentExact}
        />
        <ChartWithTable
          title="ADR per night"
          {...perNight}
          series={charts.adr}
          kind="line"
          formatValue={moneyShort}
          formatCell={money}
        />
        <ChartWithTable
          title="RevPAR per night"
          {...perNight}
          series={charts.revpar}
          kind="line"
          formatValue={moneyShort}
          formatCell={money}
        />
        <ChartWithTable
          title="Money per day"
          {...perDay}
          series={charts.money}
          kind="line"
          formatValue={moneyShort}
          formatCell={money}
        />
        <ChartWithTable
          title="Bookings made per day"
          {...perDay}
          series={charts.made}
          kind="bars"
          formatValue={whole}
        />
      </div>
    </div>
  );
}
