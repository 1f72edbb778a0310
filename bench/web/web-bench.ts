/**
 * `npm run bench:web`: first-load JS and CSS (gzip) of the public pages against the 100 KB
 * budget for /home, what that JavaScript is made of, and Lighthouse on each page, three
 * rounds by default: per page the medians of performance, LCP and TBT beside its first-load
 * JavaScript, and whether each page holds performance ≥ 95 and LCP ≤ 1.5 s.
 * Options: --skip-lighthouse, --rebuild (build apps/web even when dist exists), --runs <n>.
 * The server runs as in production, on PGlite with the demo data.
 */
import os from 'node:os';
import path from 'node:path';
import { kb, loadAverage, machine, option, table } from '../lib/report.js';
import { buildServer, prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';
import { buildWithSourceMaps, contributors } from './contributors.js';
import { firstLoad } from './first-load.js';
import { lighthouseRounds, medianRun, medians } from './lighthouse-rounds.js';
import { measuredPages } from './pages.js';

const HOME_JS_BUDGET = 100 * 1024;
/** The landing pages' targets, on the median of the runs. */
const PERFORMANCE_TARGET = 95;
const LCP_TARGET_MS = 1500;
const rounds = Math.max(1, Number(option('runs', '3')) || 3);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

if (process.argv.includes('--rebuild')) process.env.BENCH_REBUILD_WEB = '1';
console.log(`# bench:web · ${machine()}`);
buildServer({ web: true });
const pages = measuredPages();
const dataDir = await tempDataDir('web');
const setup = { dataDir };
let overBudget = false; // printed, not an exit status: benchmarks report figures
try {
  await prepareData(setup);
  const server = await startServer(setup);
  try {
    const loads = await firstLoad(
      server.url,
      pages.map((page) => page.path),
    );
    const rows = pages.map((page) => {
      const files = loads.get(page.path) ?? [];
      const sum = (kind: string, key: 'bytes' | 'gzipBytes') =>
        files.filter((f) => f.kind === kind).reduce((total, f) => total + f[key], 0);
      return {
        page: page.name,
        'JS files': files.filter((f) => f.kind === 'script').length,
        'JS raw': kb(sum('script', 'bytes')),
        'JS gzip': kb(sum('script', 'gzipBytes')),
        'CSS raw': kb(sum('stylesheet', 'bytes')),
        'CSS gzip': kb(sum('stylesheet', 'gzipBytes')),
        jsGzip: sum('script', 'gzipBytes'),
      };
    });
    console.log('\nFirst load before any interaction (Chromium, empty cache):');
    console.log(table(rows.map(({ jsGzip: _, ...row }) => row)));
    const home = rows[0]!;
    overBudget = home.jsGzip > HOME_JS_BUDGET;
    console.log(
      `/home JavaScript: ${kb(home.jsGzip)} gzip against a budget of ${kb(HOME_JS_BUDGET)}: ` +
        (overBudget ? `OVER by ${kb(home.jsGzip - HOME_JS_BUDGET)}` : 'within budget'),
    );

    for (const page of pages.slice(0, 2)) {
      const files = loads.get(page.path) ?? [];
      console.log(`\n${page.name}: files, largest first`);
      console.log(
        table(
          [...files]
            .sort((a, b) => b.gzipBytes - a.gzipBytes)
            .map((f) => ({ file: f.url, kind: f.kind, raw: kb(f.bytes), gzip: kb(f.gzipBytes) })),
        ),
      );
    }

    if (!process.argv.includes('--skip-lighthouse')) {
      const runs = await lighthouseRounds(server.url, pages, rounds, (run) =>
        console.log(
          `lighthouse ${run.page} (round ${run.round}): performance ${run.performance}, ` +
            `LCP ${seconds(run.lcpMs)}, TBT ${run.tbtMs.toFixed(0)} ms · load ${run.load.toFixed(2)}`,
        ),
      );
      console.log(`\nLighthouse 12, mobile emulation, simulated throttling, each run:`);
      console.log(
        table(
          runs.map((run) => ({
            page: run.page,
            round: run.round,
            'load at start': run.load.toFixed(2),
            performance: run.performance,
            FCP: seconds(run.fcpMs),
            LCP: seconds(run.lcpMs),
            TBT: `${run.tbtMs.toFixed(0)} ms`,
            CLS: run.cls.toFixed(3),
          })),
        ),
      );
      const pageRuns = (name: string) => runs.filter((run) => run.page === name);
      console.log(`\nMedians of ${rounds} run(s) per page, beside the first load's JavaScript:`);
      console.log(
        table(
          pages.map((page, index) => {
            const m = medians(pageRuns(page.name));
            const loads = pageRuns(page.name).map((run) => run.load);
            return {
              page: page.name,
              'JS gzip': kb(rows[index]!.jsGzip),
              'JS raw': rows[index]!['JS raw'],
              performance: m.performance,
              LCP: seconds(m.lcpMs),
              TBT: `${m.tbtMs.toFixed(0)} ms`,
              FCP: seconds(m.fcpMs),
              CLS: m.cls.toFixed(3),
              accessibility: m.accessibility,
              'best practices': m.bestPractices,
              SEO: m.seo,
              load: `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
            };
          }),
        ),
      );
      for (const page of pages) {
        const m = medians(pageRuns(page.name));
        const held = m.performance >= PERFORMANCE_TARGET && m.lcpMs <= LCP_TARGET_MS;
        console.log(
          `${page.name}: performance ${m.performance} (≥ ${PERFORMANCE_TARGET}), LCP ` +
            `${seconds(m.lcpMs)} (≤ ${seconds(LCP_TARGET_MS)}): ${held ? 'held' : 'NOT HELD'}`,
        );
      }
      const busiest = Math.max(...runs.map((run) => run.load));
      if (busiest > os.cpus().length) {
        console.log(
          `The load average reached ${busiest.toFixed(1)} on ${os.cpus().length} cores: ` +
            'Lighthouse scales the main-thread time it observes, so TBT and performance are ' +
            'worse than on a quiet machine.',
        );
      }
      for (const page of pages) {
        const run = medianRun(pageRuns(page.name));
        console.log(`${page.name} audits below 90: ${run?.failing.join(', ') || 'none'}`);
      }
    }

    // After Lighthouse: the source-map build keeps both cores busy, and Lighthouse's
    // simulation scales the main-thread time it observes.
    const mapsDir = path.join(os.tmpdir(), `staylane-bench-web-maps-${process.pid}`);
    try {
      buildWithSourceMaps(mapsDir);
      const homeScripts = (loads.get(pages[0]!.path) ?? [])
        .filter((f) => f.kind === 'script')
        .map((f) => path.basename(f.url));
      const sizes = await contributors(mapsDir, homeScripts);
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      console.log('\n/home first-load JavaScript by source (minified bytes, before gzip):');
      console.log(
        table(
          [...sizes.entries()]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 15)
            .map(([source, bytes]) => ({
              source,
              bytes: kb(bytes),
              share: `${((bytes / total) * 100).toFixed(1)} %`,
            })),
        ),
      );
    } finally {
      await removeDir(mapsDir);
    }
  } finally {
    await server.stop();
  }
} finally {
  await removeDir(dataDir);
}
console.log(`\nfinished · load average ${loadAverage()}`);
process.exit(0);
