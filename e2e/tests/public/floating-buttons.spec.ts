/**
 * On a phone (360 px) the list's Show map and the "↑" cover neither the pagination nor the
 * reviews' stars, wherever the visitor has scrolled them to
 * (apps/web/src/components/scroll-top-control.tsx), and a control reached with the keyboard is
 * never hidden under the sticky header or a bottom bar (scroll-padding in apps/web/src/index.css).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp, preparePage, stayDates } from './support';

type Box = { x: number; y: number; width: number; height: number };

const intersect = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page so that `target`'s bottom edge sits `above` px over the screen's bottom. */
async function bringToScreenBottom(page: Page, target: Locator, above: number) {
  await target.evaluate((element, gap) => {
    const bottom = element.getBoundingClientRect().bottom;
    window.scrollBy({ top: bottom - (window.innerHeight - gap), behavior: 'instant' });
  }, above);
}

/** The boxes of the visible floating controls: Show map / Show list and every "↑". */
async function floatingBoxes(page: Page): Promise<Box[]> {
  const controls = page.getByRole('button', { name: /^(Show map|Show list|Scroll to top)$/ });
  const boxes: Box[] = [];
  for (const control of await controls.all()) {
    if (await control.isVisible()) boxes.push((await control.boundingBox())!);
  }
  return boxes;
}

test.beforeEach(async ({ page }) => {
  await preparePage(page);
  await page.setViewportSize({ width: 360, height: 740 });
});

test('the list’s floating buttons never cover its bottom pagination at 360 px', async ({
  page,
}) => {
  await openApp(page, '/hotel-list/search?city=All&guests=1');
  const pagination = page.getByRole('navigation', { name: 'Hotel pages, bottom' });
  await expect(pagination).toBeVisible();
  for (const above of [4, 24, 60, 120]) {
    await bringToScreenBottom(page, pagination, above);
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
    const box = (await pagination.boundingBox())!;
    const covering = (await floatingBoxes(page)).filter((control) => intersect(control, box));
    expect(covering, `pagination ${above} px above the bottom`).toEqual([]);
  }
});

test('the “↑” never covers a review’s stars on a hotel page at 360 px', async ({ page }) => {
  await openApp(page, '/hotel-single/htlnfo?id=1&city=All&guestnumber=1');
  await page.getByRole('tab', { name: 'REVIEWS' }).click();
  const stars = page.getByRole('tabpanel').getByRole('img', { name: /^Rated \d out of 5$/ });
  await expect(stars.first()).toBeVisible();
  const last = stars.last();
  for (const above of [80, 100, 130, 160]) {
    await bringToScreenBottom(page, last, above);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const box = (await last.boundingBox())!;
    const covering = (await floatingBoxes(page)).filter((control) => intersect(control, box));
    expect(covering, `stars ${above} px above the bottom`).toEqual([]);
  }
});

/**
 * What covers the focused control: the element on top at its centre when that is neither the
 * control nor inside it (a sticky header, a bottom bar, a floating button), else null. Regions
 * taller than half the screen (a tab panel) are left out: the browser shows their start.
 */
async function focusedControlCoveredBy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.height > window.innerHeight / 2) return null;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const onTop = document.elementFromPoint(x, y);
    if (!onTop || focused.contains(onTop) || onTop.contains(focused)) return null;
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
    return `${focused.tagName} "${name.slice(0, 30)}" under ${onTop.tagName}`;
  });
}

test('a control reached with Tab or Shift+Tab is never hidden under the header or the Book bar at 360 px', async ({
  page,
}) => {
  const { checkInDate, checkOutDate } = stayDates(9, 2);
  await openApp(
    page,
    `/hotel-single/htlnfo?id=1&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=2`,
  );
  await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeVisible();
  const covered = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press(key);
      const cover = await focusedControlCoveredBy(page);
      if (cover) covered.add(cover);
    }
  }
  expect([...covered]).toEqual([]);
});
