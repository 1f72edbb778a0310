/**
 * One chart of the Reports tab, drawn by uPlot (decision 022: about 20 KB compressed, against
 * some 140 KB for recharts). Only this tab imports it, and the tab is loaded lazily, so no
 * other page downloads it. The canvas is hidden from assistive technology: the table beside
 * each chart carries the same figures.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { distinctTickLabels, type TickFormat } from './axis-ticks';

export interface ChartSeries {
  label: string;
  /** One value per date; null leaves a gap (no unit for sale that night). */
  values: (number | null)[];
  color: string;
}

interface ReportChartProps {
  /** yyyy-mm-dd, one per point. */
  dates: string[];
  series: ChartSeries[];
  kind: 'line' | 'bars';
  /** How the y axis writes a value ("45%", "$120") with a given number of decimals. */
  formatTick: TickFormat;
}

const HEIGHT = 220;

const seconds = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;

function chartOptions(props: ReportChartProps, width: number): uPlot.Options {
  const bars = uPlot.paths.bars!({ size: [0.7, 24] });
  return {
    width,
    height: HEIGHT,
    // Dates are calendar days: shown in UTC so that no time zone moves them.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: props.series.length > 1, live: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true } },
    axes: [
      { stroke: '#475569', grid: { stroke: '#e2e8f0' } },
      {
        stroke: '#475569',
        grid: { stroke: '#e2e8f0' },
        size: 64,
        values: (_chart, splits) => distinctTickLabels(splits, props.formatTick),
      },
    ],
    series: [
      {},
      ...props.series.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        fill: props.kind === 'bars' ? line.color : undefined,
        paths: props.kind === 'bars' ? bars : undefined,
        points: { show: props.dates.length <= 45 },
        value: (_chart: uPlot, value: number | null) =>
          value === null ? '–' : props.formatTick(value, 2),
      })),
    ],
  };
}

/** Drawn again only when its figures change: give it memoised arrays and stable functions. */
export function ReportChart({ dates, series, kind, formatTick }: ReportChartProps) {
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const data: uPlot.AlignedData = [dates.map(seconds), ...series.map((line) => line.values)];
    const options = chartOptions({ dates, series, kind, formatTick }, element.clientWidth || 300);
    const chart = new uPlot(options, data, element);
    // The chart follows its frame's width: a phone held sideways, a sidebar opened.
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0) chart.setSize({ width: element.clientWidth, height: HEIGHT });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [dates, series, kind, formatTick]);

  return <div ref={frame} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
