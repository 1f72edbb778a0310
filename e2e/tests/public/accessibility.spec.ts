import { expect, test } from '@playwright/test';
import { preparePage, stayDates } from './support';
import { seriousViolations } from '../axe';

const { checkInDate, checkOutDate } = stayDates();
const publicPages = [
  ['home', '/home'],
  [
    'hotel list',
    `/hotel-list/search?city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=1`,
  ],
  [
    'hotel detail',
    `/hotel-single/htlnfo?id=1&city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=1`,
  ],
  ['sign-up', '/signup'],
  ['login', '/login'],
  ['about', '/about-us'],
  ['not found', '/404-page-not-found'],
] as const;

for (const [name, path] of publicPages) {
  test(`the ${name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await preparePage(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
