/**
 * The varied workload beside the repeated search of the same run (issue 31): machines of one
 * kind differ by up to 2× from one another, so each varied figure is also given as a ratio to
 * the repeated search measured minutes before on the same machine, and those ratios are
 * targets too (targets.ts).
 */
import type { LoadFigures } from './endpoints.js';

/** A driver's run as targets.ts has it, all this file reads of it. */
interface DriverRun {
  driver: string;
  figures: LoadFigures[];
}

export const REPEATED = 'search page 1';
export const VARIED = 'search, varied';
export const VARIED_DETAIL = 'hotel page with dates, varied';
export const EVERY_CITY = 'search city=All with dates, one at a time';

/** Server + PostgreSQL CPU ms per request (PGlite's is all in the server). */
export const cpuOf = (figures: LoadFigures) => figures.cpu.server + (figures.cpu.database ?? 0);

/** The run's figures of `endpoint`, paced or at full speed. */
export function figuresOf(
  run: DriverRun | undefined,
  endpoint: string,
  paced: boolean,
): LoadFigures | undefined {
  return run?.figures.find(
    (figures) => figures.endpoint === endpoint && figures.mode.includes('paced') === paced,
  );
}

export interface VariedRatios {
  /** CPU per varied search over CPU per repeated search, both paced. */
  cpu: number;
  /** The repeated search's most served per second over the varied one's. */
  max: number;
}

export function variedRatios(run: DriverRun): VariedRatios | undefined {
  const [repeatedPaced, variedPaced] = [REPEATED, VARIED].map((e) => figuresOf(run, e, true));
  const [repeatedMax, variedMax] = [REPEATED, VARIED].map((e) => figuresOf(run, e, false));
  if (!repeatedPaced || !variedPaced || !repeatedMax || !variedMax) return undefined;
  return {
    cpu: cpuOf(variedPaced) / Math.max(cpuOf(repeatedPaced), 0.001),
    max: repeatedMax.requestsPerSecond / Math.max(variedMax.requestsPerSecond, 0.001),
  };
}

/** Lines that print each varied figure beside the repeated search's, with their ratio. */
export function ratioLines(run: DriverRun): string[] {
  const lines = [`${run.driver}: the varied workload beside the repeated search (same run):`];
  for (const paced of [false, true]) {
    const repeated = figuresOf(run, REPEATED, paced);
    if (!repeated) continue;
    for (const endpoint of [VARIED, VARIED_DETAIL, EVERY_CITY]) {
      const varied = figuresOf(run, endpoint, paced);
      if (!varied) continue;
      lines.push(
        `  ${endpoint} (${varied.mode}): ${varied.requestsPerSecond.toFixed(0)} req/s ` +
          `(${(varied.requestsPerSecond / Math.max(repeated.requestsPerSecond, 0.001)).toFixed(3)} × repeated ` +
          `${repeated.requestsPerSecond.toFixed(0)}), p99 ${varied.p99.toFixed(1)} ms ` +
          `(repeated ${repeated.p99.toFixed(1)}), CPU ${cpuOf(varied).toFixed(2)} ms/req ` +
          `(${(cpuOf(varied) / Math.max(cpuOf(repeated), 0.001)).toFixed(1)} × repeated ${cpuOf(repeated).toFixed(2)})`,
      );
    }
  }
  return lines;
}
