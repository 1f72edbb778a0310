/**
 * Lighthouse 12 (the npm package) with Debian's Chromium, mobile emulation and simulated
 * throttling (Lighthouse's defaults): the four category scores and LCP, FCP, CLS and TBT.
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
  fcpMs: number;
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

/**
 * Runtime errors of Lighthouse's own trace recording, which it answers with "Please run
 * Lighthouse again": a run that hits one measured nothing about the page.
 */
const RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);
const RECORDING_ATTEMPTS = 3;

/** Lighthouse on `url`, run again (said on the console) when its trace recording failed. */
export async function lighthouseRun(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const { figures, runtimeErrorCode } = await lighthouseOnce(url);
    if (!runtimeErrorCode || !RECORDING_ERRORS.has(runtimeErrorCode)) return figures;
    if (attempt === RECORDING_ATTEMPTS) return figures;
    console.log(`lighthouse ${url}: ${runtimeErrorCode} (its trace recording failed), run again`);
  }
}

async function lighthouseOnce(
  url: string,
): Promise<{ figures: LighthouseFigures; runtimeErrorCode: string | undefined }> {
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
    const figures: LighthouseFigures = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
      failing,
    };
    return { figures, runtimeErrorCode: runtimeError?.code };
  } finally {
    chrome.kill();
  }
}
