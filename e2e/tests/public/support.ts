import { expect, type Page } from '@playwright/test';

/** A 1×1 transparent PNG: map tiles are served locally so tests never reach the internet. */
const EMPTY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Serves map tiles locally and collects console errors and page errors, so a test can assert
 * that a page logs nothing.
 */
export async function preparePage(page: Page): Promise<string[]> {
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: EMPTY_TILE }),
  );
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** What the app sends once it runs the page (apps/web/src/app/layout/use-announce-takeover.ts). */
const APP_READY_EVENT = 'staylane:app-ready';

/** Pages whose every load marks the takeover already: one init script each, not one per load. */
const pagesListeningForTakeover = new WeakSet<Page>();

/**
 * Opens `path` and waits until the app has taken the page over. The landing pages come
 * rendered by the server and read at once; what a visitor does before the app runs them is
 * held and done afterwards (apps/web/src/boot.js, early-input.spec.ts), so a test that looks at
 * the app's answer right away waits here rather than racing the takeover.
 */
export async function openApp(page: Page, path: string) {
  if (!pagesListeningForTakeover.has(page)) {
    pagesListeningForTakeover.add(page);
    await page.addInitScript((event) => {
      document.addEventListener(event, () =>
        document.documentElement.setAttribute('data-test-app-ready', ''),
      );
    }, APP_READY_EVENT);
  }
  await page.goto(path);
  await page.locator('html[data-test-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Holds the app's code back until the returned function is called: the page stays the
 * server's HTML, as on a slow phone before the app has arrived.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Dates a little ahead, so the stay is valid whatever day the tests run. */
export function stayDates(offsetDays = 7, nights = 2) {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return { checkInDate: day(offsetDays), checkOutDate: day(offsetDays + nights) };
}

export async function expectNotFoundScreen(page: Page) {
  await expect(page).toHaveURL(/\/404-page-not-found$/);
  await expect(page.getByRole('heading', { name: "There's nothing here :(" })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
