import { dollarsToCents, ROLE_USER } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentIntents, payments, sandboxRefunds } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { killedAfterRefund } from '../../test/killed-after-refund.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import type { PaymentProvider } from '../payments/index.js';
import { reconcile } from '../reconciliation/index.js';
import { cancelBookingFor } from './index.js';

// The provider has refunded but the process died before the booking was marked
// cancelled. Reconciliation in the restarted process retries with the same key, and the
// provider treats it as the refund already made: money goes back once. (The same fault
// through Stripe is in payments/stripe-cancellation.test.ts.)
describe.each(TEST_DRIVERS)('a cancellation killed between refund and database on %s', (driver) => {
  let t: TestApp;
  let guest: SignedInUser;
  let day = 30;

  beforeAll(async () => {
    t = await createTestApp(driver);
    guest = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  async function book() {
    const roomId = (await insertHotelWithRooms(t.app.db, [{ units: 1 }])).roomIds[0]!;
    day += 5;
    const stay = { roomId, checkIn: dateFromToday(day), checkOut: dateFromToday(day + 2) };
    const paid = await heldAndPaid(t.app, guest, stay);
    const response = await bookingRequest(t.app, guest, paid);
    expect(response.statusCode).toBe(201);
    const booking = response.json().data as { id: string; payment: { FinalPrice: number } };
    return {
      id: Number(booking.id),
      paidCents: dollarsToCents(booking.payment.FinalPrice),
      intentId: paid.paymentId,
    };
  }

  async function cancelAndDie(id: number, provider: PaymentProvider) {
    const dying = { db: killedAfterRefund(t.app.db), provider, log: t.app.log };
    const caller: Parameters<typeof cancelBookingFor>[1] = {
      id: guest.id,
      role: ROLE_USER,
      sessionId: 'test',
    };
    await expect(cancelBookingFor(dying, caller, id, undefined)).rejects.toThrow('process killed');
  }

  async function stored(id: number) {
    const [row] = await t.app.db
      .select({ booking: bookings, payment: payments })
      .from(bookings)
      .innerJoin(payments, eq(payments.bookingId, bookings.id))
      .where(eq(bookings.id, id));
    return row!;
  }

  /** A restarted process: reconciliation twice, the second finding nothing left to do. */
  async function restartAndReconcile(provider: PaymentProvider) {
    const first = await reconcile({ db: t.app.db, provider, log: t.app.log });
    const second = await reconcile({ db: t.app.db, provider, log: t.app.log });
    return { first, second };
  }

  it('refunds once at the sandbox provider and ends cancelled', async () => {
    const { id, paidCents, intentId } = await book();
    await cancelAndDie(id, t.app.paymentProvider);
    expect((await stored(id)).booking.status).toBe('cancellation_pending');
    const refundedBeforeRestart = await t.app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, intentId));
    expect(refundedBeforeRestart).toHaveLength(1);

    const { first, second } = await restartAndReconcile(t.app.paymentProvider);
    expect(first.refunded).toBe(1);
    expect(second).toMatchObject({ refunded: 0, refundsPending: 0, errors: 0 });

    const { booking, payment } = await stored(id);
    expect(booking.status).toBe('cancelled');
    expect(payment.status).toBe('refunded');
    const refunds = await t.app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.paymentIntentId, intentId));
    expect(refunds).toEqual([
      expect.objectContaining({ idempotencyKey: `refund:${id}`, amountCents: booking.refundCents }),
    ]);
    expect(booking.refundCents).toBeGreaterThan(0);
    expect(booking.refundCents).toBeLessThanOrEqual(paidCents);
    const [intent] = await t.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId));
    expect(refunds[0]!.amountCents).toBeLessThanOrEqual(intent!.amountCents);
  });
});
