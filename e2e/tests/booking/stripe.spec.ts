/**
 * The booking page's Stripe card form in a real browser. The test server has no Stripe keys
 * and js.stripe.com is out of reach, so the browser is told a publishable key (GET /api/config
 * is answered with one) and served a tiny stand-in for Stripe.js whose elements are plain
 * inputs and whose createPaymentMethod tokenises with the sandbox (POST /api/payment-methods).
 * What is proven: Stripe.js is fetched only with a key, the lazy Stripe form mounts its
 * fields under their labels, its PaymentMethod id goes through checkout and booking, and a
 * declined card's message shows on the Stripe form. The server's Stripe provider itself is
 * covered by apps/server/src/features/payments/stripe-*.test.ts against a local Stripe API.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  bookingPageUrl,
  bookingsOf,
  daysFromToday,
  fillTraveller,
  findBookableRoom,
  futureExpiry,
  signUp,
  useSession,
} from './support';
import { seriousViolations } from '../axe';

const DECLINED = 'Your card was declined. Please try another card.';

// This server sends no Stripe key, so its CSP (rightly) does not allow js.stripe.com.
test.use({ bypassCSP: true });

const FAKE_STRIPE_JS = `
(() => {
  const token = () => {
    const match = document.cookie.match(/(?:^|; )cookieToken=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : '';
  };
  function Stripe(key) {
    const inputs = {};
    return {
      elements: () => ({
        create(type) {
          const input = document.createElement('input');
          input.dataset.fakeStripe = type;
          input.style.cssText = 'width:100%;border:0;outline:0;background:transparent';
          inputs[type] = input;
          const handlers = {};
          input.addEventListener('input', () =>
            handlers.change?.({ elementType: type, empty: !input.value, complete: false }),
          );
          return {
            mount: (box) => box.append(input),
            on: (event, handler) => { handlers[event] = handler; },
            focus: () => input.focus(),
            destroy: () => input.remove(),
          };
        },
      }),
      async createPaymentMethod({ type, card }) {
        const [month, year] = inputs.cardExpiry.value.split('/');
        const answer = await fetch('/api/payment-methods', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token() },
          body: JSON.stringify({
            number: inputs.cardNumber.value,
            expMonth: Number(month),
            expYear: 2000 + Number(year),
            cvc: inputs.cardCvc.value,
          }),
        });
        const body = await answer.json();
        if (!answer.ok) return { error: { type: 'card_error', message: body.message } };
        window.__stripeKey = key;
        return { paymentMethod: { id: body.data.id, type, card: { brand: body.data.brand, last4: body.data.last4 } } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

async function withStripeKey(page: Page) {
  const scripts: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS });
  });
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.stripePublishableKey = 'pk_test_e2e';
    await route.fulfill({ response, json: body });
  });
  return scripts;
}

async function payWithStripe(page: Page, number: string) {
  const field = (name: string) => page.getByRole('group', { name }).locator('input');
  await field('Card number').fill(number);
  await field('Expiration (MM/YY)').fill(futureExpiry());
  await field('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('pays with the Stripe card form: a declined card, then another card books the room', async ({
  page,
  request,
}) => {
  const scripts = await withStripeKey(page);
  const account = await signUp(request, 'Stella Stripe');
  const token = await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(120), daysFromToday(122));
  await page.goto(bookingPageUrl(stay));
  await expect(page.getByRole('heading', { name: 'Traveller Information' })).toBeVisible();
  expect(scripts).toEqual([]);
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();

  await expect(page.getByRole('group', { name: 'Card number' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  expect(scripts).toHaveLength(1);
  // The sandbox form's own inputs are not there: this is the Stripe form.
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  // Scanned without the stand-in's inputs (Stripe's real ones live in its frames) and, as in
  // booking-pages-quality.spec.ts, without the map's attribution.
  expect(
    await seriousViolations(page, {
      exclude: ['[data-fake-stripe]', '.leaflet-control-attribution'],
    }),
  ).toEqual([]);
  // A click on a label focuses Stripe's field.
  await page.getByText('CVC', { exact: true }).click();
  await expect(page.getByRole('group', { name: 'CVC' }).locator('input')).toBeFocused();

  await payWithStripe(page, DECLINED_CARD);
  await expect(page.getByRole('alert').filter({ hasText: DECLINED })).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/bkngcd\?/);
  expect(await bookingsOf(request, token)).toHaveLength(0);

  await payWithStripe(page, APPROVED_CARD);
  await expect(page).toHaveURL(/\/checkout-success\/scss\?id=\d+$/);
  expect(await page.evaluate(() => (window as { __stripeKey?: string }).__stripeKey)).toBe(
    'pk_test_e2e',
  );
  expect(await bookingsOf(request, token)).toHaveLength(1);
});

test('loads no Stripe.js when the server shares no key', async ({ page, request }) => {
  const scripts: string[] = [];
  await page.route('https://js.stripe.com/**', (route) => {
    scripts.push(route.request().url());
    return route.abort();
  });
  const account = await signUp(request, 'Sandy Sandbox');
  await useSession(page, request, account);
  const stay = await findBookableRoom(request, daysFromToday(124), daysFromToday(125));
  await page.goto(bookingPageUrl(stay));
  await fillTraveller(page);
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  expect(scripts).toEqual([]);
});
