/**
 * Verified reviews in a real browser (decision 024): the demo guest reviews the stay that just
 * ended from the dashboard, then finds it on the hotel's REVIEWS tab with the Verified stay
 * mark. The review form is axe clean with its messages shown.
 */
import { expect, test } from '@playwright/test';
import { GUEST, signInByCookie, tokenFor } from '../admin/accounts';
import { seriousViolations } from '../axe';

const TEXT =
  'Our room looked over the square, the staff kept our bags after check-out and the breakfast was lovely.';

test('the demo guest reviews a past stay and sees it verified on the hotel page', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, GUEST);
  const headers = { authorization: `Bearer ${token}` };
  const stays = (await (await request.get('/api/reviews/stays', { headers })).json()).data as {
    bookingId: string;
    status: string;
  }[];
  const open = stays.find((stay) => stay.status === 'open');
  expect(open, 'the demo guest has a stay to review').toBeDefined();
  const me = (await (await request.get('/api/users/me', { headers })).json()).data as {
    bookings: { id: string; hotelId: string; HotelName: string }[];
  };
  const booking = me.bookings.find((b) => b.id === open!.bookingId)!;

  await signInByCookie(page, request, GUEST);
  await page.goto('/dashboard?tab=bookings');
  await expect(page.getByText('Reviewed', { exact: true })).toHaveCount(
    stays.length - stays.filter((stay) => stay.status === 'open').length,
  );
  await page
    .getByRole('button', { name: `Write a review of your stay at ${booking.HotelName}` })
    .click();

  const dialog = page.getByRole('dialog', { name: `Review your stay at ${booking.HotelName}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`review=${booking.id}`));

  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog.getByText('Please choose a score for overall rating')).toBeVisible();
  await expect(dialog.getByText('Please choose a score for value for money')).toBeVisible();
  // One axe run with every message shown covers the empty form's controls too.
  expect(
    await seriousViolations(page, { include: '[role="dialog"]' }),
    'form with its messages',
  ).toEqual([]);

  const scores = {
    'Overall rating': 5,
    Cleanliness: 5,
    Location: 4,
    Staff: 5,
    'Value for money': 4,
  };
  for (const [legend, score] of Object.entries(scores)) {
    await dialog
      .getByRole('group', { name: legend })
      .getByText(String(score), { exact: true })
      .click();
  }
  await dialog.getByLabel('Your review').fill('Too short');
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog.getByText('Your review must be at least 20 characters long')).toBeVisible();
  await dialog.getByLabel('Your review').fill(TEXT);
  await expect(dialog.getByText(`${TEXT.length} / 2000`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send review' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you for your review')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Write a review of your stay at ${booking.HotelName}` }),
  ).toHaveCount(0);

  await page.goto(`/hotel-single/htlnfo?id=${booking.hotelId}&city=All`);
  await page.getByRole('tab', { name: 'REVIEWS' }).click();
  const newest = page.getByTestId('review').first();
  await expect(newest).toContainText('Gus G.');
  await expect(newest).toContainText('Verified stay');
  await expect(newest).toContainText('Cleanliness');
  await expect(newest).toContainText(TEXT.slice(0, 60));
});
