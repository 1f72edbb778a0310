/**
 * The list's hotels on a map beside their cards, and the structured data of the
 * pages the server renders. Tiles are served locally (preparePage): no test reaches the
 * internet.
 */
import { expect, test, type Page } from '@playwright/test';
import { createHotelThroughApi } from '../admin/hotels-api';
import { openApp, preparePage, stayDates } from './support';
import { seriousViolations } from '../axe';

const { checkInDate, checkOutDate } = stayDates();
const stay = `checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`;
const listUrl = (city: string) => `/hotel-list/search?city=${city}&${stay}&guests=1`;
const hotelUrl = (id: string) => `/hotel-single/htlnfo?id=${id}&city=All&${stay}&guestnumber=1`;

interface StructuredData {
  '@type': string;
  name?: string;
  itemListElement?: Array<{ url: string }>;
  makesOffer?: { price: number };
}

/** The page's JSON-LD, each script element parsed. */
async function structuredData(page: Page): Promise<StructuredData[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as StructuredData);
}

test('the list’s map has a marker per card, each lighting up the other, and stays axe clean', async ({
  page,
}) => {
  await preparePage(page);
  await openApp(page, listUrl('All'));
  const cards = page.locator('article[data-hotel-id]');
  const markers = page.getByTestId('results-map').locator('.leaflet-marker-icon');
  await expect(cards.first()).toBeVisible();
  const ids = await cards.evaluateAll((all) => all.map((card) => card.dataset.hotelId));
  await expect(markers).toHaveCount(ids.length);
  expect(await markers.evaluateAll((all) => all.map((marker) => marker.dataset.markerId))).toEqual(
    ids,
  );
  // Named for screen readers, reachable with the keyboard.
  await expect(markers.first()).toHaveAttribute('aria-label', /, from \$\d+(\.\d\d)? a night$/);
  await expect(markers.first()).toHaveAttribute('tabindex', '0');

  await cards.nth(1).hover();
  await expect(page.locator(`[data-marker-id="${ids[1]}"]`)).toHaveClass(/is-active/);
  await page.locator(`[data-marker-id="${ids[2]}"]`).hover();
  await expect(page.locator('article[data-highlighted]')).toHaveAttribute('data-hotel-id', ids[2]!);

  expect(await seriousViolations(page)).toEqual([]);

  // The list's structured data names the hotels the page shows, in order.
  const [list] = await structuredData(page);
  expect(list!['@type']).toBe('ItemList');
  expect(list!.itemListElement?.map((item) => new URL(item.url).searchParams.get('id'))).toEqual(
    ids,
  );

  // Enter on a focused marker opens its hotel.
  await page.locator(`[data-marker-id="${ids[0]}"]`).focus();
  await expect(page.locator('article[data-highlighted]')).toHaveAttribute('data-hotel-id', ids[0]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/hotel-single/htlnfo\\?id=${ids[0]}&`));
});

test('the hotel page’s JSON-LD parses, and a name made to break out of it stays text', async ({
  page,
  request,
}) => {
  const name = '</script><script>alert(1)</script>';
  const { id } = await createHotelThroughApi(request, name);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await preparePage(page);
  await openApp(page, hotelUrl(id));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const data = await structuredData(page);
  expect(data).toHaveLength(1);
  const hotel = data[0]!;
  expect(hotel).toMatchObject({ '@type': 'Hotel', name, geo: { '@type': 'GeoCoordinates' } });
  // The offer is the from-price the page shows, in dollars.
  const shown = await page.getByTestId('hotel-from-price').textContent();
  expect(hotel.makesOffer).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
  expect(`$${hotel.makesOffer?.price}`).toBe(shown);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/hotel-single/htlnfo\\?id=${id}$`),
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `${name}, Apiville · Staylane`,
  );
  await expect(page).toHaveTitle(`${name}, Apiville · Staylane`);

  // On the list's map, the name is a marker's text, not markup. Latest first: other files
  // make hotels in Apiville on this worker's server too, and by id this one may be on page 2.
  // They stand on the same spot, so another's marker may cover this one: focus reaches it
  // from the keyboard, and an active marker is lifted above the others with its name.
  await openApp(page, `${listUrl('Apiville')}&filter=latest`);
  const marker = page.locator(`[data-marker-id="${id}"]`);
  await marker.focus();
  await expect(marker).toContainText(name);
  await expect(marker.locator('script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 760 } });

  test('the list comes first, and Show map / Show list switch between it and the map', async ({
    page,
  }) => {
    await preparePage(page);
    await openApp(page, listUrl('All'));
    const cards = page.locator('article[data-hotel-id]');
    await expect(cards.first()).toBeVisible();
    // No map, and no Leaflet downloaded, until asked for.
    await expect(page.getByTestId('results-map')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show map' }).click();
    const markers = page.getByTestId('results-map').locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(await cards.count());
    await expect(markers.first()).toBeVisible();
    await expect(cards.first()).toBeHidden();
    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(cards.first()).toBeVisible();
    await expect(page.getByTestId('results-map')).toBeHidden();
  });
});
