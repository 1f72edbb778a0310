/**
 * The phone layout walked at 360 px (and at 1280 px where the desktop must stay as
 * it was): tab lists that scroll with a hint, the hotel page's Book bar, the booking summary
 * before PAY NOW, the newsletter field, the list's folded search, and the footer map where
 * tiles cannot load.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { GUEST, signInByCookie } from '../admin/accounts';
import { bookingPageUrl, findBookableRoom } from '../booking/support';
import { openApp, preparePage, stayDates } from './support';
import { seriousViolations } from '../axe';

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const { checkInDate, checkOutDate } = stayDates(9, 2);
const stay = `checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`;
const hotelPage = `/hotel-single/htlnfo?id=1&city=All&${stay}&guestnumber=2`;
const romeList = `/hotel-list/search?city=rome&${stay}&guests=2`;

/** "Dec 10–12" (or "Dec 30 – Jan 1"), as the folded search shows the stay. */
function stayRange(from: string, to: string) {
  const month = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  const day = (iso: string) => Number(iso.slice(8));
  return month(from) === month(to)
    ? `${month(from)} ${day(from)}–${day(to)}`
    : `${month(from)} ${day(from)} – ${month(to)} ${day(to)}`;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'element on the page').not.toBeNull();
  return found!;
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Every tab of `tabList` in turn with the arrow keys: each comes fully into view, uncut. */
async function walkTabsWithKeyboard(tabList: Locator, names: string[]) {
  const listBox = await box(tabList);
  await tabList.getByRole('tab', { name: names[0] }).focus();
  for (const [index, name] of names.entries()) {
    if (index > 0) await tabList.page().keyboard.press('ArrowRight');
    const tab = tabList.getByRole('tab', { name, exact: true });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // Scrolled into view: not cut by the list's edges, nor hidden under a hint.
    await expect
      .poll(async () => {
        const tabBox = await box(tab);
        return (
          tabBox.x >= listBox.x - 0.5 && tabBox.x + tabBox.width <= listBox.x + listBox.width + 0.5
        );
      }, `${name} inside the list`)
      .toBe(true);
    for (const side of ['start', 'end'] as const) {
      const hint = tabList.locator('..').getByTestId(`tab-scroll-hint-${side}`);
      if (!(await hint.isVisible())) continue;
      const hintBox = await box(hint.getByRole('button', { includeHidden: true }));
      const tabBox = await box(tab);
      const overlaps = tabBox.x < hintBox.x + hintBox.width && hintBox.x < tabBox.x + tabBox.width;
      expect(overlaps, `${name} under the ${side} arrow`).toBe(false);
    }
    // The label is whole: its text is not clipped inside the tab.
    expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
}

test.describe('at 360 px', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the hotel page’s six tabs scroll sideways behind a hint, and every tab can be reached and read', async ({
    page,
  }) => {
    const problems = await preparePage(page);
    await openApp(page, hotelPage);
    const tabList = page.getByRole('tablist', { name: 'Hotel information' });
    const hints = tabList.locator('..');
    const names = ['ROOMS', 'ABOUT', 'FACILITY', 'LOCATION', 'REVIEWS', 'POLICIES'];

    // More tabs than the screen holds: an arrow at the end says so, none at the start.
    await expect(hints.getByTestId('tab-scroll-hint-end')).toBeVisible();
    await expect(hints.getByTestId('tab-scroll-hint-start')).toBeHidden();
    await expect(tabList.getByRole('tab', { name: 'POLICIES' })).not.toBeInViewport({ ratio: 1 });

    // A tap on the arrow shows the next tabs, and an arrow back appears.
    await hints
      .getByTestId('tab-scroll-hint-end')
      .getByRole('button', { includeHidden: true })
      .tap();
    await expect.poll(() => tabList.evaluate((element) => element.scrollLeft)).toBeGreaterThan(50);
    await expect(hints.getByTestId('tab-scroll-hint-start')).toBeVisible();

    // The keyboard reaches each tab in turn, whole and readable; at the last one the end's
    // hint has gone.
    await walkTabsWithKeyboard(tabList, names);
    await expect(page.getByRole('tabpanel', { name: 'POLICIES' })).toContainText('Check-in');
    await expect(hints.getByTestId('tab-scroll-hint-end')).toBeHidden();
    await expect(hints.getByTestId('tab-scroll-hint-start')).toBeVisible();

    // And back to the first with a tap on it, after a swipe-like scroll to the start.
    await tabList.evaluate((element) => element.scrollTo({ left: 0 }));
    await tabList.getByRole('tab', { name: 'ROOMS' }).tap();
    await expect(page.getByRole('tabpanel', { name: 'ROOMS' })).toBeVisible();
    await expect(hints.getByTestId('tab-scroll-hint-start')).toBeHidden();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  // The admin area's tabs became the back office's drawer at 360 px: its walk by keyboard is in
  // admin/back-office.spec.ts.

  test('the hotel page’s Book bar shows the one from price and brings the booking card, focused', async ({
    page,
  }) => {
    const problems = await preparePage(page);
    await openApp(page, hotelPage);
    const bar = page.getByTestId('book-bar');
    await expect(bar).toBeInViewport();

    // Its price is the page's one "from" price: the header's, the stay's cheapest bookable plan
    // per night (decision 046).
    const fromPrice = await page.getByTestId('hotel-from-price').textContent();
    expect(fromPrice).toMatch(/^\$\d+(\.\d\d)?$/);
    await expect(bar).toContainText(`from${fromPrice} / night`, { useInnerText: false });

    // Choosing a room puts that room and its price in the bar.
    const secondRoom = page.getByRole('article').nth(1);
    const roomName = (await secondRoom.getByRole('heading', { level: 2 }).textContent())!;
    await secondRoom.getByRole('button', { name: 'Book Now' }).tap();
    await expect(bar).toContainText(roomName);

    await bar.getByRole('button', { name: 'Book' }).tap();
    const card = page.getByRole('region', { name: 'Your stay' });
    await expect(card).toBeInViewport();
    await expect(card.getByLabel('Check-in')).toBeFocused();
    await expect(card.getByLabel('Room')).toHaveValue(/\d+/);
    // With the card on screen the bar steps aside, out of the way and out of reach.
    await expect(bar.getByRole('button', { name: 'Book' })).toBeHidden();

    // At the end of the page the bar covers nothing: the footer's last line sits above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar.getByRole('button', { name: 'Book' })).toBeVisible();
    const lastLine = await box(page.getByText(/© \d{4} Staylane/));
    const barBox = await box(bar);
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barBox.y);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  test('the booking page shows the Booking Summary and its total before PAY NOW', async ({
    page,
    request,
  }) => {
    await preparePage(page);
    const bookable = await findBookableRoom(request, checkInDate, checkOutDate);
    await signInByCookie(page, request, GUEST);
    await page.goto(bookingPageUrl(bookable));
    const payNow = page.getByRole('button', { name: 'PAY NOW' });
    await expect(payNow).toBeVisible();
    const summary = page.getByRole('region', { name: 'Booking Summary' });
    const total = summary.getByTestId('summary-final');
    await expect(total).toHaveText(/^\$\d/);
    // Read top to bottom, as a phone shows it: what is booked and its price, then PAY NOW.
    expect((await box(total)).y).toBeLessThan((await box(payNow)).y);
    const payNowElement = await payNow.elementHandle();
    const summaryFirst = await summary.evaluate(
      (region, button) =>
        Boolean(
          button && region.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      payNowElement,
    );
    expect(summaryFirst, 'a screen reader meets the summary first too').toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the newsletter’s e-mail field is a full-height touch target that takes an address', async ({
    page,
  }) => {
    const problems = await preparePage(page);
    await openApp(page, '/home');
    const field = page.getByRole('textbox', { name: 'Email address for the newsletter' });
    await field.scrollIntoViewIfNeeded();
    expect((await box(field)).height).toBeGreaterThanOrEqual(44);
    await field.tap();
    await page.keyboard.type(`phone-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).tap();
    await expect(
      page.getByText('Newsletter subscription added. Thank you for suscribing'),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('the list’s search folds into one line so the results start on the first screen', async ({
    page,
  }) => {
    const problems = await preparePage(page);
    await openApp(page, romeList);
    const line = page.getByRole('button', { name: /^Change search:/ });
    const form = page.getByRole('search', { name: 'Search hotels' });
    await expect(line).toHaveText(
      `Change search: Rome · ${stayRange(checkInDate, checkOutDate)} · 2 guests`,
    );
    await expect(line).toHaveAttribute('aria-expanded', 'false');
    await expect(form).toBeHidden();

    // The first hotel starts on the first screen, under the filters, which share one row.
    const firstHotel = page.getByRole('article').first();
    await expect(firstHotel).toBeVisible();
    expect((await box(firstHotel)).y).toBeLessThan(PHONE.height);
    const filters = page.getByRole('group', { name: 'Filter hotels' }).getByRole('button');
    await expect(filters).toHaveText(['All', 'Popular', 'Latest', 'Trend']);
    const rows = new Set(
      await filters.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().top)),
    );
    expect(rows.size).toBe(1);

    // A tap opens the form with the city focused; Escape folds it and returns to the line.
    await line.tap();
    await expect(form).toBeVisible();
    await expect(form.getByLabel('City')).toBeFocused();
    await expect(form.getByLabel('City')).toHaveValue('rome');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(line).toBeFocused();
    await expect(line).toHaveAttribute('aria-expanded', 'false');

    // Enter opens it too (it is a button); the close button folds it, focus back on the line.
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('City')).toBeFocused();
    await page.getByRole('button', { name: 'Close search' }).tap();
    await expect(form).toBeHidden();
    await expect(line).toBeFocused();

    // A new search from the open form: the list follows, and the line names the new city.
    await line.tap();
    await form.getByLabel('City').fill('');
    await page.keyboard.type('Paris');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/city=paris/i);
    await expect(line).toContainText('Paris · ');
    await expect(form).toBeHidden();
    await expect(line).toBeFocused();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  test('where map tiles cannot load, the footer map shows the address and a marker, no empty grid', async ({
    page,
  }) => {
    // As on the test machines, which have no internet: every tile request fails.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
    const failedTile = page.waitForEvent('requestfailed', (request) =>
      /tile\.openstreetmap\.org/.test(request.url()),
    );
    await openApp(page, '/home');
    const map = page.getByRole('region', { name: 'Map of the Staylane office' });
    await map.scrollIntoViewIfNeeded();
    // Leaflet loaded and asked for tiles, which failed.
    await expect(map.locator('.leaflet-container')).toBeAttached();
    await failedTile;

    await expect(map.getByText('Staylane, 250 Broadway, New York, NY 10007')).toBeVisible();
    await expect(map.getByTestId('map-marker')).toBeVisible();
    // No grey grid of missing tiles, and no zoom buttons for a map that shows nothing.
    await expect(map.locator('.leaflet-container')).toBeHidden();
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeHidden();
    const background = await map.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(background).not.toContain('repeating-linear-gradient');
  });

  test('where map tiles load, the footer map is the map', async ({ page }) => {
    await preparePage(page); // serves a tile from the test itself
    await openApp(page, '/home');
    const map = page.getByRole('region', { name: 'Map of the Staylane office' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  });

  test('the changed pages have no serious or critical accessibility violations', async ({
    page,
    request,
  }) => {
    await preparePage(page);
    for (const path of ['/home', romeList, hotelPage]) {
      await openApp(page, path);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    // The list's search, unfolded.
    await openApp(page, romeList);
    await page.getByRole('button', { name: /^Change search:/ }).tap();
    expect(await seriousViolations(page), 'search unfolded').toEqual([]);

    const bookable = await findBookableRoom(request, checkInDate, checkOutDate);
    await signInByCookie(page, request, GUEST);
    await page.goto(bookingPageUrl(bookable));
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeVisible();
    expect(await seriousViolations(page), 'booking page').toEqual([]);
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('the phone-only parts stay away: tabs fit without a hint, no Book bar, the search is open', async ({
    page,
  }) => {
    const problems = await preparePage(page);
    await openApp(page, hotelPage);
    const tabList = page.getByRole('tablist', { name: 'Hotel information' });
    await expect(tabList.getByRole('tab', { name: 'POLICIES' })).toBeInViewport({ ratio: 1 });
    await expect(tabList.locator('..').getByTestId('tab-scroll-hint-end')).toBeHidden();
    await expect(page.getByTestId('book-bar')).toBeHidden();

    await openApp(page, romeList);
    await expect(page.getByRole('search', { name: 'Search hotels' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Change search:/ })).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the booking page keeps the summary beside the form', async ({ page, request }) => {
    await preparePage(page);
    const bookable = await findBookableRoom(request, checkInDate, checkOutDate);
    await signInByCookie(page, request, GUEST);
    await page.goto(bookingPageUrl(bookable));
    const form = page.getByRole('heading', { name: 'Traveller Information' });
    await expect(form).toBeVisible();
    const summary = await box(page.getByRole('region', { name: 'Booking Summary' }));
    const formBox = await box(form);
    expect(summary.x).toBeGreaterThan(formBox.x + formBox.width);
    expect(Math.abs(summary.y - formBox.y)).toBeLessThan(60);
  });
});

test.describe('server-rendered at 360 px', () => {
  test.use({ viewport: PHONE });

  test('the HTML already has the phone layout, and the app takes it over without moving it', async ({
    browser,
  }) => {
    // The same pages without JavaScript (the server's HTML) and with it (hydrated).
    const positions = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
      const page = await context.newPage();
      const problems = await preparePage(page);
      if (javaScriptEnabled) await openApp(page, romeList);
      else await page.goto(romeList);
      const line = await box(page.getByRole('button', { name: /^Change search:/ }));
      await expect(page.getByRole('search', { name: 'Search hotels' })).toBeHidden();
      if (javaScriptEnabled) await openApp(page, hotelPage);
      else await page.goto(hotelPage);
      const tabs = await box(page.getByRole('tablist', { name: 'Hotel information' }));
      await expect(page.getByTestId('tab-scroll-hint-end')).toBeVisible();
      const bar = await box(page.getByTestId('book-bar'));
      await context.close();
      return { line, tabs, bar, problems };
    };
    const html = await positions(false);
    const app = await positions(true);
    expect(app.line).toEqual(html.line);
    expect(app.tabs).toEqual(html.tabs);
    expect(app.bar).toEqual(html.bar);
    expect(app.problems, 'hydration warnings').toEqual([]);
  });

  for (const path of [romeList, hotelPage]) {
    test(`${path.split('?')[0]} does not shift as it loads and the app takes over`, async ({
      page,
    }) => {
      await preparePage(page);
      await page.addInitScript(() => {
        const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries()) {
            shifts.push((entry as unknown as { value: number }).value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openApp(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('article').first()).toBeVisible();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, shift) => sum + shift, 0)).toBeLessThan(0.005);
    });
  }
});
