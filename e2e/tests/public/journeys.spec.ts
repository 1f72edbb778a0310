/**
 * Journeys walked as a person walks them, with the visible controls and the
 * keyboard. The navigation of every landing page at 1280 and 360 px (Log Out on /home did
 * nothing), the profile's Edit (it opened the save confirmation at once), and focus coming
 * back where it was when a popup closes (it fell to the page body).
 */
import { expect, test, type Page } from '@playwright/test';
import { createHotelThroughApi } from '../admin/hotels-api';
import { openScreen, screenRegion } from '../admin/back-office';
import { nextStep } from '../admin/wizard';
import { apiLogin, loginThroughPage, signUp } from '../booking/support';
import { openApp, preparePage, stayDates, uniqueEmail } from './support';

const DEMO_ADMIN = { email: 'admin@staylane.test', password: 'Admin123!' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

function landingPages() {
  const { checkInDate, checkOutDate } = stayDates();
  return {
    home: '/home',
    list: `/hotel-list/search?city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guests=1`,
    hotel: `/hotel-single/htlnfo?id=1&city=All&checkInDate=${checkInDate}&checkOutDate=${checkOutDate}&guestnumber=1`,
    about: '/about-us',
  };
}

/** The spec's cookies for `token`, as the login page writes them. */
async function putSession(page: Page, session: { token: string; fullName: string }) {
  const url = `http://127.0.0.1:${process.env.E2E_PORT}`;
  await page.context().addCookies([
    { name: 'cookieToken', value: encodeURIComponent(session.token), url, sameSite: 'Strict' },
    { name: 'cookieName', value: encodeURIComponent(session.fullName), url, sameSite: 'Strict' },
  ]);
}

async function sessionCookies(page: Page) {
  return (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name === 'cookieToken' || name === 'cookieName');
}

/** The navigation as the visitor sees it: the bar on a desktop, the side panel on a phone. */
async function navigation(page: Page) {
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  return panel;
}

/** Clicks each of `links` in the navigation of the page open now, coming back by Back. */
async function followEachLink(page: Page, name: string, links: [string, RegExp][]) {
  const landing = page.url();
  for (const [link, address] of links) {
    await (await navigation(page)).getByRole('link', { name: link, exact: true }).click();
    await expect(page, `${link} on ${name}`).toHaveURL(address);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    // A link to the page itself adds no history entry: there is nothing to go back from.
    if (page.url() !== landing) {
      await page.goBack();
      await expect(page, `Back from ${link} to ${name}`).toHaveURL(landing);
    }
  }
}

const LOGGED_OUT_LINKS: [string, RegExp][] = [
  ['Home', /\/home$/],
  ['Hotels', /\/hotel-list\/search\?city=All&checkInDate=.+&guestnumber=1$/],
  ['About Us', /\/about-us$/],
  ['Log In', /\/login$/],
  ['Sign Up', /\/signup$/],
];
const ADMIN_LINKS: [string, RegExp][] = [
  ['Home', /\/home$/],
  ['Hotels', /\/hotel-list\/search\?city=All&checkInDate=.+&guestnumber=1$/],
  ['About Us', /\/about-us$/],
  ['Profile', /\/dashboard$/],
  ['Admin Dashboard', /\/admin-dashboard$/],
];

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`navigation on a ${device} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('Log Out on /home right after logging in ends the session', async ({ page, request }) => {
      await preparePage(page);
      const account = await signUp(request, 'Gus Walker');
      await loginThroughPage(page, account);
      await expect(page.getByTestId('user-first-name').first()).toHaveText('Gus');
      // The report: Log Out on /home, and still "Hi, Gus". The app has started by now (it
      // logged in and greets Gus): waiting longer changes nothing it would do.
      await (await navigation(page)).getByRole('button', { name: 'Log Out' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('user-first-name')).toHaveCount(0);
      expect(await sessionCookies(page)).toEqual([]);
      await expect((await navigation(page)).getByRole('link', { name: 'Log In' })).toBeVisible();
    });

    test('Log Out works on every landing page, as the server rendered it', async ({
      page,
      request,
    }) => {
      await preparePage(page);
      const account = await signUp(request, 'Lou Leaver');
      for (const [name, path] of Object.entries(landingPages())) {
        // A session of its own each time: Log Out ended the last one on the server, and a
        // screen whose session the server refuses signs itself out (decision 032).
        await putSession(page, await apiLogin(request, account));
        // openApp waits until the app has taken over the server's page, where Log Out must work.
        await openApp(page, path);
        await (await navigation(page)).getByRole('button', { name: 'Log Out' }).click();
        await expect(page, name).toHaveURL(/\/home$/);
        await expect(page.getByTestId('user-first-name'), name).toHaveCount(0);
        expect(await sessionCookies(page), name).toEqual([]);
      }
    });

    // One load of each landing page: the first link is clicked on the page as the server sent
    // it and the app took it over (where Log Out once did nothing); the app comes back to the
    // page by Back for each further link, as a visitor's Back does.
    test('every link of a logged-out visitor works on every landing page', async ({ page }) => {
      await preparePage(page);
      for (const [name, path] of Object.entries(landingPages())) {
        await openApp(page, path);
        await followEachLink(page, name, LOGGED_OUT_LINKS);
      }
    });

    test('every link of the admin works on every landing page', async ({ page, request }) => {
      await preparePage(page);
      await putSession(page, await apiLogin(request, DEMO_ADMIN));
      for (const [name, path] of Object.entries(landingPages())) {
        await openApp(page, path);
        await followEachLink(page, name, ADMIN_LINKS);
      }
      expect(await sessionCookies(page)).toHaveLength(2);
    });
  });
}

test('the side panel closes by Escape and by its close button, focus back on Open menu', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await preparePage(page);
  await openApp(page, '/about-us');
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(open).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Close menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(open).toBeFocused();
});

test.describe('profile', () => {
  test('Edit enables the fields and asks nothing; Save validates, then asks; focus follows', async ({
    page,
    request,
  }) => {
    await preparePage(page);
    // Signed in by cookie: logging in through the page is proven above and in accounts.spec.ts.
    await putSession(page, await apiLogin(request, await signUp(request, 'Edna Editor')));
    await page.goto('/dashboard');
    const profile = page.getByRole('form', { name: 'Profile' });
    const fullName = profile.getByLabel('Full Name');
    const confirmation = page.getByRole('dialog', { name: 'Update your profile' });
    await expect(fullName).toBeDisabled();

    // The report: Edit submitted the form, which opened the confirmation at once. Count the
    // form's submissions, and look once the click's renders have been painted.
    await profile.evaluate((form) => {
      form.dataset.submits = '0';
      form.addEventListener('submit', () => {
        form.dataset.submits = String(Number(form.dataset.submits) + 1);
      });
    });
    await profile.getByRole('button', { name: 'Edit' }).click();
    await expect(fullName).toBeEnabled();
    await expect(fullName).toBeFocused();
    await page.evaluate(
      () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
    );
    await expect(profile).toHaveAttribute('data-submits', '0');
    await expect(confirmation).toHaveCount(0);

    // Save runs the rules first: a new account has no phone, address, city or zip yet.
    const save = profile.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(profile.getByText('Please enter your address')).toBeVisible();
    await expect(confirmation).toHaveCount(0);

    await fullName.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Edna Edited');
    for (const [label, value] of [
      ['Phone Number', '6001112222'],
      ['Street Address', 'Rua Nova 5'],
      ['City', 'Porto'],
      ['Zip Code', '4000'],
    ] as const) {
      await profile.getByLabel(label).pressSequentially(value);
    }

    // Each way of closing the confirmation gives focus back to Save.
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirmation).toHaveCount(0);
    await expect(save).toBeFocused();

    await page.keyboard.press('Enter');
    await confirmation.getByRole('button', { name: 'No' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirmation).toHaveCount(0);
    await expect(save).toBeFocused();

    // Yes saves; Save goes with edit mode, so focus goes to Edit, which took its place.
    await page.keyboard.press('Enter');
    await confirmation.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Profile Updated!')).toBeVisible();
    await expect(fullName).toBeDisabled();
    await expect(profile.getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Edna');
  });

  test('the password confirmation gives focus back to Save password; Yes to Change password', async ({
    page,
    request,
  }) => {
    await preparePage(page);
    const account = await signUp(request, 'Pia Password');
    await putSession(page, await apiLogin(request, account));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await expect(form.getByLabel('Current password')).toBeFocused();
    await page.keyboard.type(account.password);
    await form.getByLabel('New password', { exact: true }).pressSequentially('Another123');
    await form.getByLabel('Confirm new password').pressSequentially('Another123');
    const save = form.getByRole('button', { name: 'Save password' });
    const confirmation = page.getByRole('dialog', { name: 'Change your password' });

    await save.focus();
    await page.keyboard.press('Enter');
    await expect(confirmation).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(save).toBeFocused();

    await page.keyboard.press('Enter');
    await confirmation.getByRole('button', { name: 'No' }).focus();
    await page.keyboard.press('Enter');
    await expect(save).toBeFocused();

    await page.keyboard.press('Enter');
    await confirmation.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password Updated!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();
  });
});

test('the sign-up popup gives focus back to CREATE ACCOUNT on OK and on Escape', async ({
  page,
}) => {
  await preparePage(page);
  await openApp(page, '/signup');
  const create = page.getByRole('button', { name: 'CREATE ACCOUNT' });
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  for (const close of ['Enter', 'Escape']) {
    await page.getByLabel('Full Name').pressSequentially('Sam Signup');
    await page.getByLabel('Email Address').pressSequentially(uniqueEmail('focus'));
    await page.getByLabel('Password', { exact: true }).pressSequentially('Secret123');
    await create.focus();
    await page.keyboard.press('Enter');
    await expect(popup).toBeVisible();
    // OK has focus inside the popup: Enter presses it.
    await page.keyboard.press(close);
    await expect(popup).toHaveCount(0);
    await expect(create).toBeFocused();
  }
});

test('the newsletter message gives focus back to Subscribe when closed from the keyboard', async ({
  page,
}) => {
  await preparePage(page);
  await openApp(page, '/home');
  const email = page.getByLabel('Email address for the newsletter');
  await email.pressSequentially(uniqueEmail('news'));
  const subscribe = page.getByRole('button', { name: 'Subscribe' });
  await subscribe.focus();
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Close message' });
  await expect(close).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(close).toHaveCount(0);
  await expect(subscribe).toBeFocused();
});

test('the booking confirmation gives focus back to Book This Now on Escape and No', async ({
  page,
}) => {
  await preparePage(page);
  await openApp(page, landingPages().hotel);
  await page.getByRole('button', { name: 'Book Now' }).first().click();
  const book = page.getByRole('button', { name: 'Book This Now' });
  await expect(book).toBeEnabled();
  const dialog = page.getByRole('dialog', { name: 'You should register...' });

  await book.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(book).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'No' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(book).toBeFocused();
});

test.describe('admin confirmations', () => {
  test('deleting a hotel: Escape and No give focus back to Delete, Yes to the next hotel', async ({
    page,
    request,
  }) => {
    await preparePage(page);
    const session = await apiLogin(request, DEMO_ADMIN);
    const city = `Focusville${Date.now()}`;
    for (const name of ['Focus Inn A', 'Focus Inn B']) {
      const created = await request.post('/api/hotels', {
        headers: { Authorization: `Bearer ${session.token}` },
        data: {
          HotelName: name,
          loc_City: city,
          loc_Country: 'Norway',
          Rooms: { create: [{ RoomName: 'Only', OriginalPricePerNight: 50 }] },
        },
      });
      expect(created.status()).toBe(201);
    }
    await putSession(page, session);
    await page.goto('/admin-dashboard');
    const management = screenRegion(page, 'Hotel Management');
    await management.getByLabel('Filter by').selectOption('city');
    await management.getByRole('searchbox', { name: 'Search hotels' }).pressSequentially(city);
    await expect(management.getByText('2 hotels found')).toBeVisible();
    const remove = management.getByRole('button', { name: 'Delete Focus Inn A' });
    const dialog = page.getByRole('dialog', { name: 'Delete this hotel?' });

    await remove.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(remove).toBeFocused();

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'No' }).focus();
    await page.keyboard.press('Enter');
    await expect(remove).toBeFocused();

    // Yes: the card goes at once, so focus goes to the control that followed it.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await expect(management.getByRole('heading', { name: 'Focus Inn A' })).toHaveCount(0);
    await expect(management.getByRole('button', { name: 'Edit Focus Inn B' })).toBeFocused();
  });

  test('changing a role: Escape gives focus back to Confirm, Yes to the user’s New role', async ({
    page,
    request,
  }) => {
    await preparePage(page);
    const account = await signUp(request, 'Rory Role');
    await putSession(page, await apiLogin(request, DEMO_ADMIN));
    await page.goto('/admin-dashboard');
    const panel = await openScreen(page, 'User Management');
    const card = panel.getByRole('article', { name: account.fullName });
    await expect(panel.getByRole('article').first()).toBeVisible();
    const next = panel.getByRole('button', { name: 'Next page' });
    while ((await card.count()) === 0 && (await next.isEnabled())) await next.click();

    const newRole = card.getByLabel('New role', { exact: true });
    await newRole.selectOption('Admin');
    const confirm = card.getByRole('button', {
      name: `Confirm the new role of ${account.fullName}`,
    });
    const dialog = page.getByRole('dialog', { name: 'Think about it' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeFocused();

    // Yes: Confirm is disabled once the role is the user's, so focus goes to the field before it.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Yes' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByTestId('role-name')).toHaveText('Admin');
    await expect(newRole).toBeFocused();
  });
});

test('a notice reached by its hotkey and closed from the keyboard gives focus back', async ({
  page,
}) => {
  await preparePage(page);
  await openApp(page, '/login');
  await page.getByLabel('Email', { exact: true }).pressSequentially(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).pressSequentially('Wrong1234');
  await page.keyboard.press('Enter');
  const notice = page.getByText('Invalid Email or Password');
  await expect(notice).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();

  // sonner's hotkey takes the keyboard to the notices; its close button ends the notice.
  await page.keyboard.press('Alt+KeyT');
  const close = page.getByRole('button', { name: 'Close toast' });
  for (
    let tab = 0;
    tab < 3 && !(await close.evaluate((e) => e === document.activeElement));
    tab += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  await expect(password).toBeFocused();
});

test('updating a hotel: Escape and No give focus back to Update Hotel, Yes to the first step', async ({
  page,
  request,
}) => {
  await preparePage(page);
  const name = `Focus Lodge ${Date.now()}`;
  await createHotelThroughApi(request, name);
  await putSession(page, await apiLogin(request, DEMO_ADMIN));
  await page.goto('/admin-dashboard');
  const management = screenRegion(page, 'Hotel Management');
  await management.getByRole('searchbox', { name: 'Search hotels' }).pressSequentially(name);
  await management.getByRole('button', { name: `Edit ${name}` }).click();
  const editor = screenRegion(page, 'Edit Hotel');
  for (const step of [2, 3, 4, 5]) await nextStep(editor, step);
  const update = editor.getByRole('button', { name: 'Update Hotel' });
  const dialog = page.getByRole('dialog', {
    name: 'Are you sure you want to update this hotel with the information provided?',
  });

  await update.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(update).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'No' }).focus();
  await page.keyboard.press('Enter');
  await expect(update).toBeFocused();

  // Yes: the wizard starts again from step 1 and its step heading takes focus.
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Hotel Updated')).toBeVisible();
  await expect(editor.getByText('Step 1 / 5')).toBeVisible();
  await expect(editor.getByRole('heading', { level: 3 })).toBeFocused();
});
