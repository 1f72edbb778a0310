import { expect, test } from '@playwright/test';

test('the home page greets visitors with the search headline', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'BOOK ROOMS, HOMES & APTS' })).toBeVisible();
});
