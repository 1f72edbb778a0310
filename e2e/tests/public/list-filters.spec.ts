import { expect, test } from '@playwright/test';
import { preparePage } from './support';

test('the Hotels link lists every city with pagination above and below, and a filter resets the page', async ({
  page,
}) => {
  await preparePage(page);
  await page.goto('/home');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Hotels' })
    .click();
  await expect(page).toHaveURL(
    /\/hotel-list\/search\?city=All&checkInDate=.+&checkOutDate=.+&guestnumber=1$/,
  );
  await expect(page.getByRole('heading', { name: 'HOTELS EVERYWHERE' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(9);

  const top = page.getByRole('navigation', { name: 'Hotel pages, top' });
  const bottom = page.getByRole('navigation', { name: 'Hotel pages, bottom' });
  await expect(top.getByText(/^1 \/ \d+$/)).toBeVisible();
  const pages = Number((await top.getByText(/^1 \/ \d+$/).textContent())!.split(' / ')[1]);
  expect(pages).toBeGreaterThan(1);

  const firstName = await page.getByRole('article').first().getByRole('heading').textContent();
  await bottom.getByRole('button', { name: 'Next page' }).click();
  await expect(top.getByText(`2 / ${pages}`)).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstName!);
  await top.getByRole('button', { name: 'Last page' }).click();
  await expect(bottom.getByText(`${pages} / ${pages}`)).toBeVisible();

  await page.getByRole('button', { name: 'Popular' }).click();
  await expect(page.getByRole('button', { name: 'Popular' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(top.getByText(/^1 \/ \d+$/)).toBeVisible();
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);

  await page.getByRole('button', { name: 'Trend' }).click();
  await expect(top.getByText(/^1 \/ \d+$/)).toBeVisible();
});

test('a city without hotels says so', async ({ page }) => {
  await preparePage(page);
  await page.goto('/hotel-list/search?city=atlantis&guests=1');
  await expect(page.getByRole('heading', { name: 'HOTELS IN ATLANTIS' })).toBeVisible();
  await expect(page.getByText('There are no hotels in atlantis.')).toBeVisible();
  await expect(page.getByTestId('hotel-count')).toHaveText('0 hotels found');
});
