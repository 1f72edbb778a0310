import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { authorizeCheckout } from '../checkout/index.js';
import type { PaymentProvider } from './payment-provider.js';
import { FAKE_METHODS, startFakeStripeApi } from '../../test/fake-stripe-api.js';
import { CARD_AUTHENTICATION_REQUIRED, createStripeProvider } from './stripe-provider.js';

// Checkout with a PaymentMethod id created in the browser by Stripe.js: the server only sees
// the pm_… id and must still record the card's brand and last four digits.
describe.each(TEST_DRIVERS)('checkout with a Stripe payment method on %s', (driver) => {
  let testApp: TestApp;
  let api: Awaited<ReturnType<typeof startFakeStripeApi>>;
  let stripe: PaymentProvider;
  let user: SignedInUser;
  let roomId: number;

  beforeAll(async () => {
    testApp = await createTestApp(driver);
    api = await startFakeStripeApi();
    stripe = createStripeProvider('sk_test_fake', api.connection);
    user = await signedInUser(testApp.app);
    roomId = (await insertHotelWithRooms(testApp.app.db, [{ units: 5 }])).roomIds[0]!;
  });
  afterAll(async () => {
    await api?.close();
    await testApp?.close();
  });

  async function hold() {
    const response = await holdRequest(testApp.app, user, { roomId });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    return { holdId: data.id as string, amountCents: data.price.amountCents as number };
  }

  it('authorizes the hold’s price and records the card from Stripe', async () => {
    const { holdId, amountCents } = await hold();
    const payment = await authorizeCheckout(testApp.app.db, stripe, {
      userId: user.id,
      holdId,
      paymentMethodId: FAKE_METHODS.visa,
      amountCents,
    });
    expect(api.statusOf(payment.id)).toBe('requires_capture');
    expect(api.requests.at(-1)!.params.amount).toBe(String(amountCents));
    const [row] = await testApp.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, payment.id));
    expect(row).toMatchObject({
      provider: 'stripe',
      amountCents,
      cardBrand: 'visa',
      cardLast4: '4242',
      status: 'authorized',
    });
  });

  it('refuses a card that needs 3-D Secure, records nothing and cancels the intent', async () => {
    const { holdId, amountCents } = await hold();
    await expect(
      authorizeCheckout(testApp.app.db, stripe, {
        userId: user.id,
        holdId,
        paymentMethodId: FAKE_METHODS.threeDSecure,
        amountCents,
      }),
    ).rejects.toMatchObject({
      statusCode: 422,
      code: 'CARD_AUTHENTICATION_REQUIRED',
      message: CARD_AUTHENTICATION_REQUIRED,
    });
    const cancelled = api.requests.at(-1)!;
    expect(cancelled.path).toMatch(/\/cancel$/);
    const rows = await testApp.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.holdId, holdId));
    expect(rows).toEqual([]);
  });
});
