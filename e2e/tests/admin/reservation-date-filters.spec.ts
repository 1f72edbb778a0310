/**
 * The reservations' date filters take typed dates (apps/web/src/components/date-input.tsx):
 * an empty date field used to lose its segments at every keystroke.
 */
import { daysFromToday } from '../booking/support';
import { openDashboard } from './accounts';
import { openScreen } from './back-office';
import { expect, test } from './fixtures';

const keys = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

test('an admin types the dates of the stay filter and the list follows them', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDashboard(page, request);
  const panel = await openScreen(page, 'Reservations');
  await expect(panel.getByText(/^\d+ reservations?$/)).toBeVisible();

  const from = daysFromToday(4000);
  const stayFrom = panel.getByLabel('Stay from');
  // At the field's first part (month), where a person starts typing a date.
  await stayFrom.click({ position: { x: 12, y: 12 } });
  await page.keyboard.type(keys(from));
  await expect(stayFrom).toHaveValue(from);
  await expect(panel.getByText('0 reservations')).toBeVisible();

  const to = daysFromToday(4010);
  const stayTo = panel.getByLabel('Stay to');
  await stayTo.click({ position: { x: 12, y: 12 } });
  await page.keyboard.type(keys(to));
  await expect(stayTo).toHaveValue(to);
  await expect(stayFrom).toHaveValue(from);

  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(stayFrom).toHaveValue('');
  await expect(stayTo).toHaveValue('');
  await expect(panel.getByText('0 reservations')).toHaveCount(0);
});
