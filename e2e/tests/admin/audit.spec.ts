/**
 * The audit log (decision 051): an administrator changes a night's price in the rates grid,
 * then finds that change in the audit log under People, filtered to the switcher's hotel, with
 * the price it set and the one night it changed; the CSV link carries the same search.
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

  expect(consoleErrors).toEqual([]);
});
