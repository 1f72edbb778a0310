/**
 * Verified reviews (decision 024): who may review which stay and when, one review per booking
 * however many requests race, and the hotel's figures after publish, hide and reply.
 */
import { REVIEW_TEXTS } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, hotels, reviews } from '../../db/schema.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import {
  dateFromToday,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';
import { insertBooking } from '../../test/stored-bookings.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

const REVIEW = {
  rating: 4,
  cleanliness: 5,
  location: 4,
  staff: 3,
  value: 4,
  text: 'A quiet room, a kind front desk and a breakfast worth waking up for.',
};

describe.each(TEST_DRIVERS)('reviews on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  let guest: SignedInUser;
  let hotelId: number;
  let roomId: number;

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
    guest = await signedInUser(t.app, { fullName: 'Marta Lopes' });
    const fixture = await insertHotelWithRooms(t.app.db, [{ units: 5 }], { name: 'Quinta Verde' });
    hotelId = fixture.hotelId;
    roomId = fixture.roomIds[0]!;
    // The admin's figures (decision 011) stand until real reviews exist.
    await t.app.db
      .update(hotels)
      .set({ starRating: 4.8, reviewCount: 120 })
      .where(eq(hotels.id, hotelId));
  });
  afterAll(() => t.close());

  const stay = (daysBeforeToday: number, userId = guest.id) =>
    insertBooking(t.app.db, {
      userId,
      hotelId,
      roomId,
      checkIn: dateFromToday(-daysBeforeToday - 2),
      checkOut: dateFromToday(-daysBeforeToday),
      // Booked a month before it began, as a stay is (decision 039).
      bookedAt: new Date(Date.now() - (daysBeforeToday + 32) * 86_400_000),
    });
  const post = (bookingId: number, body: object = REVIEW, user: { headers: object } = guest) =>
    t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/review`,
      headers: user.headers as Record<string, string>,
      payload: body,
    });
  /** The figures the hotel's page shows, checked against what a search lists (both cached). */
  const hotelFigures = async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}` });
    const data = answer.json().data;
    const search = await t.app.inject({ method: 'GET', url: '/api/hotels?page=1&pageSize=50' });
    const listed = (search.json().data as { id: string }[]).find((h) => h.id === String(hotelId));
    expect(listed).toMatchObject({ StarRating: data.StarRating, ReviewNumber: data.ReviewNumber });
    return {
      StarRating: data.StarRating,
      ReviewNumber: data.ReviewNumber,
      PublishedReviews: data.PublishedReviews,
    };
  };

  it('refuses a stay before its check-out day, a cancelled one and someone else’s', async () => {
    const future = await insertBooking(t.app.db, {
      userId: guest.id,
      hotelId,
      roomId,
      checkIn: dateFromToday(3),
      checkOut: dateFromToday(5),
    });
    const early = await post(future.id);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ message: REVIEW_TEXTS.beforeCheckOut, code: 'STAY_NOT_OVER' });

    const cancelled = await stay(3);
    await t.app.db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(bookings.id, cancelled.id));
    const refused = await post(cancelled.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: REVIEW_TEXTS.notConfirmed });

    const other = await signedInUser(t.app);
    const theirs = await stay(3, other.id);
    const notYours = await post(theirs.id);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toEqual({ message: REVIEW_TEXTS.bookingNotFound, code: 'NOT_FOUND' });
    // Not even an admin writes a guest's review.
    expect((await post(theirs.id, REVIEW, admin)).statusCode).toBe(404);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${theirs.id}/review`,
      payload: REVIEW,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.app.db.select().from(reviews)).toHaveLength(0);
  });

  it('names each bad field with a message a guest understands', async () => {
    const booking = await stay(2);
    const bad = await post(booking.id, { ...REVIEW, rating: 6, staff: '0', text: 'Too short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      rating: REVIEW_TEXTS.scoreRequired('Overall rating'),
      staff: REVIEW_TEXTS.scoreRequired('Staff'),
      text: REVIEW_TEXTS.textTooShort,
    });
    const long = await post(booking.id, { ...REVIEW, text: 'x'.repeat(2001) });
    expect(long.json().fields).toEqual({ text: REVIEW_TEXTS.textTooLong });
  });

  it('takes one review per booking when ten posts race, and refuses the next with 409', async () => {
    const booking = await stay(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(booking.id)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toEqual({
        message: REVIEW_TEXTS.alreadyReviewed,
        code: 'ALREADY_REVIEWED',
      });
    }
    const stored = await t.app.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(stored).toHaveLength(1);
    expect((await post(booking.id)).statusCode).toBe(409);
  });

  it('lists the review verified with its sub-scores and the guest’s first name and initial', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotelId}/reviews?page=1&pageSize=5`,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.meta).toEqual({ total: 1, page: 1, pageSize: 5, pageCount: 1 });
    expect(body.data[0]).toMatchObject({
      user: 'Marta L.',
      rating: 4,
      cleanliness: 5,
      location: 4,
      staff: 3,
      value: 4,
      hotelReview: REVIEW.text,
      verified: true,
      reply: null,
      hidden: false,
    });
    expect(answer.body).not.toContain(guest.email);
    const missing = await t.app.inject({ method: 'GET', url: '/api/hotels/999999/reviews' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the hotel’s rating and count on its published reviews through hide, reply and show', async () => {
    // One review of 4 published so far (the admin's 4.8 and 120 no longer show).
    expect(await hotelFigures()).toEqual({
      StarRating: 4,
      ReviewNumber: 1,
      PublishedReviews: { RatingValue: 4, ReviewCount: 1 },
    });
    const second = await stay(4);
    const written = await post(second.id, { ...REVIEW, rating: 1 });
    expect(written.statusCode).toBe(201);
    const reviewId = written.json().data.id as string;
    expect(await hotelFigures()).toMatchObject({ StarRating: 2.5, ReviewNumber: 2 });

    const missingReason = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}/hidden`,
      headers: admin.headers,
      payload: { hidden: true },
    });
    expect(missingReason.statusCode).toBe(400);
    expect(missingReason.json().fields).toEqual({ reason: REVIEW_TEXTS.reasonRequired });

    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}/hidden`,
      headers: admin.headers,
      payload: { hidden: true, reason: 'Insults the staff by name' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await hotelFigures()).toMatchObject({ StarRating: 4, ReviewNumber: 1 });
    const publicList = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews` });
    expect(publicList.json().meta.total).toBe(1);
    const adminList = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotelId}/reviews`,
      headers: admin.headers,
    });
    expect(adminList.json().data[0]).toMatchObject({
      id: reviewId,
      hidden: true,
      hiddenReason: 'Insults the staff by name',
    });

    const replied = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}/reply`,
      headers: admin.headers,
      payload: { text: 'We are sorry to read this and have spoken with the team.' },
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().data.reply.text).toBe(
      'We are sorry to read this and have spoken with the team.',
    );
    expect(await hotelFigures()).toMatchObject({ StarRating: 4, ReviewNumber: 1 });

    const shown = await t.app.inject({
      method: 'PUT',
      url: `/api/reviews/${reviewId}/hidden`,
      headers: admin.headers,
      payload: { hidden: false },
    });
    expect(shown.statusCode).toBe(200);
    expect(await hotelFigures()).toMatchObject({ StarRating: 2.5, ReviewNumber: 2 });
    const newest = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews` });
    expect(newest.json().data[0]).toMatchObject({
      id: reviewId,
      reply: { text: expect.any(String) },
    });
  });

  it('lists the guest’s past stays as open or reviewed, never a future one', async () => {
    const open = await stay(6);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/reviews/stays',
      headers: guest.headers,
    });
    expect(answer.statusCode).toBe(200);
    const stays = answer.json().data as { bookingId: string; status: string }[];
    expect(stays).toContainEqual({ bookingId: String(open.id), status: 'open', reviewId: null });
    expect(stays.filter((s) => s.status === 'reviewed')).toHaveLength(2);
    // Two open (this one and the validation test's); the cancelled and future ones are not offered.
    expect(stays.filter((s) => s.status === 'open')).toHaveLength(2);
    expect(stays).toHaveLength(4);
  });

  it('answers 404 for a reply to a review that does not exist', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/reviews/999999/reply',
      headers: admin.headers,
      payload: { text: 'Thanks' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ message: REVIEW_TEXTS.reviewNotFound });
  });
});
