import { dollarsToCents, ROLE_USER } from '@staylane/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { FAKE_METHODS, startFakeStripeApi } from '../../test/fake-stripe-api.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { cancelBookingFor } from '../bookings/index.js';
import { createStripeProvider } from './stripe-provider.js';

// Cancelling a booking paid through Stripe: the refund goes to Stripe's API with the amount
// the policy gives and the booking's idempotency key (issue 17, decision 019).
describe.each(TEST_DRIVERS)('cancelling a Stripe booking on %s', (driver) => {
  let t: TestApp;
  let guest: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(driver);
    guest = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  async function book() {
    const roomId = (await insertHotelWithRooms(t.app.db, [{ units: 1 }])).roomIds[0]!;
    const stay = { roomId, checkIn: dateFromToday(20), checkOut: dateFromToday(22) };
    const response = await bookingRequest(t.app, guest, await heldAndPaid(t.app, guest, stay));
    expect(response.statusCode).toBe(201);
    return { booking: response.json().data as { id: string; payment: { FinalPrice: number } } };
  }

  it('refunds through Stripe with the booking’s idempotency key and the amount', async () => {
    const api = await startFakeStripeApi();
    try {
      const stripe = createStripeProvider('sk_test_fake', api.connection);
      const intent = await stripe.authorize({
        amountCents: 1000,
        paymentMethodId: FAKE_METHODS.visa,
        idempotencyKey: 'stripe-cancel-test',
        description: 'test',
      });
      const { booking } = await book();
      // The booking as paid through Stripe: its payment names the Stripe intent.
      await t.app.db.insert(paymentIntents).values({
        id: intent.id,
        provider: 'stripe',
        amountCents: 1000,
        status: 'captured',
      });
      await t.app.db.execute(
        sql`update payments set payment_intent_id = ${intent.id} where booking_id = ${Number(booking.id)}`,
      );
      const cancelled = await cancelBookingFor(
        { db: t.app.db, provider: stripe, log: t.app.log },
        { id: guest.id, role: ROLE_USER, sessionId: 'test' },
        Number(booking.id),
        undefined,
      );
      expect(cancelled.status).toBe('cancelled');
      expect(api.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/v1/refunds',
        idempotencyKey: `refund:${booking.id}`,
        params: {
          payment_intent: intent.id,
          amount: String(dollarsToCents(booking.payment.FinalPrice)),
        },
      });
    } finally {
      await api.close();
    }
  });
});
