/**
 * The speed targets, one line each, "held" or "not held" with the figure, so a regression is
 * visible in one look. A target whose phase did not run says so. The targets hold only when
 * measured on a quiet 2-core machine, three runs in a row (bench/RESULTS.md).
 */
import type { Driver } from '../lib/server.js';
import type { LoadFigures } from './endpoints.js';
import type { BookingLoadFigures } from '../lib/booking-load.js';
import type { CpuPerUnit } from '../lib/cpu.js';

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
  return lines;
}
