/**
 * The Rates screen (decision 045): an administrator sees what the guest pays after the room's
 * Discount, sets a Saturday's price in one cell with the keyboard alone, then gives every weekend night of the window a 2-night minimum by bulk edit after
 * its preview counted the nights, and sees the cells change. The Standard plan's deletion is
 * refused in the server's words. Clean under axe; at 360 px the plan column stays while the
 * nights scroll sideways.
 */
import type { Page } from '@playwright/test';
import { openDashboard } from './accounts';
import { openScreen, switchHotel } from './back-office';
import { expect, test } from './fixtures';
import { createHotelThroughApi } from './hotels-api';
import { seriousViolations } from '../axe';

/** The server's refusal (RATES_TEXTS.standardKept in packages/domain/src/schemas/rates.ts). */
const STANDARD_KEPT = 'The Standard plan cannot be deleted: take it off sale instead';

const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

const shifted = (date: string, days: number) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The browser's today, which the grid starts on. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

test('an admin sets a weekend price in a cell and a weekend 2-night minimum by bulk edit', async ({
  page,
  request,
  consoleErrors,
}) => {
  const name = `Rates Inn ${Date.now()}`;
  // A 10 % Discount: a night at the room's own $50 costs the guest $45.
  await createHotelThroughApi(request, name, { Discount: 10 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Rates');
  await expect(panel.getByText('Choose a hotel with the hotel switcher')).toBeVisible();
  await switchHotel(page, name);
  const grid = panel.getByRole('grid');
  await expect(grid.getByRole('rowheader', { name: /^Standard/ })).toBeVisible();

  // The first Saturday night after tomorrow, inside the two weeks in view.
  const today = await browserToday(page);
  let saturday = shifted(today, 2);
  while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = shifted(saturday, 1);
  const friday = shifted(saturday, -1);
  const cellOf = (night: string) =>
    grid.getByRole('button', { name: new RegExp(`, Standard, Only, ${longDay(night)}$`) });
  await expect(cellOf(saturday)).toHaveAccessibleName(
    `$50, plan default, guest pays $45, Standard, Only, ${longDay(saturday)}`,
  );
  await expect(cellOf(saturday)).toContainText('guest $45');
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  await page.screenshot({ path: 'test-results/rates-1280.png' });

  // Keyboard alone: Tab into the grid (one stop), the arrows to Saturday, Enter opens its
  // editor, ArrowUp steps the price, Enter saves; focus returns to the cell.
  await panel.getByRole('button', { name: 'Bulk edit' }).focus();
  await page.keyboard.press('Tab');
  await expect(cellOf(today)).toBeFocused();
  const daysToSaturday = Math.round(
    (Date.parse(`${saturday}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  for (let day = 0; day < daysToSaturday; day += 1) await page.keyboard.press('ArrowRight');
  await expect(cellOf(saturday)).toBeFocused();
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Standard, Only' });
  const price = editor.getByLabel('Price per night ($)');
  await expect(price).toBeFocused();
  await page.keyboard.type('74');
  await page.keyboard.press('ArrowUp');
  await expect(price).toHaveValue('75.00');
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(editor).toBeHidden();
  // A calendar price is the price: the Discount no longer applies to that night.
  await expect(cellOf(saturday)).toHaveAccessibleName(`$75, Standard, Only, ${longDay(saturday)}`);
  await expect(cellOf(saturday)).toBeFocused();

  // Bulk edit: every weekend night of the window gets a 2-night minimum, previewed first.
  await panel.getByRole('button', { name: 'Bulk edit' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk edit' });
  // The room type's plans, each a box named with its room type.
  const plans = await bulk.getByRole('checkbox', { name: /, Only$/ }).count();
  await bulk.getByRole('button', { name: 'Weekend nights (Fri, Sat)' }).click();
  await bulk.getByLabel('Minimum stay', { exact: true }).selectOption('Set to');
  await bulk.getByLabel('Minimum stay (nights)').fill('2');
  // Two weeks hold two Fridays and two Saturdays, for each plan.
  await expect(bulk.getByText(/^This changes \d+ nights?$/)).toHaveText(
    `This changes ${4 * plans} nights`,
  );
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.screenshot({ path: 'test-results/rates-bulk-1280.png' });
  await bulk.getByRole('button', { name: 'Save' }).click();
  await expect(bulk).toBeHidden();
  await expect(cellOf(saturday)).toHaveAccessibleName(
    `$75, minimum stay 2 nights, Standard, Only, ${longDay(saturday)}`,
  );
  await expect(cellOf(friday)).toHaveAccessibleName(
    `$50, plan default, guest pays $45, minimum stay 2 nights, Standard, Only, ${longDay(friday)}`,
  );
  await expect(cellOf(shifted(saturday, 1))).toHaveAccessibleName(
    `$50, plan default, guest pays $45, Standard, Only, ${longDay(shifted(saturday, 1))}`,
  );

  // The plans of the room type: Standard is kept, in the server's words.
  await grid.getByRole('button', { name: 'Rate plans of Only' }).click();
  const plansDialog = page.getByRole('dialog', { name: 'Rate plans of Only' });
  await plansDialog.getByRole('button', { name: 'Delete Standard' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Standard?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(plansDialog.getByRole('alert')).toHaveText(STANDARD_KEPT);
  await page.screenshot({ path: 'test-results/rates-plans-1280.png' });
  // The browser logs the refusal it was meant to get as a failed resource: not an error here.
  const refusal = /status of 4\d\d .*\/api\/admin\/rate-plans\/\d+$/;
  consoleErrors.splice(0, Infinity, ...consoleErrors.filter((error) => !refusal.test(error)));
  await page.keyboard.press('Escape');
  await expect(plansDialog).toBeHidden();

  // At 360 px the plan column stays while the nights scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await cellOf(shifted(today, 13)).scrollIntoViewIfNeeded();
  const planHeader = grid.getByRole('rowheader', { name: /^Standard/ });
  const headerBox = await planHeader.boundingBox();
  expect(headerBox!.x).toBeGreaterThanOrEqual(0);
  expect(headerBox!.x).toBeLessThan(40);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/rates-360.png' });
  await cellOf(saturday).click();
  await expect(editor).toBeVisible();
  await page.screenshot({ path: 'test-results/rates-editor-360.png' });
  await page.keyboard.press('Escape');
  await expect(cellOf(saturday)).toBeFocused();
});

test('an admin adds a plan 10 % below Standard from the grid, takes it off sale and deletes it', async ({
  page,
  request,
}) => {
  const name = `Plans Inn ${Date.now()}`;
  await createHotelThroughApi(request, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Rates');
  await switchHotel(page, name);
  const grid = panel.getByRole('grid');

  await grid.getByRole('button', { name: 'Rate plans of Only' }).click();
  const plans = page.getByRole('dialog', { name: 'Rate plans of Only' });
  await plans.getByRole('button', { name: 'Add a plan' }).click();
  const form = plans.getByRole('form', { name: 'Add a plan' });
  await form.getByLabel('Name').fill('Saver');
  await form.getByLabel('Refundable').uncheck();
  await form.getByLabel('Priced as').selectOption('Standard’s price ± a percent');
  await form.getByLabel('Than Standard').selectOption('Less');
  await form.getByLabel('By percent (%)').fill('10');
  await form.getByRole('button', { name: 'Save plan' }).click();
  const saver = plans.getByRole('article', { name: 'Saver' });
  await expect(saver).toContainText('Standard −10 %');
  await expect(saver).toContainText('Non-refundable');
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await page.keyboard.press('Escape');

  // Its row follows Standard's $50 less 10 %.
  const today = await browserToday(page);
  await expect(
    grid.getByRole('button', { name: new RegExp(`, Saver, Only, ${longDay(today)}$`) }),
  ).toHaveAccessibleName(`$45, plan default, Saver, Only, ${longDay(today)}`);

  await grid.getByRole('button', { name: 'Rate plans of Only' }).click();
  await plans.getByRole('button', { name: 'Take off sale Saver' }).click();
  await expect(plans.getByRole('button', { name: 'Put on sale Saver' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('rowheader', { name: /^Saver/ })).toContainText('Off sale');

  await grid.getByRole('button', { name: 'Rate plans of Only' }).click();
  await plans.getByRole('button', { name: 'Delete Saver' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Saver?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(saver).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(grid.getByRole('rowheader', { name: /^Saver/ })).toHaveCount(0);
});
