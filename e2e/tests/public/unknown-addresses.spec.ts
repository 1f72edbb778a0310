/**
 * Addresses outside the route table answer 404 with the not-found screen; a page whose code
 * is gone after a deploy reloads once, then shows the error screen (decision 032).
 */
import { expect, test } from '@playwright/test';
import { expectNotFoundScreen, openApp } from './support';

const PAGES = [
  '/',
  '/home',
  '/hotel-list/search?city=All',
  '/hotel-single/htlnfo?id=1&city=All',
  '/signup',
  '/login',
  '/about-us',
  '/404-page-not-found',
  '/dashboard',
  '/admin-dashboard',
  '/bookings/bkngcd?id=1&roomId=1',
  '/checkout-success/scss?id=1',
  '/checkout-failure',
  '/checkout/',
];

test('every page of the route table answers 200, the health endpoint too', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
  }
  expect((await request.get('/healthz')).status()).toBe(200);
});

for (const path of ['/metrics', '/readyz', '/anything']) {
  test(`${path} answers 404 with the not-found screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response!.status()).toBe(404);
    await expectNotFoundScreen(page);
  });
}

test('the not-found screen is in the 404 answer itself, readable without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "There's nothing here :(" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  } finally {
    await context.close();
  }
});

test('an API address that does not exist answers 404 with the error envelope', async ({
  request,
}) => {
  const response = await request.get('/api/unknown', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    message: 'No route for GET /api/unknown',
    code: 'NOT_FOUND',
  });
});

test('a page whose code is gone after a deploy reloads once, then shows the error screen', async ({
  page,
}) => {
  // The login page's code, as a tab that still runs the previous build asks for it.
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(new URL(request.url()).pathname);
    }
  });
  // The app runs the page: its links navigate inside it, as a tab open before a deploy does.
  await openApp(page, '/home');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Log In' })
    .click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(/perhaps because Staylane was just updated/)).toBeVisible();
  // /home, then the one reload of /login: no more.
  expect(loads).toEqual(['/home', '/login']);
  await page.waitForTimeout(500);
  expect(loads).toEqual(['/home', '/login']);

  // The new build's code is there now: Reload brings the page.
  await page.unroute(/\/assets\/login-page-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
});
