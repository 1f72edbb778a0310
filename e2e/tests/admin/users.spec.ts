/**
 * User Management (product §2, §4): the 'Think about it' dialog, 'Saving changes...', and the
 * effect of a role change and of a delete on the account itself.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, openDashboard, signUp } from './accounts';
import { openScreen, screenRegion } from './back-office';

async function userCard(page: Page, fullName: string): Promise<Locator> {
  const panel = await openScreen(page, 'User Management');
  // Five per page: walk the pages until the user shows up.
  const card = panel.getByRole('article', { name: fullName });
  await expect(panel.getByRole('article').first()).toBeVisible();
  const next = panel.getByRole('button', { name: 'Next page' });
  for (let turn = 0; turn < 50 && (await card.count()) === 0; turn += 1) {
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(card).toBeVisible();
  return card;
}

async function thinkAboutIt(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Think about it' });
  await expect(
    dialog.getByText(
      'Take into consideration the possible consequences of this particular action.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Saving changes...').first()).toBeVisible();
}

test('an admin promotes a user, who then sees Admin Dashboard after logging in again', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Priya Promoted');
  await openDashboard(page, request);
  const card = await userCard(page, account.fullName);
  await expect(card.getByTestId('role-name')).toHaveText('User');
  await card.getByLabel('New role', { exact: true }).selectOption('Admin');
  await card.getByRole('button', { name: `Confirm the new role of ${account.fullName}` }).click();
  await thinkAboutIt(page);
  // The list reloads with the new role.
  await expect(card.getByTestId('role-name')).toHaveText('Admin');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await logIn(page, account);
  await page.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(screenRegion(page, 'Hotel Management')).toBeVisible();
  // The profile block is the back office's Settings › Profile screen.
  await openScreen(page, 'Profile');
  await expect(page.getByTestId('admin-name')).toHaveText(account.fullName);
});

test('an admin deletes a user, who can no longer log in', async ({ page, request }) => {
  const account = await signUp(request, 'Dana Deleted');
  await openDashboard(page, request);
  const card = await userCard(page, account.fullName);
  await card.getByRole('button', { name: `Delete ${account.fullName}` }).click();
  await thinkAboutIt(page);
  await expect(card).toHaveCount(0);

  const login = await request.post('/auth/local/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(401);
});
