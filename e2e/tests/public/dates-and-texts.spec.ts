/**
 * Walked as a person does: dates typed into the date fields (segment by segment, as
 * Chromium takes them), pasted and stepped with the arrow keys; the list heading naming the
 * place as people write it; the FACILITY tab; READ MORE / READ LESS; and a visible focus ring
 * on every control reached with Tab, but none left on a tab clicked with the mouse.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, GUEST, signInByCookie } from '../admin/accounts';
import { openApp, preparePage } from './support';

// The date fields' segments come in the locale's order: month, day, year.
test.use({ locale: 'en-US' });

/** The day `days` from today, on this machine's (and so the browser's) calendar. */
function dayAhead(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The 10th of the month after next: a day whose next day is in the same month. */
function aTenth(): string {
  const day = new Date();
  day.setMonth(day.getMonth() + 2, 10);
  return dayAhead(Math.round((day.getTime() - Date.now()) / 86_400_000));
}

/** `iso` moved by `days`. */
function plus(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** What a person types into a date field for `iso`: 12102026 for 2026-12-10. */
function keysFor(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}${day}${year}`;
}

/** "Dec 10, 2026", as the pages write a day. */
function written(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

const TABS_OUT_OF_A_DATE_FIELD = 2; // from its year to its calendar button, then out of it

async function tabOutOfDateField(page: Page) {
  for (let step = 0; step < TABS_OUT_OF_A_DATE_FIELD; step += 1) await page.keyboard.press('Tab');
}

test.describe('typed dates', () => {
  test('a visitor types the city and both dates on the home search and finds them in the list', async ({
    page,
  }) => {
    const problems = await preparePage(page);
    await openApp(page, '/home');
    const search = page.getByRole('search', { name: 'Search hotels' });
    const checkIn = search.getByLabel('Check-in');
    const checkOut = search.getByLabel('Check-out');
    const arrival = dayAhead(40);
    const departure = dayAhead(43);

    await search.getByLabel('City').click();
    await page.keyboard.type('New York');
    await page.keyboard.press('Tab');
    await page.keyboard.type(keysFor(arrival));
    await expect(checkIn).toHaveValue(arrival);
    // Changing check-in moved check-out to the next day.
    await expect(checkOut).toHaveValue(dayAhead(41));
    await tabOutOfDateField(page);
    await expect(checkOut).toBeFocused();
    await page.keyboard.type(keysFor(departure));
    await expect(checkOut).toHaveValue(departure);
    // Every heading the page shows on the way, so a moment of "HOTELS IN NEWYORK" is caught.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { headingsSeen: seen });
      new MutationObserver(() => {
        const heading = document.querySelector('h1')?.textContent ?? '';
        if (seen.at(-1) !== heading) seen.push(heading);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await search.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(
      new RegExp(
        `/hotel-list/search\\?city=newyork&checkInDate=${arrival}&checkOutDate=${departure}&guests=1$`,
      ),
    );
    await expect(page.getByRole('heading', { name: 'HOTELS IN NEW YORK' })).toBeVisible();
    const headings = await page.evaluate(
      () => (window as unknown as { headingsSeen: string[] }).headingsSeen,
    );
    expect(headings.filter((heading) => heading.startsWith('HOTELS'))).toEqual([
      'HOTELS IN NEW YORK',
    ]);
    await expect(
      page.getByText(`${written(arrival)} – ${written(departure)} · 1 guest`),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('on the list, a date typed then Enter searches again; a day before today becomes today on leaving the field', async ({
    page,
  }) => {
    await preparePage(page);
    await openApp(page, `/hotel-list/search?city=rome&guests=2`);
    const search = page.getByRole('search', { name: 'Search hotels' });
    const checkIn = search.getByLabel('Check-in');

    await checkIn.focus();
    await page.keyboard.type(keysFor(dayAhead(-3)));
    // Nothing is corrected under the visitor's fingers...
    await expect(checkIn).toHaveValue(dayAhead(-3));
    await tabOutOfDateField(page);
    // ...but leaving the field applies the rule: check-in no earlier than today.
    await expect(checkIn).toHaveValue(dayAhead(0));

    const arrival = dayAhead(25);
    await checkIn.focus();
    await page.keyboard.type(keysFor(arrival));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`city=rome&checkInDate=${arrival}&checkOutDate=${dayAhead(26)}&guests=2$`),
    );
    await expect(page.getByRole('heading', { name: 'HOTELS IN ROME' })).toBeVisible();
  });

  test('a pasted date and the arrow keys change the stay too', async ({ page }) => {
    await preparePage(page);
    await openApp(page, '/home');
    const search = page.getByRole('search', { name: 'Search hotels' });
    const checkIn = search.getByLabel('Check-in');
    const checkOut = search.getByLabel('Check-out');

    const tenth = aTenth();
    // A paste puts the whole date in at once (fill is the clipboard-free route to that).
    await checkIn.fill(tenth);
    await expect(checkOut).toHaveValue(plus(tenth, 1));

    // Up on the day segment: one day later, check-out follows.
    await checkIn.focus();
    await page.keyboard.press('Tab'); // the day
    await page.keyboard.press('ArrowUp');
    await expect(checkIn).toHaveValue(plus(tenth, 1));
    await expect(checkOut).toHaveValue(plus(tenth, 2));

    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(
      new RegExp(`checkInDate=${plus(tenth, 1)}&checkOutDate=${plus(tenth, 2)}&guests=1$`),
    );
  });

  test('on the hotel page the booking card takes typed dates; the page stays while the rooms reload', async ({
    page,
  }) => {
    await preparePage(page);
    await openApp(
      page,
      `/hotel-single/htlnfo?id=1&city=All&checkInDate=${dayAhead(5)}&checkOutDate=${dayAhead(7)}&guestnumber=1`,
    );
    const card = page.getByRole('region', { name: 'Your stay' });
    const checkIn = card.getByLabel('Check-in');
    const checkOut = card.getByLabel('Check-out');
    const arrival = dayAhead(50);
    const departure = dayAhead(54);

    await checkIn.focus();
    await page.keyboard.type(keysFor(arrival));
    await expect(checkIn).toHaveValue(arrival);
    await expect(checkOut).toHaveValue(dayAhead(51));
    await expect(page).toHaveURL(
      new RegExp(`checkInDate=${arrival}&checkOutDate=${dayAhead(51)}&guestnumber=1$`),
    );
    await tabOutOfDateField(page);
    await expect(checkOut).toBeFocused();
    await page.keyboard.type(keysFor(departure));
    await expect(checkOut).toHaveValue(departure);
    await expect(page).toHaveURL(
      new RegExp(`checkInDate=${arrival}&checkOutDate=${departure}&guestnumber=1$`),
    );
    // Typed, the values stayed: check-in was not reset, check-out not moved back.
    await expect(checkIn).toHaveValue(arrival);
    await expect(card).toBeVisible();
  });
});

test.describe('the list heading', () => {
  test('names the place as people write it, in the server’s HTML and on the page', async ({
    page,
  }) => {
    const html = await (await page.request.get('/hotel-list/search?city=saopaulo')).text();
    expect(html).toContain('HOTELS IN SÃO PAULO');
    await preparePage(page);
    await openApp(page, '/hotel-list/search?city=saopaulo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HOTELS IN SÃO PAULO');
    await expect(page).toHaveURL(/city=saopaulo/);

    await openApp(page, '/hotel-list/search?city=All');
    await expect(page.getByText('NEED A HOTEL?')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HOTELS EVERYWHERE');
  });
});

test('the FACILITY tab lists each facility once, the floors in one line a guest reads', async ({
  page,
}) => {
  await preparePage(page);
  await openApp(page, '/hotel-single/htlnfo?id=1&city=All&guestnumber=1');
  await page.getByRole('tab', { name: 'FACILITY' }).click();
  const items = page.getByRole('tabpanel', { name: 'FACILITY' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const lines = (await items.allInnerTexts()).map((line) => line.replace('✓', '').trim());
  expect(new Set(lines).size).toBe(lines.length);
  expect(lines.filter((line) => /^Floors \d/.test(line))).toEqual([]);
  expect(lines.filter((line) => /^Rooms (on|from)/.test(line))).toHaveLength(1);
});

test('READ MORE reads READ LESS while the whole review shows', async ({ page }) => {
  await preparePage(page);
  // Every review long enough to be cut, whichever two the home page picks.
  await page.route('**/DB/HotelDataBase.json', async (route) => {
    const answer = await route.fetch();
    const hotels = (await answer.json()) as Array<{ Reviews: Array<{ HotelReview: string }> }>;
    for (const hotel of hotels) {
      for (const review of hotel.Reviews) review.HotelReview = 'A lovely stay. '.repeat(12);
    }
    await route.fulfill({ response: answer, json: hotels });
  });
  await openApp(page, '/home');
  // The review cards load as they come near the screen (/home's first load).
  await page.getByRole('heading', { name: 'What our guests say' }).scrollIntoViewIfNeeded();
  const more = page.getByRole('button', { name: 'READ MORE' }).first();
  await more.click();
  const less = page.getByRole('button', { name: 'READ LESS', expanded: true });
  await expect(less).toBeVisible();
  await less.click();
  await expect(page.getByRole('button', { name: 'READ LESS' })).toHaveCount(0);
});

/** Whether the focused element shows a ring: an outline or a box-shadow of some width. */
async function focusedRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return undefined;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = /0px 0px 0px [1-9]/.test(style.boxShadow);
    const name =
      element.getAttribute('aria-label') ||
      element.id ||
      (element.textContent ?? '').trim().slice(0, 30);
    return { control: `${element.tagName.toLowerCase()} ${name}`, ring: outline || shadow };
  });
}

/** Tabs through the page (up to `stops` presses): the focused controls that show no ring. */
async function controlsWithoutRing(page: Page, stops: number): Promise<string[]> {
  const missing: string[] = [];
  let reached = 0;
  for (let step = 0; step < stops; step += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedRing(page);
    if (!focused) break;
    reached += 1;
    if (!focused.ring) missing.push(focused.control);
  }
  expect(reached, 'controls reached with Tab').toBeGreaterThan(5);
  return missing;
}

test.describe('focus rings', () => {
  const pages = [
    ['home', '/home'],
    ['hotel list', '/hotel-list/search?city=rome'],
    ['hotel page', `/hotel-single/htlnfo?id=1&city=All&guestnumber=1`],
  ] as const;
  for (const [name, path] of pages) {
    test(`every control on the ${name} shows a ring when reached with Tab`, async ({ page }) => {
      await preparePage(page);
      await openApp(page, path);
      expect(await controlsWithoutRing(page, 80)).toEqual([]);
    });
  }

  test('the date fields’ calendar button gives its field the ring', async ({ page }) => {
    await preparePage(page);
    await openApp(page, '/home');
    const checkIn = page.getByRole('search').getByLabel('Check-in');
    await checkIn.focus();
    await page.keyboard.press('Tab'); // day
    await page.keyboard.press('Tab'); // year
    await page.keyboard.press('Tab'); // the calendar button
    await expect(checkIn).toBeFocused();
    expect(await checkIn.evaluate((element) => element.matches(':focus'))).toBe(false);
    expect(await checkIn.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
      'solid',
    );
  });

  test('every control of a guest’s dashboard shows a ring when reached with Tab', async ({
    page,
    request,
  }) => {
    await signInByCookie(page, request, GUEST);
    await openApp(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await controlsWithoutRing(page, 60)).toEqual([]);
  });

  test('every control of the booking page shows a ring when reached with Tab', async ({
    page,
    request,
  }) => {
    await signInByCookie(page, request, GUEST);
    // Far ahead, clear of the stays other tests book.
    const stay = `checkIn=${dayAhead(300)}&checkOut=${dayAhead(302)}`;
    await openApp(page, `/bookings/bkngcd?id=1&roomId=1&city=All&${stay}&guestsN=1`);
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeVisible();
    expect(await controlsWithoutRing(page, 60)).toEqual([]);
  });

  test('the back office: a ring for the keyboard, none left on a link clicked with the mouse', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInByCookie(page, request, ADMIN);
    await openApp(page, '/admin-dashboard');
    const navigation = page.getByRole('navigation', { name: 'Back office' });
    const reservations = navigation.getByRole('link', { name: 'Reservations', exact: true });
    await reservations.click();
    await expect(reservations).toHaveAttribute('aria-current', 'page');
    expect(await focusedRing(page)).toMatchObject({ ring: false });

    // The keyboard from there on shows where it is.
    await page.keyboard.press('Tab');
    expect(await focusedRing(page)).toMatchObject({ ring: true });

    await navigation.getByRole('link', { name: 'Hotel Management', exact: true }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await focusedRing(page)).toMatchObject({ ring: false });
    expect(await controlsWithoutRing(page, 60)).toEqual([]);
  });
});
