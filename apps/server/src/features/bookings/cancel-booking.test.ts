import {
  cancellationRefund,
  centsToDollars,
  dollarsToCents,
  hotelToday,
  ROLE_ADMIN,
} from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, paymentIntents, payments, roomNights, sandboxRefunds } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { rowCounts } from '../../test/row-counts.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  holdRequest,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { reconcile } from '../reconciliation/index.js';

const CANCEL_TABLES = ['bookings', 'payments', 'payment_intents', 'mail_outbox'] as const;

interface Booked {
  id: string;
  status: string;
  RefundAmount: number | null;
  CancelledAt: string | null;
  CancellationReason: string | null;
  payment: { FinalPrice: number };
}

describe.each(TEST_DRIVERS)('cancelling a booking on %s', (driver) => {
  let t: TestApp;
  let guest: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;
  let day = 20;

  beforeAll(async () => {
    t = await createTestApp(driver);
    guest = await signedInUser(t.app, { fullName: 'Rita Neves' });
    stranger = await signedInUser(t.app);
    admin = await signedInUser(t.app, { role: ROLE_ADMIN });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => t.close());

  /** A confirmed three-night booking in a one-unit room, starting `inDays` from today. */
  async function book(inDays = (day += 5)) {
    const roomId = (await insertHotelWithRooms(t.app.db, [{ units: 1 }])).roomIds[0]!;
    const stay = { roomId, checkIn: dateFromToday(inDays), checkOut: dateFromToday(inDays + 3) };
    const paid = await heldAndPaid(t.app, guest, stay);
    const response = await bookingRequest(t.app, guest, paid);
    expect(response.statusCode).toBe(201);
    return { booking: response.json().data as Booked, stay, intentId: paid.paymentId };
  }

  const quote = (id: string, user = guest) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${id}/cancellation`, headers: user.headers });
  const cancel = (id: string, user = guest, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${id}/cancel`,
      headers: user.headers,
      payload,
    });
  const statusOf = async (id: string) =>
    (
      await t.app.db
        .select()
        .from(bookings)
        .where(eq(bookings.id, Number(id)))
    )[0]!.status;

  it('cancels with no body at all, as `curl -X POST` sends', async () => {
    const { booking } = await book();
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: { authorization: guest.headers.authorization },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await statusOf(booking.id)).toMatch(/^cancel/);
  });

  it('quotes the refund the domain function gives, inside and after the free window', async () => {
    const { booking, stay } = await book();
    const paidCents = dollarsToCents(booking.payment.FinalPrice);
    const inside = await quote(booking.id);
    expect(inside.statusCode).toBe(200);
    expect(inside.json().data).toEqual({
      Cancellable: true,
      Free: true,
      Paid: booking.payment.FinalPrice,
      Refund: booking.payment.FinalPrice,
      Penalty: 0,
      FreeCancellationUntil: dateFromToday(day - 1),
    });

    // A 60-day window on a stay 25+ days away: the free window is already over.
    await t.app.db
      .update(bookings)
      .set({ cancelFreeDays: 60 })
      .where(eq(bookings.id, Number(booking.id)));
    const expected = cancellationRefund({
      policy: { freeCancellationDays: 60, penalty: 'FirstNight', nonRefundable: false },
      stay,
      paidCents,
      today: hotelToday('UTC'),
    });
    expect(expected).toMatchObject({ cancellable: true, free: false });
    const after = (await quote(booking.id)).json().data;
    expect(after).toMatchObject({
      Cancellable: true,
      Free: false,
      Refund: centsToDollars(expected.cancellable ? expected.refundCents : -1),
      Penalty: centsToDollars(expected.cancellable ? expected.penaltyCents : -1),
    });
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it('refunds through the provider, frees the nights and shows the cancellation', async () => {
    const { booking, stay, intentId } = await book();
    const refund = vi.spyOn(t.app.paymentProvider, 'refund');
    const before = Date.now();
    const response = await cancel(booking.id);
    expect(response.statusCode).toBe(200);
    const cancelled = response.json().data as Booked;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      RefundAmount: booking.payment.FinalPrice,
      CancellationReason: null,
    });
    expect(Date.parse(cancelled.CancelledAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(intentId, {
      idempotencyKey: `refund:${booking.id}`,
      amountCents: dollarsToCents(booking.payment.FinalPrice),
    });
    const [intent] = await t.app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId));
    expect(intent!.status).toBe('refunded');

    // The payment keeps the id the provider gave the refund, to find it in its records.
    const [paymentRow] = await t.app.db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, Number(booking.id)));
    const [paidRefund] = await t.app.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `refund:${booking.id}`));
    expect(paymentRow).toMatchObject({ status: 'refunded', refundId: paidRefund!.id });
    expect(paidRefund!.id).toMatch(/^re_sandbox_/);
    expect(await refund.mock.results[0]!.value).toEqual({ id: paidRefund!.id });

    // The nights are free again: someone else holds the same one-unit room for them.
    const hold = await holdRequest(t.app, await signedInUser(t.app), stay);
    expect(hold.statusCode).toBe(201);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: guest.headers,
    });
    const listed = (mine.json().data as Booked[]).find((entry) => entry.id === booking.id);
    expect(listed).toMatchObject({ status: 'cancelled', RefundAmount: booking.payment.FinalPrice });
    const all = await t.app.inject({ method: 'GET', url: '/api/bookings', headers: admin.headers });
    expect((all.json().data as Booked[]).find((entry) => entry.id === booking.id)).toMatchObject({
      status: 'cancelled',
      CancelledAt: cancelled.CancelledAt,
    });
  });

  it('refunds only what the policy leaves after the free window', async () => {
    const { booking } = await book();
    await t.app.db
      .update(bookings)
      .set({ cancelFreeDays: 60, cancelPenalty: 'FirstNight' })
      .where(eq(bookings.id, Number(booking.id)));
    const refund = vi.spyOn(t.app.paymentProvider, 'refund');
    const paidCents = dollarsToCents(booking.payment.FinalPrice);
    const response = await cancel(booking.id);
    expect(response.statusCode).toBe(200);
    const refundCents = paidCents - Math.floor(paidCents / 3);
    expect(response.json().data.RefundAmount).toBe(centsToDollars(refundCents));
    expect(refund.mock.calls[0]![1]).toMatchObject({ amountCents: refundCents });
  });

  it('gives one refund when twenty cancels arrive at once', async () => {
    const { booking } = await book();
    const refund = vi.spyOn(t.app.paymentProvider, 'refund');
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(booking.id)));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(19);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await statusOf(booking.id)).toBe('cancelled');
  });

  it('never overbooks when a cancel and a new hold for the freed nights race', async () => {
    const { booking, stay } = await book();
    const other = await signedInUser(t.app);
    const [cancelled, hold] = await Promise.all([
      cancel(booking.id),
      holdRequest(t.app, other, stay),
    ]);
    expect(cancelled.statusCode).toBe(200);
    expect([201, 409]).toContain(hold.statusCode);
    const nights = await t.app.db
      .select()
      .from(roomNights)
      .where(eq(roomNights.roomId, stay.roomId));
    for (const night of nights) expect(night.booked).toBeLessThanOrEqual(night.units);
    // Once the cancel has committed the nights are free for a hold that was refused.
    if (hold.statusCode === 409)
      expect((await holdRequest(t.app, await signedInUser(t.app), stay)).statusCode).toBe(201);
  });

  it('refuses someone else’s booking, a cancelled one and a started stay, changing nothing', async () => {
    const { booking } = await book();
    const counts = await rowCounts(t.app.db, CANCEL_TABLES);
    const foreign = await cancel(booking.id, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Booking not found' });
    expect((await quote(booking.id, stranger)).statusCode).toBe(404);
    expect((await cancel('999999')).statusCode).toBe(404);
    expect((await cancel('abc')).statusCode).toBe(400);
    expect((await cancel(booking.id, guest, { reason: 7 })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
    });
    expect(anonymous.statusCode).toBe(401);
    // An admin cancelling someone else's booking must say why.
    const noReason = await cancel(booking.id, admin);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toHaveProperty('reason');
    expect(await rowCounts(t.app.db, CANCEL_TABLES)).toEqual(counts);
    expect(await statusOf(booking.id)).toBe('confirmed');

    expect((await cancel(booking.id)).statusCode).toBe(200);
    const again = await cancel(booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'This booking is already cancelled' });

    const started = await book();
    await t.app.db
      .update(bookings)
      .set({ checkIn: dateFromToday(-2), checkOut: dateFromToday(1) })
      .where(eq(bookings.id, Number(started.booking.id)));
    const countsBefore = await rowCounts(t.app.db, CANCEL_TABLES);
    const late = await cancel(started.booking.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'STAY_STARTED',
      message: 'This stay has already started and can no longer be cancelled',
    });
    expect((await quote(started.booking.id)).json().data).toMatchObject({ Cancellable: false });
    expect(await rowCounts(t.app.db, CANCEL_TABLES)).toEqual(countsBefore);
    expect(await statusOf(started.booking.id)).toBe('confirmed');
  });

  it('lets an admin cancel anyone’s booking with a reason, always refunding in full', async () => {
    const { booking } = await book();
    await t.app.db
      .update(bookings)
      .set({ cancelNonRefundable: true })
      .where(eq(bookings.id, Number(booking.id)));
    expect((await quote(booking.id)).json().data).toMatchObject({ Refund: 0 });
    expect((await quote(booking.id, admin)).json().data).toMatchObject({
      Refund: booking.payment.FinalPrice,
    });
    const response = await cancel(booking.id, admin, { reason: 'Hotel closed for repairs' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'cancelled',
      RefundAmount: booking.payment.FinalPrice,
      CancellationReason: 'Hotel closed for repairs',
    });
  });

  it('keeps a failed refund pending and reconciliation pays it once, with the same key', async () => {
    const { booking, stay } = await book();
    const refund = vi
      .spyOn(t.app.paymentProvider, 'refund')
      .mockRejectedValueOnce(new Error('provider unreachable'));
    const response = await cancel(booking.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'cancellation_pending',
      RefundAmount: booking.payment.FinalPrice,
    });
    // The guest's decision stands: the nights are already free.
    expect((await holdRequest(t.app, await signedInUser(t.app), stay)).statusCode).toBe(201);
    expect((await cancel(booking.id)).statusCode).toBe(409);

    const log = t.app.log;
    const first = await reconcile({ db: t.app.db, provider: t.app.paymentProvider, log });
    expect(first).toMatchObject({ refunded: 1, refundsPending: 0 });
    const second = await reconcile({ db: t.app.db, provider: t.app.paymentProvider, log });
    expect(second).toMatchObject({ refunded: 0 });
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls[0]![1]).toEqual(refund.mock.calls[1]![1]);
    expect(await statusOf(booking.id)).toBe('cancelled');
    // The refund reconciliation paid is the one the payment names.
    const [paymentRow] = await t.app.db
      .select({ refundId: payments.refundId })
      .from(payments)
      .where(eq(payments.bookingId, Number(booking.id)));
    expect(paymentRow!.refundId).toBe(((await refund.mock.results[1]!.value) as { id: string }).id);
    expect(paymentRow!.refundId).toMatch(/^re_sandbox_/);
  });
});
