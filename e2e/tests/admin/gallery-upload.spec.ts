/**
 * Uploading a gallery with a bad file among good ones: the good ones are kept and the bad
 * ones named (apps/server/src/features/uploads/upload-routes.ts, image-upload-field.tsx);
 * and an image field with a preview says no "No file chosen" beside it.
 */
import { openDashboard } from './accounts';
import { openScreen } from './back-office';
import { expect, test } from './fixtures';
import { fillBasics, fillLocation, fillSocial, nextStep } from './wizard';
import { pngFile } from './png';

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('a gallery upload keeps the good files and names each bad one with the reason', async ({
  page,
  request,
}) => {
  await openDashboard(page, request);
  const wizard = await openScreen(page, 'Create a New Hotel');
  await fillBasics(wizard, { name: 'Mixed Batch Inn', city: 'Oslo', country: 'Norway' });
  // The browser's "No file chosen" is not drawn beside the uploaded front image.
  await expect(wizard.getByRole('button', { name: 'Front image', exact: true })).toHaveCSS(
    'color',
    'rgba(0, 0, 0, 0)',
  );
  await nextStep(wizard, 2);
  await fillLocation(wizard, { name: 'Mixed Batch Inn', city: 'Oslo', country: 'Norway' });
  await nextStep(wizard, 3);
  await fillSocial(wizard);
  await nextStep(wizard, 4);

  const gallery = wizard.getByRole('button', { name: 'Gallery images', exact: true });
  await expect(gallery).not.toHaveCSS('color', 'rgba(0, 0, 0, 0)');
  await gallery.setInputFiles([
    pngFile('harbour.png', [30, 120, 110]),
    {
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_HEADER, Buffer.alloc(2000, 7)]),
    },
    { name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
    pngFile('lobby.png', [240, 180, 40]),
  ]);
  await expect(wizard.getByRole('img', { name: /^Gallery images \d$/ })).toHaveCount(2);
  const message = wizard.getByRole('alert').filter({ hasText: 'Not uploaded' });
  await expect(message).toContainText('animation.gif is not a PNG or JPEG image');
  await expect(message).toContainText('broken.png: Only PNG and JPEG images are accepted');
  await expect(message).not.toContainText('harbour.png');
  await expect(gallery).toHaveCSS('color', 'rgba(0, 0, 0, 0)');
});
