/**
 * The speed targets, one line each, "held" or "not held" with the figure, so a regression is
 * visible in one look. A target whose phase did not run says so. The targets hold only when
 * measured on a quiet 2-core machine, three runs in a row (bench/RESULTS.md).
 */
import type { Driver } from '../lib/server.js';
import type { LoadFigures } from './endpoints.js';
import type { BookingLoadFigures } from '../lib/booking-load.js';
import type { CpuPerUnit } from '../lib/cpu.js';
import {
  cpuOf,
  EVERY_CITY,
  figuresOf,
  VARIED,
  VARIED_DETAIL,
  variedRatios,
} from './varied-ratios.js';
import { QUOTE } from './quotes.js';

export interface DriverRun {
  driver: Driver;
  figures: LoadFigures[];
  booking?: { figures: BookingLoadFigures; cpu: CpuPerUnit } | undefined;
}

const P99_MS = 10;
const P99_OVER_P50 = 4;
const CPU_PER_SEARCH_MS = 1.2;
const BOOKINGS_PER_SECOND = 150;
const CPU_PER_BOOKING_MS = 10;
const PGLITE_SEARCH_PER_SECOND = 400;

/** The varied workload's targets (issue 31; varied.ts). */
const VARIED_P99_MS = 25;
const VARIED_PER_SECOND = 500;
const CPU_PER_VARIED_SEARCH_MS = 3;
const EVERY_CITY_P99_MS = 20;
const PGLITE_VARIED_PER_SECOND = 150;
const VARIED_DETAIL_P99_MS = 15;
const VARIED_CPU_RATIO = 10;
const VARIED_MAX_RATIO = 20;
/** A stay quote's server CPU (issue 32). */
const CPU_PER_QUOTE_MS = 2;

const both = (cpu: CpuPerUnit) => cpu.server + (cpu.database ?? 0);
const verdict = (held: boolean) => (held ? 'held    ' : 'NOT HELD');

export function targetLines(runs: DriverRun[]): string[] {
  const lines: string[] = [];
  const postgres = runs.find((run) => run.driver === 'postgres');
  const pglite = runs.find((run) => run.driver === 'pglite');
  const searches = (run: DriverRun | undefined, paced: boolean) =>
    (run?.figures ?? []).filter(
      (figures) =>
        figures.endpoint.startsWith('search page') && figures.mode.includes('paced') === paced,
    );

  const paced = searches(postgres, true);
  if (paced.length === 0) lines.push('search p99 at 300 req/s: not measured (postgres, search)');
  for (const figures of paced) {
    const held = figures.p99 <= P99_MS && figures.p99 <= P99_OVER_P50 * figures.p50;
    lines.push(
      `${verdict(held)} ${figures.endpoint}, ${figures.mode}: p99 ${figures.p99.toFixed(1)} ms ` +
        `(≤ ${P99_MS}), ${(figures.p99 / Math.max(figures.p50, 0.01)).toFixed(1)} × p50 ${figures.p50.toFixed(1)} ms (≤ ${P99_OVER_P50}×)`,
    );
  }
  for (const figures of paced) {
    const cpu = both(figures.cpu);
    lines.push(
      `${verdict(cpu <= CPU_PER_SEARCH_MS)} CPU per search (${figures.endpoint}, paced): ${cpu.toFixed(2)} ms ` +
        `server + PostgreSQL (${figures.cpu.server.toFixed(2)} + ${(figures.cpu.database ?? 0).toFixed(2)}; ≤ ${CPU_PER_SEARCH_MS})`,
    );
  }

  if (postgres?.booking) {
    const { figures, cpu } = postgres.booking;
    const rate = figures.bookingsPerSecond;
    lines.push(
      `${verdict(rate >= BOOKINGS_PER_SECOND)} bookings end to end: ${rate.toFixed(1)} /s (≥ ${BOOKINGS_PER_SECOND})`,
      `${verdict(both(cpu) <= CPU_PER_BOOKING_MS)} CPU per booking: ${both(cpu).toFixed(2)} ms server + PostgreSQL ` +
        `(${cpu.server.toFixed(2)} + ${(cpu.database ?? 0).toFixed(2)}; ≤ ${CPU_PER_BOOKING_MS})`,
    );
  } else {
    lines.push('bookings per second and CPU per booking: not measured (postgres, bookings)');
  }

  const pgliteMax = searches(pglite, false);
  if (pgliteMax.length === 0) lines.push('PGlite search max: not measured (pglite, search)');
  for (const figures of pgliteMax) {
    lines.push(
      `${verdict(figures.requestsPerSecond >= PGLITE_SEARCH_PER_SECOND)} PGlite ${figures.endpoint} max: ` +
        `${figures.requestsPerSecond.toFixed(0)} req/s (≥ ${PGLITE_SEARCH_PER_SECOND})`,
    );
  }
  lines.push(...variedTargetLines(postgres, pglite));
  return lines;
}

function variedTargetLines(postgres: DriverRun | undefined, pglite: DriverRun | undefined) {
  const lines: string[] = [];
  const measured = (
    figures: LoadFigures | undefined,
    what: string,
    line: (figures: LoadFigures) => string,
  ) => lines.push(figures ? line(figures) : `${what}: not measured`);
  const failed = (figures: LoadFigures) => figures.notOk + figures.errors;

  measured(figuresOf(postgres, VARIED, true), 'varied search paced (postgres)', (figures) => {
    const held = figures.p99 <= VARIED_P99_MS && failed(figures) === 0;
    return (
      `${verdict(held)} ${VARIED}, ${figures.mode} (postgres): p99 ${figures.p99.toFixed(1)} ms ` +
      `(≤ ${VARIED_P99_MS}), ${failed(figures)} failed (none)`
    );
  });
  measured(figuresOf(postgres, VARIED, false), 'varied search max (postgres)', (figures) => {
    const held = figures.requestsPerSecond >= VARIED_PER_SECOND;
    return `${verdict(held)} ${VARIED} max (postgres): ${figures.requestsPerSecond.toFixed(0)} req/s (≥ ${VARIED_PER_SECOND})`;
  });
  measured(figuresOf(postgres, VARIED, true), 'CPU per varied search (postgres)', (figures) => {
    const cpu = cpuOf(figures);
    return (
      `${verdict(cpu <= CPU_PER_VARIED_SEARCH_MS)} CPU per varied search (paced): ${cpu.toFixed(2)} ms ` +
      `server + PostgreSQL (${figures.cpu.server.toFixed(2)} + ${(figures.cpu.database ?? 0).toFixed(2)}; ≤ ${CPU_PER_VARIED_SEARCH_MS})`
    );
  });
  measured(
    figuresOf(postgres, EVERY_CITY, false),
    'city=All single requests (postgres)',
    (figures) => {
      const held = figures.p99 <= EVERY_CITY_P99_MS;
      return `${verdict(held)} ${EVERY_CITY} (postgres): p99 ${figures.p99.toFixed(1)} ms (≤ ${EVERY_CITY_P99_MS})`;
    },
  );
  measured(
    figuresOf(postgres, VARIED_DETAIL, true),
    'varied hotel page paced (postgres)',
    (figures) => {
      const held = figures.p99 <= VARIED_DETAIL_P99_MS && failed(figures) === 0;
      return (
        `${verdict(held)} ${VARIED_DETAIL}, ${figures.mode} (postgres): p99 ${figures.p99.toFixed(1)} ms ` +
        `(≤ ${VARIED_DETAIL_P99_MS}), ${failed(figures)} failed (none)`
      );
    },
  );
  measured(figuresOf(postgres, QUOTE, true), 'stay quote (postgres)', (figures) => {
    const held = figures.cpu.server <= CPU_PER_QUOTE_MS && figures.errors === 0;
    return (
      `${verdict(held)} ${QUOTE}, ${figures.mode} (postgres): ${figures.cpu.server.toFixed(2)} ms ` +
      `server CPU per quote (≤ ${CPU_PER_QUOTE_MS}; PostgreSQL ${(figures.cpu.database ?? 0).toFixed(2)}), ` +
      `${figures.notOk} refused by the rules (409), ${figures.errors} errors (none)`
    );
  });
  measured(figuresOf(pglite, VARIED, false), 'varied search max (pglite)', (figures) => {
    const held = figures.requestsPerSecond >= PGLITE_VARIED_PER_SECOND;
    return `${verdict(held)} PGlite ${VARIED} max: ${figures.requestsPerSecond.toFixed(0)} req/s (≥ ${PGLITE_VARIED_PER_SECOND})`;
  });
  for (const run of [postgres, pglite]) {
    const ratios = run && variedRatios(run);
    if (!ratios) continue;
    lines.push(
      `${verdict(ratios.cpu <= VARIED_CPU_RATIO)} ${run.driver}: CPU per varied search ${ratios.cpu.toFixed(1)} × the repeated search's (≤ ${VARIED_CPU_RATIO}×)`,
      `${verdict(ratios.max <= VARIED_MAX_RATIO)} ${run.driver}: varied max 1/${ratios.max.toFixed(1)} of the repeated max (≥ 1/${VARIED_MAX_RATIO})`,
    );
  }
  return lines;
}
