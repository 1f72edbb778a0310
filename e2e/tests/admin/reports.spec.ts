/**
 * Reports (decision 022): the tab draws its charts, each with a table of the same figures, fits a
 * 360 px phone and is clean under axe.
 */
import { expect, test } from './fixtures';
import { openDashboard } from './accounts';
import { openScreen } from './back-office';
import { seriousViolations } from '../axe';

test('the Reports tab shows a chart and its table at 360 px, axe clean', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Reports');
  const occupancy = panel.getByRole('region', { name: 'Occupancy per night', exact: true });
  await expect(occupancy.locator('canvas')).toBeVisible();
  const table = occupancy.getByRole('table', { name: 'Occupancy per night' });
  await expect(table.getByRole('columnheader', { name: 'Occupancy' })).toBeVisible();
  // This month, one row a night: at least 28.
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(28);
  await expect(panel.getByText('Bookings made', { exact: true }).first()).toBeVisible();

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
  // A year's figures: the axe scan above ran on the month (a year's tables make it slow).
  await panel.getByRole('button', { name: 'Last 12 months' }).click();
  // Twelve whole months: 365 or 366 nights.
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(360);
});
