/** The user dashboard in a real browser: profile, password, picture, bookings, axe-core. */
import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import {
  apiLogin,
  bookThroughApi,
  daysFromToday,
  findBookableRoom,
  loginThroughPage,
  signUp,
  useSession,
} from '../booking/support';
import { seriousViolations } from '../axe';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 8 × 8 teal PNG, made here so the test needs no file. */
function smallPng(): Buffer {
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([26, 94, 92]))]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('profile: edit, the rules with their messages, cancel restores, save after confirmation', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Paula Profile');
  await useSession(page, request, account);
  await page.goto('/dashboard');
  const profile = page.getByRole('form', { name: 'Profile' });
  const fullName = profile.getByLabel('Full Name');
  await expect(fullName).toHaveValue('Paula Profile');
  await expect(fullName).toBeDisabled();
  await expect(profile.getByLabel('Email')).toHaveValue(account.email);
  await expect(profile.getByLabel('Email')).toBeDisabled();

  await profile.getByRole('button', { name: 'Edit' }).click();
  await expect(fullName).toBeEnabled();
  await expect(profile.getByLabel('Email')).toBeDisabled();
  await fullName.fill('  ');
  await profile.getByLabel('Phone Number').fill('12345abcde');
  await profile.getByLabel('Street Address').fill('');
  await profile.getByLabel('City').fill('');
  await profile.getByLabel('Zip Code').fill('');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Please enter your name')).toBeVisible();
  await expect(profile.getByText('Only numeric characters are accepted')).toBeVisible();
  await expect(profile.getByText('Please enter your address')).toBeVisible();
  await expect(profile.getByText('Please enter your city')).toBeVisible();
  await expect(profile.getByText('Please enter your zip')).toBeVisible();
  await profile.getByLabel('Phone Number').fill('12345');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByText('Enter a 10 number digit')).toBeVisible();

  await profile.getByRole('button', { name: 'Cancel' }).click();
  await expect(fullName).toHaveValue('Paula Profile');
  await expect(fullName).toBeDisabled();
  await expect(profile.getByText('Please enter your name')).toHaveCount(0);

  await profile.getByRole('button', { name: 'Edit' }).click();
  await fullName.fill('Paula Updated');
  await profile.getByLabel('Phone Number').fill('600 111 2222');
  await profile.getByLabel('Gender').selectOption('Femenino');
  await profile.getByLabel('Street Address').fill('Calle Nueva 5');
  await profile.getByLabel('City').fill('Sevilla');
  await profile.getByLabel('Zip Code').fill('41001');
  await profile.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update your profile' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Profile Updated!')).toBeVisible();
  await expect(fullName).toBeDisabled();

  await page.reload();
  await expect(fullName).toHaveValue('Paula Updated');
  await expect(profile.getByLabel('Phone Number')).toHaveValue('6001112222');
  await expect(profile.getByLabel('City')).toHaveValue('Sevilla');
  await expect(profile.getByLabel('Gender')).toHaveValue('Femenino');
});

test('password: the rules, the current password, confirmation, then login with the new password', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Pat Password');
  await useSession(page, request, account);
  // Another device of the same account: the change signs it out.
  const { token: otherDevice } = await apiLogin(request, account);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  const save = form.getByRole('button', { name: 'Save password' });

  await save.click();
  await expect(form.getByText('Please enter your current password')).toBeVisible();
  await expect(form.getByText('Both fields must not be blank').first()).toBeVisible();
  await form.getByLabel('Current password').fill('Wrong1234');
  await form.getByLabel('New password', { exact: true }).fill('weakpass');
  await form.getByLabel('Confirm new password').fill('weakpass');
  await save.click();
  await expect(
    form
      .getByText(
        'Passwords must have 8 characters, a number, one uppercase letter and one lowecase letter',
      )
      .first(),
  ).toBeVisible();
  await form.getByLabel('New password', { exact: true }).fill('Changed123');
  await form.getByLabel('Confirm new password').fill('Changed124');
  await save.click();
  await expect(form.getByText('Passwords must be the same')).toBeVisible();

  await form.getByLabel('Confirm new password').fill('Changed123');
  const confirmation = page.getByRole('dialog', { name: 'Change your password' });
  await save.click();
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(account.password);
  await save.click();
  await confirmation.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Password Updated!')).toBeVisible();
  const elsewhere = await request.get('/api/users/me', {
    headers: { authorization: `Bearer ${otherDevice}` },
  });
  expect(elsewhere.status()).toBe(401);

  await page.context().clearCookies();
  const old = await request.post('/auth/local/login', {
    data: { email: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  await loginThroughPage(page, { email: account.email, password: 'Changed123' });
});

test('signed-in devices: listed on the Profile tab, one signed out, then every other', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const account = await signUp(request, 'Sid Sessions');
  await useSession(page, request, account);
  const { token: second } = await apiLogin(request, account);
  const { token: third } = await apiLogin(request, account);
  const status = async (token: string) =>
    (
      await request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } })
    ).status();
  await page.goto('/dashboard');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(3);
  await expect(devices.getByText('This device')).toBeVisible();
  // Readable at 360 px: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await devices
    .getByRole('button', { name: /^Sign out/ })
    .first()
    .click();
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  expect([await status(second), await status(third)].sort()).toEqual([200, 401]);

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect([await status(second), await status(third)]).toEqual([401, 401]);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();
});

test('picture: choosing an image uploads it at once and it stays after a reload', async ({
  page,
  request,
}) => {
  await useSession(page, request, await signUp(request, 'Pablo Picture'));
  await page.goto('/dashboard');
  await expect(page.getByTestId('profile-picture')).toHaveCount(0);
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/test-formdata'));
  await page.getByLabel('Change picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: smallPng(),
  });
  expect((await uploaded).status()).toBe(200);
  const picture = page.getByTestId('profile-picture');
  await expect(picture).toHaveAttribute('src', /^\/uploads\//);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await page.reload();
  await expect(page.getByTestId('profile-picture')).toHaveAttribute('src', /^\/uploads\//);
});

test('bookings: an empty state leads to the search, then cards newest first open to their details', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Bea Bookings');
  await useSession(page, request, account);
  await page.goto('/dashboard?tab=bookings');
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search hotels' })).toHaveAttribute(
    'href',
    /\/hotel-list\/search\?city=All/,
  );
  // The footer map's Leaflet attribution link (the shell, not these pages) is reported apart.
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);

  const { token } = await apiLogin(request, account);
  const first = await findBookableRoom(request, daysFromToday(110), daysFromToday(111));
  const second = await findBookableRoom(
    request,
    daysFromToday(120),
    daysFromToday(122),
    () => true,
    1,
  );
  const older = await bookThroughApi(request, token, {
    roomId: first.room.id,
    checkIn: first.checkIn,
    checkOut: first.checkOut,
  });
  const newer = await bookThroughApi(request, token, {
    roomId: second.room.id,
    checkIn: second.checkIn,
    checkOut: second.checkOut,
  });

  await page.reload();
  const cards = page.locator('[data-state] > h3 > button');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(second.hotel.HotelName);
  await expect(cards.nth(1)).toContainText(first.hotel.HotelName);

  await cards.first().click();
  await expect(cards.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(cards.nth(1)).toHaveAttribute('aria-expanded', 'false');
  const details = page.getByRole('region').filter({ hasText: 'Payment details' });
  await expect(details).toContainText(String(newer));
  await expect(details).toContainText('**** 4242');
  await expect(details).toContainText('Successful');
  expect(String(older)).not.toBe(String(newer));
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);
});

test('the dashboard has no serious or critical axe violations while viewing and editing', async ({
  page,
  request,
}) => {
  await useSession(page, request, await signUp(request, 'Ada Axe'));
  await page.goto('/dashboard');
  await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible();
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  expect(await seriousViolations(page, { exclude: '.leaflet-control-attribution' })).toEqual([]);
});
