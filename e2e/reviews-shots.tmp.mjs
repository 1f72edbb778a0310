import { chromium } from '@playwright/test';
const base = `http://127.0.0.1:${process.env.PORT}`;
const out = '/tmp/reviews-shot/png';
const login = async (email, password) => {
  const r = await fetch(`${base}/auth/local/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return r.json();
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const guest = await login('guest@staylane.test', 'Guest123!');
const admin = await login('admin@staylane.test', 'Admin123!');
const me = await (await fetch(`${base}/api/users/me`, { headers: { authorization: `Bearer ${guest.token}` } })).json();
const stays = await (await fetch(`${base}/api/reviews/stays`, { headers: { authorization: `Bearer ${guest.token}` } })).json();
const open = stays.data.find((s) => s.status === 'open');
const reviewed = stays.data.find((s) => s.status === 'reviewed');
const openBooking = me.data.bookings.find((b) => b.id === open?.bookingId);
const reviewedBooking = me.data.bookings.find((b) => b.id === reviewed.bookingId);
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 } });
  const cookies = (who) => [
    { name: 'cookieToken', value: who.token, url: base },
    { name: 'cookieName', value: encodeURIComponent(who.data.fullName), url: base },
  ];
  await context.addCookies(cookies(guest));
  const page = await context.newPage();
  await page.goto(`${base}/dashboard?tab=bookings`);
  await page.getByText('Reviewed', { exact: true }).first().waitFor();
  await page.screenshot({ path: `${out}/dashboard-${width}.png`, fullPage: true });
  if (openBooking) {
    await page.goto(`${base}/dashboard?tab=bookings&review=${openBooking.id}`);
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `${out}/form-${width}.png` });
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Please write about your stay').waitFor();
    await page.screenshot({ path: `${out}/form-errors-${width}.png` });
    await page.getByRole('group', { name: 'Overall rating' }).getByText('4', { exact: true }).click();
    await page.getByLabel('Your review').focus();
    await page.keyboard.type('Nice');
    await page.screenshot({ path: `${out}/form-typing-${width}.png` });
  }
  await page.goto(`${base}/hotel-single/htlnfo?id=${reviewedBooking.hotelId}&city=All`);
  await page.getByRole('tab', { name: 'REVIEWS' }).click();
  await page.getByTestId('review').first().waitFor();
  await page.getByRole('tablist', { name: 'Hotel information' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/hotel-reviews-${width}.png`, fullPage: true });
  await context.clearCookies();
  await context.addCookies(cookies(admin));
  await page.reload();
  await page.getByRole('tab', { name: 'REVIEWS' }).click();
  await page.getByTestId('review').first().waitFor();
  await page.getByRole('button', { name: 'Hide' }).first().click();
  await page.getByRole('tablist', { name: 'Hotel information' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}/hotel-reviews-admin-${width}.png` });
  await context.close();
}
await browser.close();
console.log('done');
