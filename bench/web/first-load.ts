/**
 * First-load JavaScript and CSS of a page, as a browser fetches them: Chromium opens the page
 * with an empty cache and every script and stylesheet response until the app has taken the
 * page over and the network is idle, before any interaction, is counted. (A rendered page's
 * code is fetched after its first paint, apps/web/src/boot.js: on a busy machine the network
 * was idle before that, and the page's JavaScript was counted as boot.js alone.) The server sends files uncompressed, so gzip sizes are
 * computed here (zlib level 9, as a CDN would serve them).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './pages.js';

/** What the app sends once it runs the page (apps/web/src/app/layout/use-announce-takeover.ts). */
const APP_READY_EVENT = 'staylane:app-ready';

export interface LoadedFile {
  url: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
}

export async function firstLoad(base: string, paths: string[]): Promise<Map<string, LoadedFile[]>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const result = new Map<string, LoadedFile[]>();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const pending: Array<Promise<LoadedFile | undefined>> = [];
      page.on('response', (response) => {
        const kind = response.request().resourceType();
        if (kind !== 'script' && kind !== 'stylesheet') return;
        pending.push(
          response.body().then(
            (body) => ({
              url: new URL(response.url()).pathname,
              kind,
              bytes: body.length,
              gzipBytes: gzipSync(body, { level: 9 }).length,
            }),
            () => undefined,
          ),
        );
      });
      await page.addInitScript({
        content: `document.addEventListener(${JSON.stringify(APP_READY_EVENT)}, () =>
          document.documentElement.setAttribute('data-bench-app-ready', ''))`,
      });
      await page.goto(base + path, { waitUntil: 'load' });
      await page
        .locator('html[data-bench-app-ready]')
        .waitFor({ state: 'attached', timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      result.set(
        path,
        (await Promise.all(pending)).filter((file) => file !== undefined),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}
