import { createHash } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openApp, preparePage, stayDates } from './support';

/** Brings a (lazy) image into view and waits until it has decoded. */
async function loaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * The file the browser chose for `image` (its srcset pick), its own pixel width (not the
 * density-corrected naturalWidth a srcset image reports), and how wide the page draws it.
 */
async function pixelsOf(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return {
      file: img.currentSrc,
      fileWidth: file.naturalWidth,
      drawnWidth: img.getBoundingClientRect().width,
      density: window.devicePixelRatio,
    };
  });
}

const listUrl = () => {
  const { checkInDate, checkOutDate } = stayDates();
  return `/hotel-list/search?city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=1`;
};

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the list page’s nine hotel cards show nine different pictures', async ({
      page,
      request,
    }) => {
      await preparePage(page);
      await openApp(page, listUrl());
      const images = page.getByRole('article').getByRole('link').getByRole('img');
      await expect(images).toHaveCount(9);
      const hashes = new Set<string>();
      for (const image of await images.all()) {
        await loaded(image);
        const { file } = await pixelsOf(image);
        const body = await (await request.get(file)).body();
        hashes.add(createHash('sha256').update(body).digest('hex'));
      }
      expect(hashes.size).toBe(9);
    });

    test('the Top Offers cards and the destinations show their pictures', async ({ page }) => {
      await preparePage(page);
      await openApp(page, '/home');
      const section = page.getByRole('region', { name: 'Top Offers' });
      const offers = section.getByRole('listitem').filter({ hasText: 'starting from' });
      await expect(offers).toHaveCount(11);
      const files = new Set<string>();
      for (const card of await offers.all()) {
        const image = card.locator('img');
        await loaded(image);
        files.add(await image.evaluate((img: HTMLImageElement) => img.currentSrc));
      }
      expect(files.size).toBe(11);
    });
  });
}

/** Opens the first hotel of the list as a visitor does: by its picture. */
async function openFirstHotel(page: Page) {
  await preparePage(page);
  await openApp(page, listUrl());
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('region', { name: /^Photos of / })).toBeVisible();
}

// Desktop at density 1 and phones at 2 and 3, the screens these widths are seen on.
for (const { width, density } of [
  { width: 1280, density: 1 },
  { width: 360, density: 2 },
  { width: 360, density: 3 },
]) {
  test.describe(`at ${width} px, density ${density}`, () => {
    test.use({ viewport: { width, height: 800 }, deviceScaleFactor: density });

    test('every gallery photo has at least as many pixels as the screen shows it with', async ({
      page,
    }) => {
      await openFirstHotel(page);
      const gallery = page.getByRole('region', { name: /^Photos of / });
      const counter = await gallery.getByText(/^1 \/ \d+$/).textContent();
      const count = Number(counter!.split('/')[1]);
      expect(count).toBeGreaterThan(1);
      for (let shown = 1; shown <= count; shown++) {
        await expect(gallery.getByText(`${shown} / ${count}`)).toBeVisible();
        const image = gallery.getByRole('img');
        await loaded(image);
        const pixels = await pixelsOf(image);
        expect(pixels.fileWidth, JSON.stringify(pixels)).toBeGreaterThanOrEqual(
          Math.floor(pixels.drawnWidth * pixels.density),
        );
        await gallery.getByRole('button', { name: 'Next photo' }).click();
      }
    });
  });
}
