/**
 * `npm run bench:web`: first-load JS and CSS (gzip) of the public pages against the 100 KB
 * budget for /home, what that JavaScript is made of, and Lighthouse on each page.
 * Options: --skip-lighthouse, --rebuild (build apps/web even when dist exists).
 * The server runs as in production, on PGlite with the demo data.
 */
import os from 'node:os';
import path from 'node:path';
import { kb, loadAverage, machine, table } from '../lib/report.js';
import { buildServer, prepareData, removeDir, startServer, tempDataDir } from '../lib/server.js';
import { buildWithSourceMaps, contributors } from './contributors.js';
import { firstLoad } from './first-load.js';
import { lighthouseRun } from './lighthouse-run.js';
import { measuredPages } from './pages.js';

const HOME_JS_BUDGET = 100 * 1024;

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
      const scores = [];
      for (const page of pages) {
        const figures = await lighthouseRun(server.url + page.path);
        scores.push({ page: page.name, ...figures });
        console.log(`lighthouse ${page.name} done · load ${loadAverage()}`);
      }
      console.log('\nLighthouse 12, mobile emulation, simulated throttling:');
      console.log(
        table(
          scores.map((s) => ({
            page: s.page,
            performance: s.performance,
            accessibility: s.accessibility,
            'best practices': s.bestPractices,
            SEO: s.seo,
            LCP: `${(s.lcpMs / 1000).toFixed(2)} s`,
            CLS: s.cls.toFixed(3),
            TBT: `${s.tbtMs.toFixed(0)} ms`,
          })),
        ),
      );
      for (const s of scores)
        console.log(`${s.page} audits below 90: ${s.failing.join(', ') || 'none'}`);
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
