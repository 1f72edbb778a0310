/** Demo accounts (seeded by the server) and sign-in helpers for the admin tests. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@staylane.test', password: 'Admin123!' };
export const GUEST = { email: 'guest@staylane.test', password: 'Guest123!' };

/** Logs in through the login page, as a person would. */
export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

export async function openDashboard(page: Page) {
  await logIn(page, ADMIN);
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('tab', { name: 'Hotel Management' })).toBeVisible();
}

/** A bearer token through the API. */
export async function tokenFor(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const answer = await request.post('/auth/local/login', { data: account });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

let unique = 0;
/** A fresh account made through sign-up; its e-mail and password. */
export async function signUp(request: APIRequestContext, fullName: string) {
  unique += 1;
  const account = {
    fullName,
    email: `admin-e2e-${Date.now()}-${unique}@example.com`,
    password: 'Fresh123!',
  };
  const answer = await request.post('/auth/local/signup', { data: account });
  expect(answer.ok()).toBe(true);
  return account;
}
