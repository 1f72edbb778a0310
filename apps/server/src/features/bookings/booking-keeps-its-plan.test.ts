/**
 * A booking keeps its plan as sold (decision 048): the name, refundability and breakfast the
 * guest paid for are the booking's, so an admin who renames or changes the plan afterwards (or
 * while the guest pays) changes nothing the guest, the mail, the cancellation or the admin
 * reads about that booking.
 */
import { addDays } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, mailOutbox } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

/** What the plan was sold as; the admin's edit below turns every term around. */
const SOLD = { RatePlan: 'Bed and breakfast', BreakfastIncluded: true };
const EDITED = { name: 'Room only', refundable: false, breakfastIncluded: false };

describe.each(TEST_DRIVERS)('a booking keeps its plan as sold, on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let guest: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
    guest = await signedInUser(t.app, { fullName: 'Ines Prado' });
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.headers, ...(payload && { payload }) });

  /** A $100 room with a free window still open and a refundable breakfast plan at +$20. */
  async function roomWithBreakfastPlan(name: string) {
    const { hotelId, roomIds } = await insertHotelWithRooms(t.app.db, [{ priceCents: 10_000 }], {
      name,
    });
    await t.app.db
      .update(hotels)
      .set({ freeCancellationDays: 1, cancellationPenalty: 'WholeStay' })
      .where(eq(hotels.id, hotelId));
    const created = await asAdmin('POST', `/api/admin/rooms/${roomIds[0]}/rate-plans`, {
      name: SOLD.RatePlan,
      refundable: true,
      breakfastIncluded: true,
      pricing: 'amount',
      adjustmentCents: 2_000,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { roomId: roomIds[0]!, planId: created.json().data.id as string };
  }

  const paidFor = (roomId: number, planId: string, checkIn: string) =>
    heldAndPaid(t.app, guest, {
      roomId,
      checkIn,
      checkOut: addDays(checkIn, 2),
      guests: 2,
      ratePlanId: Number(planId),
    });

  async function editPlan(planId: string) {
    const edited = await asAdmin('PATCH', `/api/admin/rate-plans/${planId}`, EDITED);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject(EDITED);
  }

  it('still says Bed and breakfast, refundable, breakfast included after the admin edits the plan', async () => {
    const { roomId, planId } = await roomWithBreakfastPlan('Casa Desayuno');
    const checkIn = dateFromToday(45);
    const response = await bookingRequest(t.app, guest, await paidFor(roomId, planId, checkIn));
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json().data;
    const nights = [
      { date: checkIn, ratePlan: SOLD.RatePlan, priceCents: 12_000 },
      { date: addDays(checkIn, 1), ratePlan: SOLD.RatePlan, priceCents: 12_000 },
    ];
    const asSold = {
      ...SOLD,
      NightlyRates: nights,
      CancellationPolicy: { NonRefundable: false, FreeCancellationUntil: addDays(checkIn, -1) },
    };
    expect(booked).toMatchObject(asSold);

    await editPlan(planId);

    // The guest's dashboard.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/bookings/mine',
      headers: guest.headers,
    });
    const listed = (mine.json().data as { id: string }[]).find(({ id }) => id === booked.id);
    expect(listed).toMatchObject(asSold);
    // The admin's list and detail.
    const list = await asAdmin('GET', `/api/admin/bookings?q=${booked.id}`);
    expect(list.json().data).toMatchObject([asSold]);
    const detail = await asAdmin('GET', `/api/admin/bookings/${booked.id}`);
    expect(detail.json().data.booking).toMatchObject(asSold);
    const csv = await asAdmin('GET', `/api/admin/bookings.csv?q=${booked.id}`);
    expect(csv.body).toContain(`,${SOLD.RatePlan},${checkIn},`);
    // The cancellation quote: refundable as sold, so all of it comes back inside the window.
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booked.id}/cancellation`,
      headers: guest.headers,
    });
    expect(quote.json().data).toMatchObject({ Free: true, Refund: booked.payment.FinalPrice });
    // The confirmation mail.
    const [mail] = await t.app.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(
        eq(mailOutbox.subject, `Your booking at Casa Desayuno is confirmed (booking ${booked.id})`),
      );
    expect(mail!.text).toContain(`Rate: ${SOLD.RatePlan}\nBreakfast: Included\n`);
  });

  it('books the plan as held when the admin edits it while the guest pays', async () => {
    const { roomId, planId } = await roomWithBreakfastPlan('Casa Pago');
    const paid = await paidFor(roomId, planId, dateFromToday(50));
    await editPlan(planId);

    const response = await bookingRequest(t.app, guest, paid);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      ...SOLD,
      CancellationPolicy: { NonRefundable: false },
    });
  });
});
