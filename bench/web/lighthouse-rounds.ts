/**
 * Lighthouse over every page, round after round (each page once, then again), so a change in
 * the machine's load falls on all pages alike; the medians per page, and each run with the
 * load average at its start: Lighthouse's simulation scales the main-thread time it observes,
 * so a busy machine inflates TBT and, through it, the score.
 */
import os from 'node:os';
import { median } from '../lib/report.js';
import { lighthouseRun, type LighthouseFigures } from './lighthouse-run.js';

export interface PageRun extends LighthouseFigures {
  page: string;
  round: number;
  /** The 1-minute load average when the run began. */
  load: number;
}

export async function lighthouseRounds(
  base: string,
  pages: Array<{ name: string; path: string }>,
  rounds: number,
  onRun: (run: PageRun) => void,
): Promise<PageRun[]> {
  const runs: PageRun[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    for (const page of pages) {
      const load = os.loadavg()[0]!;
      const run = { page: page.name, round, load, ...(await lighthouseRun(base + page.path)) };
      runs.push(run);
      onRun(run);
    }
  }
  return runs;
}

type Figure = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'fcpMs';
type Measure = Figure | 'cls' | 'tbtMs';

/** The median of each figure over a page's runs. */
export function medians(runs: PageRun[]): Record<Measure, number> {
  const of = (key: Measure) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
  };
}

/** The run whose score is the page's median: its audits below 90 are the ones to read. */
export function medianRun(runs: PageRun[]): PageRun | undefined {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor(sorted.length / 2)];
}
