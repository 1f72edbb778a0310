import { expect, test } from '@playwright/test';
import { preparePage, uniqueEmail } from './support';

test('a visitor signs up, logs in, sees their first name and logs out', async ({
  page,
  context,
  request,
}) => {
  await preparePage(page);
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'SIGN UP' })).toBeVisible();
  await expect(page.getByText(/Staylane/).first()).toBeVisible();
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByText('Please Enter Your Name')).toBeVisible();

  await page.getByLabel('Full Name').fill('Marta Rossi');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  const popup = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(popup).toContainText('Staylane');
  await popup.getByRole('button', { name: 'OK' }).click();

  // The same e-mail again: the server's message, and no popup.
  await page.getByLabel('Full Name').fill('Marta Rossi');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByRole('alert')).toContainText(/already exists/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('link', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByText('Invalid Email or Password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByTestId('user-first-name')).toHaveText('Marta');
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['cookieToken', 'cookieName']));

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = decodeURIComponent(
    (await context.cookies()).find((cookie) => cookie.name === 'cookieToken')!.value,
  );
  const withToken = { headers: { authorization: `Bearer ${token}` } };
  expect((await request.get('/api/users/me', withToken)).status()).toBe(200);

  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/auth/logout'));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Log Out' })
    .click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }),
  ).toBeVisible();
  const after = (await context.cookies()).map((cookie) => cookie.name);
  expect(after).not.toContain('cookieToken');
  expect(after).not.toContain('cookieName');
  // Log Out ended the session on the server: a copy of the token no longer works.
  expect((await loggedOut).status()).toBe(200);
  expect((await request.get('/api/users/me', withToken)).status()).toBe(401);
});

test('the demo admin sees the Admin Dashboard link and page', async ({ page }) => {
  await preparePage(page);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill('admin@staylane.test');
  await page.getByLabel('Password', { exact: true }).fill('Admin123!');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Admin Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('forgot password asks for an e-mail and shows the notice', async ({ page }) => {
  await preparePage(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('button', { name: 'Send provisional password' }).click();
  await expect(page.getByText('Please Enter Your Email')).toBeVisible();
  await page.getByLabel('Recovery email').fill('nobody');
  await page.getByRole('button', { name: 'Send provisional password' }).click();
  await expect(page.getByText('Enter a Valid Email')).toBeVisible();
  await page.getByLabel('Recovery email').fill('guest@staylane.test');
  await page.getByRole('button', { name: 'Send provisional password' }).click();
  await expect(
    page.getByText('we are sending you an email with a provisional password.'),
  ).toBeVisible();
});
