import { expect, test } from './fixtures';
import { GUEST, logIn } from './accounts';

test('a signed-in user who is not an admin gets the not-found screen at /admin-dashboard', async ({
  page,
}) => {
  await logIn(page, GUEST);
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/404-page-not-found$/);
  await expect(page.getByRole('heading', { name: "There's nothing here :(" })).toBeVisible();
});

test('a visitor without a session at /admin-dashboard is asked to log in (decision 032)', async ({
  page,
}) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin-dashboard');
  await expect(page.getByRole('status')).toHaveText('Please log in to continue.');
});
