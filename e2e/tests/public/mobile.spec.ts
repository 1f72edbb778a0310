import { expect, test } from '@playwright/test';
import { preparePage } from './support';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px the navigation lives in a side panel', async ({ page }) => {
  const problems = await preparePage(page);
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  for (const name of ['Home', 'Hotels', 'About Us', 'Log In', 'Sign Up']) {
    await expect(panel.getByRole('link', { name })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await panel.getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(panel).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(problems).toEqual([]);
});
