/**
 * The audit log (decision 051): an administrator changes a night's price in the rates grid,
 * then finds that change in the audit log under People, filtered to the switcher's hotel, with
 * the price it set and the one night it changed; the CSV link carries the same search. At
 * 1280 and 360 px, with the entry open, the page is no wider than the window: the table scrolls
 * inside its frame and the entry's changes are read within it; the toggle works by keyboard.
 */
import { openDashboard } from './accounts';
import { openScreen, switchHotel } from './back-office';
import { expect, test } from './fixtures';
import { createHotelThroughApi } from './hotels-api';

test('an admin finds a price change made in the rates grid in the audit log', async ({
  page,
  request,
  consoleErrors,
}) => {
  const name = `Audited Inn ${Date.now()}`;
  const hotel = await createHotelThroughApi(request, name);

  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, request);
  const rates = await openScreen(page, 'Rates');
  await switchHotel(page, name);
  const grid = rates.getByRole('grid');
  // The grid's first night (today): its cell editor is a bulk edit of one night.
  const firstCell = grid.getByRole('button', { name: /, Standard, Only, / }).first();
  await firstCell.click();
  const editor = page.getByRole('dialog', { name: 'Standard, Only' });
  await editor.getByLabel('Price per night ($)').fill('88');
  await editor.getByLabel('Price per night ($)').press('Enter');
  await expect(editor).toBeHidden();
  await expect(firstCell).toHaveAccessibleName(/^\$88, Standard, Only, /);

  const audit = await openScreen(page, 'Audit log');
  // The switcher's hotel is the log's first filter.
  await expect(audit.getByLabel('Hotel id')).toHaveValue(hotel.id);
  const show = audit.getByRole('button', { name: /^Show changes of rates\.bulk_edit #/ });
  await expect(show).toHaveCount(1);
  const row = audit
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Show changes of rates\.bulk_edit #/ }) });
  await expect(row).toContainText('admin');
  await show.click();
  const changes = audit.getByRole('table', { name: 'Changes of rates.bulk_edit' });
  await expect(changes.getByRole('row', { name: /^price/ })).toContainText('{"set":8800}');
  await expect(changes.getByRole('row', { name: /^nightsChanged/ })).toContainText('1');
  await expect(audit.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'href',
    `/api/admin/audit.csv?hotelId=${hotel.id}`,
  );

  const toggle = audit.getByRole('button', { name: /changes of rates\.bulk_edit #/ });
  const pageFits = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await pageFits()).toBe(true);
  await page.screenshot({ path: 'test-results/audit-1280.png' });

  // A phone: the table keeps its columns and scrolls inside its frame, not the page.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(changes).toBeVisible();
  expect(await pageFits()).toBe(true);
  // The open entry's changes stay within the window, whatever the table's width.
  const box = (await changes.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/audit-360.png', fullPage: true });

  // By keyboard: Enter closes and opens the entry, and the toggle shows it has the focus.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(changes).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(changes).toBeVisible();
  await expect(toggle).toBeFocused();
  expect(await toggle.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  expect(await pageFits()).toBe(true);

  expect(consoleErrors).toEqual([]);
});
