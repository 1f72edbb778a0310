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

/**
 * Login answers, one per account and test process: the tests sign in by cookie, which is
 * quicker and keeps clear of the login rate limit; the login page itself is used where
 * logging in is what a test is about. A test that clicks Log Out ends its session on the
 * server, so a kept session is checked before it is reused and replaced once it has ended.
 */
const sessions = new Map<string, { token: string; fullName: string }>();

async function logInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const answer = await request.post('/auth/local/login', { data: account });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = (await answer.json()) as { token: string; data: { fullName: string } };
  return { token: body.token, fullName: body.data.fullName };
}

async function sessionOf(request: APIRequestContext, account: { email: string; password: string }) {
  const kept = sessions.get(account.email);
  if (kept) {
    const me = await request.get('/api/users/me', {
      headers: { authorization: `Bearer ${kept.token}` },
    });
    if (me.ok()) return kept;
  }
  const session = await logInThroughApi(request, account);
  sessions.set(account.email, session);
  return session;
}

/** The server under test (playwright.config.ts picks the port and shares it through env). */
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT}`;

/** Signs the page in with the session cookies of product §3, as a login would leave them. */
export async function signInByCookie(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const { token, fullName } = await sessionOf(request, account);
  await page.context().addCookies(
    [
      { name: 'cookieToken', value: token },
      { name: 'cookieName', value: encodeURIComponent(fullName) },
    ].map((cookie) => ({ ...cookie, url: origin(), sameSite: 'Strict' as const })),
  );
}

export async function openDashboard(page: Page, request: APIRequestContext) {
  await signInByCookie(page, request, ADMIN);
  await page.goto('/admin-dashboard');
  // The spec's default: Hotel Management, now the back office's first screen.
  await expect(page.getByRole('region', { name: 'Hotel Management', exact: true })).toBeVisible();
}

/** A bearer token through the API. */
export async function tokenFor(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  return (await sessionOf(request, account)).token;
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
