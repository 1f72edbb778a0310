import { dollarsToCents, ROLE_USER } from '@staylane/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentIntents, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { FAKE_METHODS, startFakeStripeApi } from '../../test/fake-stripe-api.js';
import { killedAfterRefund } from '../../test/killed-after-refund.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { cancelBookingFor } from '../bookings/index.js';
import { reconcile } from '../reconciliation/index.js';
import { createStripeProvider } from './stripe-provider.js';

// Cancelling a booking paid through Stripe: the refund goes to Stripe's API with the amount
// the policy gives and the booking's idempotency key (decision 019).
describe.each(TEST_DRIVERS)('cancelling a Stripe booking on %s', (driver) => {
  let t: TestApp;
  let guest: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(driver);
    guest = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  async function book(inDays = 20) {
    const roomId = (await insertHotelWithRooms(t.app.db, [{ units: 1 }])).roomIds[0]!;
    const stay = { roomId, checkIn: dateFromToday(inDays), checkOut: dateFromToday(inDays + 2) };
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
      // Stripe's id of the refund is kept with the payment.
      const [paymentRow] = await t.app.db
        .select({ status: payments.status, refundId: payments.refundId })
        .from(payments)
        .where(eq(payments.bookingId, Number(booking.id)));
      expect(paymentRow).toEqual({ status: 'refunded', refundId: api.refunds.at(-1)!.id });
      expect(paymentRow!.refundId).toMatch(/^re_fake_/);
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

  // Stripe refunded, then the process died before the booking was marked cancelled.
  // Reconciliation after the restart sends the same Idempotency-Key, so Stripe refunds once.
  it('sends Stripe the same key again after a crash past the refund, and Stripe refunds once', async () => {
    // Its own intent ids: the earlier test's fake API numbered from 1 too.
    const api = await startFakeStripeApi({ intentPrefix: 'pi_fault' });
    try {
      const stripe = createStripeProvider('sk_test_fake', api.connection);
      const { booking } = await book(40);
      const id = Number(booking.id);
      const paidCents = dollarsToCents(booking.payment.FinalPrice);
      const intent = await stripe.authorize({
        amountCents: paidCents,
        paymentMethodId: FAKE_METHODS.visa,
        idempotencyKey: `stripe-fault-${id}`,
        description: 'test',
      });
      await stripe.capture(intent.id, { idempotencyKey: `capture-${id}` });
      await t.app.db.insert(paymentIntents).values({
        id: intent.id,
        provider: 'stripe',
        amountCents: paidCents,
        status: 'captured',
      });
      await t.app.db.execute(
        sql`update payments set payment_intent_id = ${intent.id} where booking_id = ${id}`,
      );
      const dying = { db: killedAfterRefund(t.app.db), provider: stripe, log: t.app.log };
      const caller: Parameters<typeof cancelBookingFor>[1] = {
        id: guest.id,
        role: ROLE_USER,
        sessionId: 'test',
      };
      await expect(cancelBookingFor(dying, caller, id, undefined)).rejects.toThrow(
        'process killed',
      );
      const statusOf = async () =>
        (
          await t.app.db
            .select({
              booking: bookings.status,
              payment: payments.status,
              refund: bookings.refundCents,
              refundId: payments.refundId,
            })
            .from(bookings)
            .innerJoin(payments, eq(payments.bookingId, bookings.id))
            .where(eq(bookings.id, id))
        )[0]!;
      expect((await statusOf()).booking).toBe('cancellation_pending');

      const first = await reconcile({ db: t.app.db, provider: stripe, log: t.app.log });
      const second = await reconcile({ db: t.app.db, provider: stripe, log: t.app.log });
      expect(first.refunded).toBe(1);
      expect(second).toMatchObject({ refunded: 0, refundsPending: 0 });

      const refundCalls = api.requests.filter((r) => r.path === '/v1/refunds');
      expect(refundCalls.map((r) => r.idempotencyKey)).toEqual([`refund:${id}`, `refund:${id}`]);
      const after = await statusOf();
      // The one refund Stripe made, named by the id Stripe answered the repeated key with.
      expect(after).toMatchObject({
        booking: 'cancelled',
        payment: 'refunded',
        refundId: api.refunds[0]!.id,
      });
      expect(api.refunds).toEqual([
        expect.objectContaining({ paymentIntent: intent.id, amount: after.refund }),
      ]);
      expect(after.refund).toBeGreaterThan(0);
      expect(after.refund).toBeLessThanOrEqual(paidCents);
    } finally {
      await api.close();
    }
  });
});
