/**
 * Decision 007: a guest asked "You should register..." on the hotel page logs in, or signs up
 * and then logs in, and comes back to the hotel page with the room, dates and guests they
 * had chosen, ready to book.
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp, preparePage, uniqueEmail } from '../public/support';
import { daysFromToday, findBookableRoom, signUp, type BookableRoom } from './support';

/** On the hotel page: the dates typed into the card, the room's Book Now, two guests (every demo room sleeps two). */
async function chooseStay(page: Page, stay: BookableRoom) {
  await openApp(
    page,
    `/hotel-single/htlnfo?id=${stay.hotel.id}&city=${encodeURIComponent(stay.hotel.loc_City)}&guestnumber=1`,
  );
  const card = page.getByRole('region', { name: 'Your stay' });
  await card.getByLabel('Check-in').fill(stay.checkIn);
  await card.getByLabel('Check-out').fill(stay.checkOut);
  await expect(page).toHaveURL(new RegExp(`checkOutDate=${stay.checkOut}`));
  await page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: stay.room.RoomName, exact: true }) })
    .getByRole('button', { name: 'Book Now' })
    .click();
  await card.getByRole('combobox', { name: 'Guests' }).selectOption('2');
  await card.getByRole('button', { name: 'Book This Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'You should register...' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).pressSequentially(account.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(account.password);
  await page.keyboard.press('Enter');
}

/** Back on the hotel page with the same choice, and Book This Now goes on to the booking. */
async function expectSameChoice(page: Page, stay: BookableRoom) {
  await expect(page).toHaveURL(/\/hotel-single\/htlnfo\?/);
  const address = new URL(page.url()).searchParams;
  expect(address.get('id')).toBe(String(stay.hotel.id));
  expect(address.get('checkInDate')).toBe(stay.checkIn);
  expect(address.get('checkOutDate')).toBe(stay.checkOut);
  const card = page.getByRole('region', { name: 'Your stay' });
  await expect(card.getByLabel('Check-in')).toHaveValue(stay.checkIn);
  await expect(card.getByLabel('Check-out')).toHaveValue(stay.checkOut);
  await expect(card.getByRole('combobox', { name: 'Room' })).toHaveValue(String(stay.room.id));
  await expect(card.getByRole('combobox', { name: 'Guests' })).toHaveValue('2');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByTestId('user-first-name'),
  ).toBeVisible();

  await card.getByRole('button', { name: 'Book This Now' }).click();
  await page
    .getByRole('dialog', { name: 'Proceed to booking' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page).toHaveURL(/\/bookings\/bkngcd\?/);
  const booking = new URL(page.url()).searchParams;
  expect(booking.get('roomId')).toBe(String(stay.room.id));
  expect(booking.get('checkIn')).toBe(stay.checkIn);
  expect(booking.get('checkOut')).toBe(stay.checkOut);
  expect(booking.get('guestsN')).toBe('2');
}

test('logging in from "You should register..." comes back to the hotel page with the same choice', async ({
  page,
  request,
}) => {
  await preparePage(page);
  const account = await signUp(request, 'Rita Return');
  const stay = await findBookableRoom(request, daysFromToday(80), daysFromToday(83));
  await chooseStay(page, stay);
  await logIn(page, account);
  await expectSameChoice(page, stay);
});

test('signing up from there, then logging in, comes back the same way', async ({
  page,
  request,
}) => {
  await preparePage(page);
  const stay = await findBookableRoom(request, daysFromToday(84), daysFromToday(86), () => true, 1);
  await chooseStay(page, stay);
  await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=/);
  const account = { email: uniqueEmail('return'), password: 'Welcome123' };
  await page.getByLabel('Full Name').pressSequentially('Sid Signup');
  await page.getByLabel('Email Address').pressSequentially(account.email);
  await page.getByLabel('Password', { exact: true }).pressSequentially(account.password);
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await popup.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('link', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await logIn(page, account);
  await expectSameChoice(page, stay);
});

test('a return address to another site is ignored: login goes to /home', async ({
  page,
  request,
}) => {
  await preparePage(page);
  const account = await signUp(request, 'Eve Elsewhere');
  for (const elsewhere of ['https://example.com/', '//example.com/home', '/\\example.com']) {
    await page.context().clearCookies();
    await openApp(page, `/login?returnTo=${encodeURIComponent(elsewhere)}`);
    await logIn(page, account);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/home$/);
  }
});
