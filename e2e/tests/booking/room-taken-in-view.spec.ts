/**
 * When PAY NOW loses the room to someone faster, the message saying so appears below the form,
 * out of sight on a phone: the page brings it into view, focuses it and announces it.
 */
import { expect, test } from '@playwright/test';
import {
  bookingPageUrl,
  daysFromToday,
  fillTraveller,
  findBookableRoom,
  signUp,
  useSession,
  sellOut,
} from './support';

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px the room-taken message after PAY NOW is brought into view, focused and announced', async ({
  page,
  request,
}) => {
  const account = await signUp(request, 'Pia Phone');
  await useSession(page, request, account);
  const stay = await findBookableRoom(
    request,
    daysFromToday(150),
    daysFromToday(151),
    (room) => (room.FreeUnits ?? 0) <= 3,
  );
  await page.goto(bookingPageUrl(stay));
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
  await fillTraveller(page);

  // Someone else takes every unit left while this page is open.
  await sellOut(request, stay, 'Quinn Quicker');

  await page.getByRole('button', { name: 'PAY NOW' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'no longer available' });
  await expect(alert).toContainText('This room is no longer available for these dates');
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeDisabled();
});
