/**
 * Each wizard step's validation messages (product §5): a step moves forward only once it
 * validates, and back goes without validation.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDashboard } from './accounts';
import { createHotelThroughApi } from './hotels-api';
import { fillBasics, fillGallery, fillLocation, fillSocial, nextStep } from './wizard';
import { openScreen, screenRegion } from './back-office';

async function expectMessages(wizard: Locator, messages: string[]) {
  for (const message of messages) {
    await expect(wizard.getByText(message, { exact: true })).toBeVisible();
  }
}

test('each step of Hotel Creation shows the spec messages and holds the admin until it is valid', async ({
  page,
  request,
}) => {
  await openDashboard(page, request);
  const wizard = await openScreen(page, 'Create a New Hotel');
  const next = wizard.getByRole('button', { name: 'Next step' });

  // Step 1, empty.
  await next.click();
  await expectMessages(wizard, [
    'Enter the name of the hotel',
    'Enter your website',
    "Please enter the hotel's number",
    "Please enter the hotel's email",
    "Enter your hotel's description",
    'Choose two tags',
    'Please upload, at least, one picture',
  ]);
  await expect(wizard.getByText('Step 1 / 5')).toBeVisible();
  // Step 1, wrong formats.
  await wizard.getByLabel('Website').fill('not a site');
  await wizard.getByLabel('Phone number').fill('12-34');
  await next.click();
  await expectMessages(wizard, ['Invalid Website', 'Only numbers are valid']);
  await wizard.getByLabel('Phone number').fill('1234');
  await next.click();
  await expectMessages(wizard, ['Enter a number long enough to be valid']);

  await fillBasics(wizard, { name: 'Validation Inn', city: 'Oslo', country: 'Norway' });
  await nextStep(wizard, 2);

  // Step 2.
  await next.click();
  await expectMessages(wizard, [
    "Enter the hotel's adress",
    "Enter the hotel's city",
    "Enter the hotel's state",
    "Enter the hotel's country",
    "Enter the hotel's latitude",
    "Enter the hotel's longitude",
  ]);
  await wizard.getByLabel('City').fill('Oslo 2');
  await wizard.getByLabel('State').fill('Viken#');
  await wizard.getByLabel('Country').fill('N0rway');
  await next.click();
  await expectMessages(wizard, [
    "Hotel's city name must only contain letters",
    "Hotel's state name must only contain letters",
    "Hotel's country name must only contain letters",
  ]);

  // Back needs no validation, and keeps what was typed.
  await wizard.getByRole('button', { name: 'Previous step' }).click();
  await expect(wizard.getByText('Step 1 / 5')).toBeVisible();
  await expect(wizard.getByLabel('Name', { exact: true })).toHaveValue('Validation Inn');
  await nextStep(wizard, 2);
  await expect(wizard.getByLabel('City')).toHaveValue('Oslo 2');
  await fillLocation(wizard, { name: 'Validation Inn', city: 'Oslo', country: 'Norway' });
  await nextStep(wizard, 3);

  // Step 3: every field 'No empty spaces'.
  await next.click();
  await expect(wizard.getByText('No empty spaces', { exact: true })).toHaveCount(6);
  await fillSocial(wizard);
  await nextStep(wizard, 4);

  // Step 4: nothing is required when creating.
  await nextStep(wizard, 5);
  await wizard.getByRole('button', { name: 'Previous step' }).click();
  await fillGallery(wizard);
  await nextStep(wizard, 5);

  // Step 5: the room form.
  await wizard.getByRole('button', { name: 'Create Room' }).click();
  await expectMessages(wizard, [
    "Enter your room's name",
    'Enter your amenities',
    'Enter your inclusions',
    "enter your room's description",
    'Please upload, at least, one picture',
  ]);
  await expect(wizard.getByText('No Rooms have been created')).toBeVisible();
  // Clear empties the room form and its messages.
  await wizard.getByLabel('Room name').fill('Draft');
  await wizard.getByRole('button', { name: 'Clear' }).click();
  await expect(wizard.getByLabel('Room name')).toHaveValue('');
  await expect(wizard.getByText("Enter your room's name")).toHaveCount(0);
});

test('editing needs at least two gallery images', async ({ page, request }) => {
  await createHotelThroughApi(request, 'Gallery Check Hotel');
  await openDashboard(page, request);
  const management = screenRegion(page, 'Hotel Management');
  await management.getByRole('searchbox', { name: 'Search hotels' }).fill('Gallery Check');
  await management.getByRole('button', { name: 'Edit Gallery Check Hotel' }).click();
  const editor = screenRegion(page, 'Edit Hotel');
  await expect(editor.getByRole('heading', { name: /^Updating / })).toBeVisible();
  await nextStep(editor, 2);
  await nextStep(editor, 3);
  await nextStep(editor, 4);
  const remove = editor.getByRole('button', { name: /^Remove Gallery images/ });
  while ((await remove.count()) > 1) await remove.first().click();
  await editor.getByRole('button', { name: 'Next step' }).click();
  await expect(editor.getByText('Please add, at least, one file')).toBeVisible();
  await expect(editor.getByText('Step 4 / 5')).toBeVisible();
});
