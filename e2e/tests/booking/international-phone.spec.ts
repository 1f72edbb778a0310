/**
 * International phone numbers, typed as a person types them, are taken by the booking page
 * and the profile, and kept in E.164 (decision 031); a bad one says how to write it.
 */
import { expect, test } from '@playwright/test';
import {
  APPROVED_CARD,
  bookingPageUrl,
  bookingsOf,
  daysFromToday,
  findBookableRoom,
  payWithCard,
  signUp,
  useSession,
} from './support';

const UK_NUMBER = '+44 20 7946 0958';
const INVALID = 'Enter a valid international number, such as +44 20 7946 0958';

test('the booking page takes +44 20 7946 0958 and books with it', async ({ page, request }) => {
  const account = await signUp(request, 'Harriet Hughes');
  const token = await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(160), daysFromToday(161));
  await page.goto(bookingPageUrl(stay));
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
  const phone = page.getByLabel('Contact Info');

  await phone.fill('');
  await phone.pressSequentially('+44 20 7946');
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);

  await phone.fill('');
  await phone.pressSequentially(UK_NUMBER);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(INVALID)).toHaveCount(0);
  const booked = page.waitForRequest(
    (sent) => new URL(sent.url()).pathname === '/api/bookings' && sent.method() === 'POST',
  );
  await payWithCard(page, APPROVED_CARD);
  expect((await booked).postDataJSON().phoneNumber).toBe('+442079460958');
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
  expect(await bookingsOf(request, token)).toHaveLength(1);
});

test('the profile takes +44 20 7946 0958 and shows it back in E.164', async ({ page, request }) => {
  const account = await signUp(request, 'Imogen Irvine');
  await useSession(page, request, account);
  await page.goto('/dashboard');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('button', { name: 'Edit' }).click();
  const phone = profile.getByLabel('Phone Number');
  await phone.fill('');
  await phone.pressSequentially(UK_NUMBER);
  await profile.getByLabel('Street Address').fill('10 Downing Street');
  await profile.getByLabel('City').fill('London');
  await profile.getByLabel('Zip Code').fill('SW1A 2AA');
  await profile.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Update your profile' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('Profile Updated!')).toBeVisible();

  await page.reload();
  await expect(profile.getByLabel('Phone Number')).toHaveValue('+442079460958');
  await expect(profile.getByText(INVALID)).toHaveCount(0);
});
