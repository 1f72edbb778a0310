/**
 * Lighthouse 12 (the npm package) with Debian's Chromium, mobile emulation and simulated
 * throttling (Lighthouse's defaults): the four category scores and LCP, CLS and TBT.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from './pages.js';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that lost points, for the causes. */
  failing: string[];
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    const lcpError = audits['largest-contentful-paint']?.errorMessage;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          !['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode),
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    if (runtimeError)
      failing.unshift(`RUNTIME ERROR ${runtimeError.code}: ${runtimeError.message}`);
    else if (lcpError) failing.unshift(`LCP not measured: ${lcpError}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}
