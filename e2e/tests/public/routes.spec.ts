import { expect, test } from '@playwright/test';
import { expectNotFoundScreen, openApp, preparePage } from './support';

test('/ redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown path shows the not-found screen, whose button goes back to /', async ({
  page,
}) => {
  await preparePage(page);
  await page.goto('/no/such/page');
  await expectNotFoundScreen(page);
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

for (const path of [
  '/dashboard',
  '/admin-dashboard',
  '/bookings/bkngcd?id=1&roomId=1',
  '/checkout-success/scss?id=1',
  '/checkout-failure',
  '/checkout/',
]) {
  test(`${path} sends a visitor to log in, and says why (decision 032)`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(path)}`);
    await expect(page.getByRole('status')).toHaveText('Please log in to continue.');
  });
}

test('an expired session counts as logged out', async ({ page, context, baseURL }) => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${encode({ alg: 'HS256' })}.${encode({ id: 1, role: 2, exp: 1 })}.x`;
  await context.addCookies([{ name: 'cookieToken', value: expired, url: baseURL! }]);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin-dashboard');
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await preparePage(page);
  await openApp(page, '/home');
  await expect(page.getByRole('heading', { name: 'Super Easy Booking' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, 3000);
        return window.scrollY;
      }),
    )
    .toBeGreaterThan(200);
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
