/**
 * A chart and, below it, the same figures as a table: a chart is never the only way to read
 * them (a screen reader, a keyboard, a printout, a copy into a spreadsheet). The table scrolls
 * within its frame, which takes focus so a keyboard can scroll it.
 */
import { useId } from 'react';
import type { TickFormat } from './axis-ticks';
import { ReportChart, type ChartSeries } from './report-chart';

interface ChartWithTableProps {
  title: string;
  /** The first column's heading: 'Night' or 'Day'. */
  dateLabel: string;
  dates: string[];
  series: ChartSeries[];
  kind: 'line' | 'bars';
  /** How the axis writes a value. */
  formatTick: TickFormat;
  /** How the table writes a value. */
  formatCell: (value: number) => string;
  formatDate: (date: string) => string;
}

export function ChartWithTable(props: ChartWithTableProps) {
  const id = useId();
  const cell = props.formatCell;
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h3 id={id} className="font-display text-lg font-bold text-ink">
        {props.title}
      </h3>
      <div className="mt-3">
        <ReportChart
          dates={props.dates}
          series={props.series}
          kind={props.kind}
          formatTick={props.formatTick}
        />
      </div>
      <div
        className="mt-4 max-h-64 overflow-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-3 focus-visible:outline-accent-500"
        // A region that scrolls must take focus, or a keyboard cannot scroll it (axe:
        // scrollable-region-focusable); it is a named region, not a stray tab stop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`${props.title}: table`}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{props.title}</caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                {props.dateLabel}
              </th>
              {props.series.map((line) => (
                <th key={line.label} scope="col" className="px-2 py-2 text-right font-semibold">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.dates.map((date, row) => (
              <tr key={date} className="border-t border-slate-100">
                <th
                  scope="row"
                  className="px-2 py-1.5 sm:px-3 font-normal whitespace-nowrap text-slate-700"
                >
                  {props.formatDate(date)}
                </th>
                {props.series.map((line) => {
                  const value = line.values[row];
                  return (
                    <td key={line.label} className="px-2 py-1.5 sm:px-3 text-right tabular-nums">
                      {value === null || value === undefined ? '–' : cell(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
