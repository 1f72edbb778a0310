import { addDays } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, hotels, mailOutbox, roomRates, rooms } from '../../db/schema.js';
import { withNonRefundablePlan } from '../../test/rate-plan-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

describe.each(TEST_DRIVERS)('the cancellation terms a booking records, on %s', (driver) => {
  let t: TestApp;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await signedInUser(t.app, { fullName: 'Rita Neves' });
  });
  afterAll(() => t.close());

  async function book(roomId: number, checkIn: string, checkOut: string) {
    const paid = await heldAndPaid(t.app, user, { roomId, checkIn, checkOut, guests: 2 });
    const response = await bookingRequest(t.app, user, paid);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: string; CancellationPolicy: unknown };
  }

  it('copies the hotel’s policy and keeps it when the hotel changes its policy later', async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ name: 'Double' }]);
    await t.app.db
      .update(hotels)
      .set({ freeCancellationDays: 3, cancellationPenalty: 'WholeStay', timeZone: 'Europe/Rome' })
      .where(eq(hotels.id, hotelId));
    const checkIn = dateFromToday(30);
    const booked = await book(roomIds[0]!, checkIn, dateFromToday(32));
    const terms = {
      FreeCancellationDays: 3,
      Penalty: 'WholeStay',
      TimeZone: 'Europe/Rome',
      NonRefundable: false,
      FreeCancellationUntil: addDays(checkIn, -3),
    };
    expect(booked.CancellationPolicy).toEqual(terms);

    await t.app.db
      .update(hotels)
      .set({ freeCancellationDays: 0, cancellationPenalty: 'None', timeZone: 'Asia/Tokyo' })
      .where(eq(hotels.id, hotelId));
    await t.app.db.update(rooms).set({ nonRefundable: true }).where(eq(rooms.id, roomIds[0]!));
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: user.headers,
    });
    const listed = (mine.json().data as { id: string; CancellationPolicy: unknown }[]).find(
      (entry) => entry.id === booked.id,
    );
    expect(listed?.CancellationPolicy).toEqual(terms);
  });

  it('records a non-refundable room as such and says so in the confirmation mail', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ name: 'Saver' }], {
      name: 'Casa Firme',
    });
    await t.app.db.update(rooms).set({ nonRefundable: true }).where(eq(rooms.id, roomIds[0]!));
    const booked = await book(roomIds[0]!, dateFromToday(40), dateFromToday(41));
    expect(booked.CancellationPolicy).toMatchObject({
      NonRefundable: true,
      FreeCancellationUntil: null,
    });
    const mails = await t.app.db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, `Your booking at Casa Firme is confirmed (booking ${booked.id})`),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(
      'Cancellation: Non-refundable. Cancelling refunds nothing.',
    );
    expect(mails[0]!.htmlBody).toContain('Non-refundable. Cancelling refunds nothing.');
  });

  it('books a Non-refundable plan: the mail and the dashboard show it night by night, and cancelling refunds nothing', async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ priceCents: 10_000 }], {
      name: 'Casa Plano',
    });
    const roomId = roomIds[0]!;
    // A hotel whose free window is still open: only the plan makes the stay non-refundable.
    await t.app.db
      .update(hotels)
      .set({ freeCancellationDays: 1, cancellationPenalty: 'WholeStay' })
      .where(eq(hotels.id, hotelId));
    const plans = await withNonRefundablePlan(t.app.db, roomId);
    const checkIn = dateFromToday(60);
    await t.app.db
      .insert(roomRates)
      .values({ ratePlanId: plans.standardId, night: addDays(checkIn, 1), priceCents: 15_000 });
    const paid = await heldAndPaid(t.app, user, {
      roomId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 2,
      ratePlanId: plans.nonRefundableId,
    });
    const response = await bookingRequest(t.app, user, paid);
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json().data;
    const nightlyRates = [
      { date: checkIn, ratePlan: 'Non-refundable', priceCents: 9_000 },
      { date: addDays(checkIn, 1), ratePlan: 'Non-refundable', priceCents: 13_500 },
    ];
    expect(booked).toMatchObject({
      RatePlan: 'Non-refundable',
      NightlyRates: nightlyRates,
      CancellationPolicy: { NonRefundable: true, FreeCancellationUntil: null },
      payment: { FinalPrice: 225 },
    });
    const [row] = await t.app.db
      .select({ ratePlanId: bookings.ratePlanId })
      .from(bookings)
      .where(eq(bookings.id, Number(booked.id)));
    expect(row!.ratePlanId).toBe(plans.nonRefundableId);

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: user.headers,
    });
    const listed = (mine.json().data as { id: string }[]).find((entry) => entry.id === booked.id);
    expect(listed).toMatchObject({ RatePlan: 'Non-refundable', NightlyRates: nightlyRates });

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, `Your booking at Casa Plano is confirmed (booking ${booked.id})`),
      );
    expect(mail!.textBody).toContain(
      `Rate: Non-refundable\nNight of ${checkIn}: $90.00\nNight of ${addDays(checkIn, 1)}: $135.00\n`,
    );

    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booked.id}/cancellation`,
      headers: user.headers,
    });
    expect(quote.json().data).toMatchObject({ Free: false, Paid: 225, Refund: 0, Penalty: 225 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${booked.id}/cancel`,
      headers: user.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', RefundAmount: 0 });
  });

  it('states the free-cancellation deadline in hotel time in the confirmation mail', async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ name: 'Twin' }], {
      name: 'Casa Aberta',
    });
    await t.app.db
      .update(hotels)
      .set({
        freeCancellationDays: 2,
        cancellationPenalty: 'FirstNight',
        timeZone: 'America/New_York',
      })
      .where(eq(hotels.id, hotelId));
    const checkIn = dateFromToday(50);
    const booked = await book(roomIds[0]!, checkIn, dateFromToday(53));
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, `Your booking at Casa Aberta is confirmed (booking ${booked.id})`),
      );
    expect(mail!.textBody).toContain(
      `Cancellation: Free cancellation until ${addDays(checkIn, -2)} (end of day, America/New_York time). After that, cancelling costs the first night.`,
    );
  });

  it('says there is no free cancellation in the mail of a stay whose free window has closed', async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ name: 'Single' }], {
      name: 'Casa Tarde',
    });
    await t.app.db
      .update(hotels)
      .set({ freeCancellationDays: 7, cancellationPenalty: 'FirstNight', timeZone: 'UTC' })
      .where(eq(hotels.id, hotelId));
    const booked = await book(roomIds[0]!, dateFromToday(3), dateFromToday(5));
    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, `Your booking at Casa Tarde is confirmed (booking ${booked.id})`),
      );
    expect(mail!.textBody).toContain(
      'Cancellation: No free cancellation for these dates. Cancelling costs the first night.',
    );
    expect(mail!.textBody).not.toContain('Free cancellation until');
  });

  it('keeps the recorded terms whole or absent in the database itself', async () => {
    const [any] = await t.app.db.select({ id: bookings.id }).from(bookings).limit(1);
    await expect(
      t.app.db.update(bookings).set({ cancelPenalty: null }).where(eq(bookings.id, any!.id)),
    ).rejects.toThrow();
  });
});
