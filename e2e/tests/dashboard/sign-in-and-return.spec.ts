/**
 * Signed-out visitors on protected pages log in and come back to the very address, and a
 * screen whose session the server ended signs itself out (decision 032), typed and clicked as
 * a person does.
 */
import { expect, type Page } from '@playwright/test';
import { test } from '@playwright/test';
import { GUEST, signUp, tokenFor } from '../admin/accounts';

const SIGN_IN_REQUIRED = 'Please log in to continue.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

async function typeCredentials(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).pressSequentially(account.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test('a signed-out visitor at /dashboard logs in and is back at /dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnTo=%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(SIGN_IN_REQUIRED);
  await typeCredentials(page, GUEST);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
});

test('the review mail’s link survives the login it asks for', async ({ page, request }) => {
  const token = await tokenFor(request, GUEST);
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await request.get('/api/users/me', { headers })).json()).data as {
    bookings: { id: string; HotelName: string }[];
  };
  const stays = (await (await request.get('/api/reviews/stays', { headers })).json()).data as {
    bookingId: string;
    status: string;
  }[];
  // The stay the seed leaves to review, unless another test reviewed it already.
  const open = stays.find((stay) => stay.status === 'open');
  const booking = me.bookings.find((b) => b.id === open?.bookingId) ?? me.bookings[0]!;
  const link = `/dashboard?tab=bookings&review=${booking.id}`;

  await page.goto(link);
  await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(link)}`);
  await expect(page.getByRole('status')).toHaveText(SIGN_IN_REQUIRED);
  await typeCredentials(page, GUEST);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('tab', { name: /^Bookings/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  if (open) {
    await expect(
      page.getByRole('dialog', { name: `Review your stay at ${booking.HotelName}` }),
    ).toBeVisible();
  }
});

test('“Sign out everywhere” on one device signs the other one’s screen out at its next action', async ({
  browser,
  request,
}) => {
  const account = await signUp(request, 'Gus Grant');
  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  try {
    const onPhone = await phone.newPage();
    await onPhone.goto('/dashboard');
    await typeCredentials(onPhone, account);
    await expect(onPhone).toHaveURL('/dashboard');
    await expect(onPhone.getByRole('heading', { name: 'Hello, Gus' })).toBeVisible();

    const onLaptop = await laptop.newPage();
    await onLaptop.goto('/login');
    await typeCredentials(onLaptop, account);
    await expect(onLaptop).toHaveURL('/home');
    await onLaptop.goto('/dashboard');
    await onLaptop.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(onLaptop.getByText('Signed out of every other device')).toBeVisible();

    // The phone still shows the dashboard; its next action is refused by the server.
    await onPhone.getByRole('button', { name: 'Edit' }).click();
    for (const [label, value] of [
      ['Phone Number', '5551234567'],
      ['Street Address', '12 Harbour Street'],
      ['City', 'Lisbon'],
      ['Zip Code', '1100'],
    ]) {
      await onPhone.getByLabel(label!, { exact: true }).pressSequentially(value!);
    }
    await onPhone.getByRole('button', { name: 'Save' }).click();
    await onPhone.getByRole('button', { name: 'Yes' }).click();

    await expect(onPhone.getByText(SESSION_ENDED)).toBeVisible();
    await expect(onPhone).toHaveURL('/login?returnTo=%2Fdashboard');
    await expect(onPhone.getByRole('status')).toHaveText(SIGN_IN_REQUIRED);
    const nav = onPhone.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect((await phone.cookies()).map((cookie) => cookie.name)).not.toContain('cookieToken');

    // Logging in again brings the phone back to where it was; the laptop stayed signed in.
    await typeCredentials(onPhone, account);
    await expect(onPhone).toHaveURL('/dashboard');
    await expect(onPhone.getByRole('heading', { name: 'Hello, Gus' })).toBeVisible();
    await onLaptop.reload();
    await expect(onLaptop.getByRole('heading', { name: 'Hello, Gus' })).toBeVisible();
  } finally {
    await phone.close();
    await laptop.close();
  }
});

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`a failed-login notice sits below the header and goes with the login that succeeds (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/login');
    await typeCredentials(page, { email: GUEST.email, password: 'Wrong1234!' });
    const notice = page.getByText('Invalid Email or Password');
    await expect(notice).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // Once it has slid in: it never covers the header's Home link or menu button.
    await expect
      .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y)
      .toBeGreaterThanOrEqual(header.y + header.height);

    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByLabel('Password', { exact: true }).pressSequentially(GUEST.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL('/home');
    await expect(notice).toHaveCount(0);
  });
}
