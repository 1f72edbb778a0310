/**
 * Test fixture: every call of this issue with a valid request, for the authorization matrix
 * and the bad-input sweep. `target` is the account whose record the call touches; `caller`
 * is who sends it. Each request is built fresh so a call that consumes something (a deleted
 * hotel, a used e-mail) gets its own.
 */
import sharp from 'sharp';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createHotel, hotelPayload, roomPayload } from './hotels.js';
import { multipartBody } from './multipart.js';
import type { TestAccount } from './accounts.js';
import { calendarFeeds, holds, ratePlans, reviews } from '../db/schema.js';
import { eq } from 'drizzle-orm';
import { insertHotelWithRooms } from './booking-fixtures.js';
import { insertBooking } from './stored-bookings.js';

/** A valid PUT /api/users/:id body. */
export const PROFILE_CHANGE = {
  fullName: 'Changed Name',
  gender: 'Masculino',
  streetAddress: 'Street 1',
  city: 'Lima',
  zipCode: '15001',
  phoneNumber: '3001234567',
};

export interface RouteContext {
  app: FastifyInstance;
  admin: TestAccount;
  target: TestAccount;
}

export interface RouteCase {
  name: string;
  /** Whether the call takes a JSON body (for the bad-input sweep). */
  json?: boolean;
  request(ctx: RouteContext): Promise<InjectOptions>;
}

/** The Standard plan of a new hotel's room: made with the room (migration 0024). */
async function standardPlanOfNewRoom(app: FastifyInstance, admin: TestAccount) {
  const roomId = Number((await createHotel(app, admin.headers)).Rooms[0]!.id);
  const [plan] = await app.db
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(eq(ratePlans.roomId, roomId));
  return plan!.id;
}

let unique = 0;
const nextEmail = () => `fresh${(unique += 1)}-${Date.now()}@example.com`;

async function storedPicture(app: FastifyInstance) {
  const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#445566' } })
    .png()
    .toBuffer();
  return app.images.save({ data, format: 'png' });
}

/** A stay of the user's that ended two days ago, at a hotel of its own. */
async function pastStay(app: FastifyInstance, userId: number) {
  const { hotelId, roomIds } = await insertHotelWithRooms(app.db);
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return insertBooking(app.db, {
    userId,
    hotelId,
    roomId: roomIds[0]!,
    checkIn: day(-4),
    checkOut: day(-2),
    // Booked before it began, as a stay is (decision 039).
    bookedAt: new Date(Date.now() - 34 * 86_400_000),
  });
}

/** A seed-style review of a hotel of its own: answers its id. */
async function storedReview(app: FastifyInstance) {
  const { hotelId } = await insertHotelWithRooms(app.db);
  const [row] = await app.db
    .insert(reviews)
    .values({ hotelId, userName: 'Ana Perez', rating: 4, body: 'Lovely stay by the sea.' })
    .returning({ id: reviews.id });
  return row!.id;
}

/** A room of a new hotel, by the hotel's create call: answers its id. */
async function newRoom(app: FastifyInstance, admin: TestAccount) {
  return Number((await createHotel(app, admin.headers)).Rooms[0]!.id);
}

/** A channel calendar imported into a new room, written straight (no first sync). */
async function storedFeed(app: FastifyInstance, admin: TestAccount) {
  const [feed] = await app.db
    .insert(calendarFeeds)
    .values({
      roomId: await newRoom(app, admin),
      name: 'Other channel',
      url: 'http://127.0.0.1:9/calendar.ics?s=channel-secret',
    })
    .returning({ id: calendarFeeds.id });
  return feed!.id;
}

/** A live hold of the user on a new room, written straight. */
async function storedHold(app: FastifyInstance, admin: TestAccount, userId: number) {
  const [hold] = await app.db
    .insert(holds)
    .values({
      userId,
      roomId: await newRoom(app, admin),
      ...{ checkIn: '2031-05-01', checkOut: '2031-05-03', guests: 1 },
      expiresAt: new Date(Date.now() + 600_000),
    })
    .returning({ id: holds.id });
  return hold!.id;
}

export const ROUTES: RouteCase[] = [
  { name: 'GET /api/hotels', request: async () => ({ method: 'GET', url: '/api/hotels' }) },
  {
    name: 'GET /api/hotels?city=',
    request: async () => ({ method: 'GET', url: '/api/hotels?city=bogota&page=1' }),
  },
  {
    name: 'GET /api/hotels/:id',
    request: async ({ app, admin }) => ({
      method: 'GET',
      url: `/api/hotels/${(await createHotel(app, admin.headers)).id}`,
    }),
  },
  {
    name: 'GET /api/hotels/:id/offers',
    request: async ({ app, admin }) => ({
      method: 'GET',
      url: `/api/hotels/${(await createHotel(app, admin.headers)).id}/offers?checkInDate=2031-03-02&checkOutDate=2031-03-04&guests=2`,
    }),
  },
  {
    name: 'GET /api/hotels/:id/price-calendar',
    request: async ({ app, admin }) => ({
      method: 'GET',
      url: `/api/hotels/${(await createHotel(app, admin.headers)).id}/price-calendar?month=${new Date().toISOString().slice(0, 7)}&nights=2`,
    }),
  },
  {
    name: 'GET /api/admin/hotels',
    request: async () => ({ method: 'GET', url: '/api/admin/hotels?q=a&field=name&page=1' }),
  },
  {
    name: 'GET /api/admin/hotels/:id/calendar',
    request: async ({ app, admin }) => ({
      method: 'GET',
      url: `/api/admin/hotels/${(await createHotel(app, admin.headers)).id}/calendar`,
    }),
  },
  {
    name: 'GET /api/admin/rooms/:roomId/rate-plans',
    request: async ({ app, admin }) => ({
      method: 'GET',
      url: `/api/admin/rooms/${(await createHotel(app, admin.headers)).Rooms[0]!.id}/rate-plans`,
    }),
  },
  {
    name: 'POST /api/admin/rooms/:roomId/rate-plans',
    json: true,
    request: async ({ app, admin }) => ({
      method: 'POST',
      url: `/api/admin/rooms/${(await createHotel(app, admin.headers)).Rooms[0]!.id}/rate-plans`,
      payload: { name: 'Flexible with breakfast', refundable: true, breakfastIncluded: true },
    }),
  },
  {
    name: 'PATCH /api/admin/rate-plans/:id',
    json: true,
    request: async ({ app, admin }) => ({
      method: 'PATCH',
      url: `/api/admin/rate-plans/${await standardPlanOfNewRoom(app, admin)}`,
      payload: { description: 'Free cancellation', onSale: true },
    }),
  },
  {
    name: 'DELETE /api/admin/rate-plans/:id',
    request: async ({ app, admin }) => {
      const roomId = Number((await createHotel(app, admin.headers)).Rooms[0]!.id);
      const [plan] = await app.db
        .insert(ratePlans)
        .values({ roomId, kind: 'custom', name: 'Summer deal', refundable: true })
        .returning({ id: ratePlans.id });
      return { method: 'DELETE', url: `/api/admin/rate-plans/${plan!.id}` };
    },
  },
  {
    name: 'GET /api/admin/hotels/:hotelId/rates',
    request: async ({ app, admin }) => ({
      method: 'GET',
      url: `/api/admin/hotels/${(await createHotel(app, admin.headers)).id}/rates?from=2030-06-03&days=14`,
    }),
  },
  {
    name: 'POST /api/admin/hotels/:hotelId/rates/bulk',
    json: true,
    request: async ({ app, admin }) => {
      const hotel = await createHotel(app, admin.headers);
      const [plan] = await app.db
        .select({ id: ratePlans.id })
        .from(ratePlans)
        .where(eq(ratePlans.roomId, Number(hotel.Rooms[0]!.id)));
      return {
        method: 'POST',
        url: `/api/admin/hotels/${hotel.id}/rates/bulk`,
        payload: {
          ...{ from: '2030-06-03', to: '2030-06-16', weekdays: [5, 6] },
          ...{ ratePlanIds: [plan!.id], price: { set: 15_000 }, minStay: 2 },
        },
      };
    },
  },
  // Before the calls that sign the admin out: their requests are built with its session.
  // Blocks, holds and channel calendars (admin).
  {
    name: 'POST /api/admin/blocks',
    json: true,
    request: async ({ app, admin }) => ({
      method: 'POST',
      url: '/api/admin/blocks',
      payload: {
        roomId: await newRoom(app, admin),
        ...{ from: '2031-04-01', to: '2031-04-03', units: 1, reason: 'Painting' },
      },
    }),
  },
  {
    name: 'DELETE /api/admin/blocks/:id',
    request: async ({ app, admin }) => {
      // Through the call, so that its nights count the block as the removal expects.
      const added = await app.inject({
        method: 'POST',
        url: '/api/admin/blocks',
        headers: admin.headers,
        payload: {
          roomId: await newRoom(app, admin),
          ...{ from: '2031-04-05', to: '2031-04-06', units: 1, reason: 'Leak' },
        },
      });
      return { method: 'DELETE', url: `/api/admin/blocks/${added.json().data.id}` };
    },
  },
  {
    name: 'DELETE /api/admin/holds/:id',
    request: async ({ app, admin, target }) => ({
      method: 'DELETE',
      url: `/api/admin/holds/${await storedHold(app, admin, target.id)}`,
    }),
  },
  {
    name: 'POST /api/rooms/:id/calendar/rotate',
    request: async ({ app, admin }) => {
      const roomId = await newRoom(app, admin);
      // The address is made on first read.
      await app.inject({
        method: 'GET',
        url: `/api/rooms/${roomId}/calendar`,
        headers: admin.headers,
      });
      return { method: 'POST', url: `/api/rooms/${roomId}/calendar/rotate` };
    },
  },
  {
    name: 'POST /api/rooms/:id/calendar-feeds',
    json: true,
    request: async ({ app, admin }) => ({
      method: 'POST',
      url: `/api/rooms/${await newRoom(app, admin)}/calendar-feeds`,
      // Nothing listens there: the first sync fails at once and becomes the feed's health.
      payload: { name: 'Other channel', url: 'http://127.0.0.1:9/calendar.ics?s=channel-secret' },
    }),
  },
  {
    name: 'DELETE /api/calendar-feeds/:id',
    request: async ({ app, admin }) => ({
      method: 'DELETE',
      url: `/api/calendar-feeds/${await storedFeed(app, admin)}`,
    }),
  },
  {
    name: 'POST /api/calendar-feeds/:id/sync',
    request: async ({ app, admin }) => ({
      method: 'POST',
      url: `/api/calendar-feeds/${await storedFeed(app, admin)}/sync`,
    }),
  },
  {
    name: 'POST /api/bookings/:id/cancel',
    json: true,
    request: async ({ app, target }) => {
      const booking = await insertBooking(app.db, { userId: target.id });
      return {
        method: 'POST',
        url: `/api/bookings/${booking.id}/cancel`,
        payload: { reason: 'The guest called the hotel' },
      };
    },
  },
  {
    name: 'POST /api/hotels',
    json: true,
    request: async () => ({ method: 'POST', url: '/api/hotels', payload: hotelPayload() }),
  },
  {
    name: 'PUT /api/hotels/:id',
    json: true,
    request: async ({ app, admin }) => ({
      method: 'PUT',
      url: `/api/hotels/${(await createHotel(app, admin.headers)).id}`,
      payload: hotelPayload({ HotelName: 'Renamed' }),
    }),
  },
  {
    name: 'DELETE /api/hotels/:id',
    request: async ({ app, admin }) => ({
      method: 'DELETE',
      url: `/api/hotels/${(await createHotel(app, admin.headers)).id}`,
    }),
  },
  {
    name: 'PUT /api/rooms/:id',
    json: true,
    request: async ({ app, admin }) => ({
      method: 'PUT',
      url: `/api/rooms/${(await createHotel(app, admin.headers)).Rooms[0]!.id}`,
      payload: roomPayload({ RoomName: 'Renamed' }),
    }),
  },
  {
    name: 'GET /DB/HotelDataBase.json',
    request: async () => ({ method: 'GET', url: '/DB/HotelDataBase.json' }),
  },
  { name: 'GET /api/reviews', request: async () => ({ method: 'GET', url: '/api/reviews' }) },
  {
    name: 'GET /api/hotels/:id/reviews',
    request: async ({ app, admin }) => ({
      method: 'GET',
      url: `/api/hotels/${(await createHotel(app, admin.headers)).id}/reviews?page=1&pageSize=5`,
    }),
  },
  {
    name: 'GET /api/reviews/stays',
    request: async () => ({ method: 'GET', url: '/api/reviews/stays' }),
  },
  {
    name: 'POST /api/bookings/:id/review',
    json: true,
    request: async ({ app, target }) => ({
      method: 'POST',
      url: `/api/bookings/${(await pastStay(app, target.id)).id}/review`,
      payload: {
        rating: 5,
        cleanliness: 5,
        location: 4,
        staff: 5,
        value: 4,
        text: 'Spotless room and a very friendly welcome.',
      },
    }),
  },
  {
    name: 'PUT /api/reviews/:id/reply',
    json: true,
    request: async ({ app }) => ({
      method: 'PUT',
      url: `/api/reviews/${await storedReview(app)}/reply`,
      payload: { text: 'Thank you for staying with us.' },
    }),
  },
  {
    name: 'PUT /api/reviews/:id/hidden',
    json: true,
    request: async ({ app }) => ({
      method: 'PUT',
      url: `/api/reviews/${await storedReview(app)}/hidden`,
      payload: { hidden: true, reason: 'Names a member of staff' },
    }),
  },
  {
    name: 'POST /auth/local/signup',
    json: true,
    request: async () => ({
      method: 'POST',
      url: '/auth/local/signup',
      payload: { fullName: 'New Person', email: nextEmail(), password: 'Secret123' },
    }),
  },
  {
    name: 'POST /auth/local/login',
    json: true,
    request: async ({ target }) => ({
      method: 'POST',
      url: '/auth/local/login',
      payload: { email: target.email, password: target.password },
    }),
  },
  {
    name: 'POST /api/users/recover',
    json: true,
    request: async ({ target }) => ({
      method: 'POST',
      url: '/api/users/recover',
      payload: { email: target.email },
    }),
  },
  {
    name: 'POST /api/emailsubscription',
    json: true,
    request: async () => ({
      method: 'POST',
      url: '/api/emailsubscription',
      payload: { Email: nextEmail() },
    }),
  },
  { name: 'GET /api/users/me', request: async () => ({ method: 'GET', url: '/api/users/me' }) },
  { name: 'GET /api/users', request: async () => ({ method: 'GET', url: '/api/users' }) },
  {
    name: 'GET /api/users/:id',
    request: async ({ target }) => ({ method: 'GET', url: `/api/users/${target.id}` }),
  },
  {
    name: 'PUT /api/users/:id',
    json: true,
    request: async ({ target }) => ({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: PROFILE_CHANGE,
    }),
  },
  {
    name: 'PUT /api/users/:id/password',
    json: true,
    request: async ({ target }) => ({
      method: 'PUT',
      url: `/api/users/${target.id}/password`,
      payload: { currentPassword: target.password, password: target.password },
    }),
  },
  {
    name: 'POST /auth/logout',
    request: async () => ({ method: 'POST', url: '/auth/logout' }),
  },
  {
    name: 'GET /api/users/me/sessions',
    request: async () => ({ method: 'GET', url: '/api/users/me/sessions' }),
  },
  {
    name: 'DELETE /api/users/me/sessions/:id',
    request: async ({ target }) => ({
      method: 'DELETE',
      url: `/api/users/me/sessions/${target.sessionId}`,
    }),
  },
  {
    name: 'DELETE /api/users/me/sessions',
    request: async () => ({ method: 'DELETE', url: '/api/users/me/sessions' }),
  },
  {
    name: 'PUT /api/users/:id/picture',
    json: true,
    request: async ({ app, target }) => ({
      method: 'PUT',
      url: `/api/users/${target.id}/picture`,
      payload: { picture: await storedPicture(app) },
    }),
  },
  {
    name: 'PUT /api/users/:id/role',
    json: true,
    request: async ({ target }) => ({
      method: 'PUT',
      url: `/api/users/${target.id}/role`,
      payload: { userId: target.id, newRole: 1 },
    }),
  },
  {
    name: 'DELETE /api/users/:id',
    request: async ({ target }) => ({ method: 'DELETE', url: `/api/users/${target.id}` }),
  },
  {
    name: 'POST /test-formdata',
    request: async () => {
      const data = await sharp({
        create: { width: 4, height: 4, channels: 3, background: '#778899' },
      })
        .jpeg()
        .toBuffer();
      const body = multipartBody([
        { name: 'file 0', filename: 'a.jpg', contentType: 'image/jpeg', data },
      ]);
      return { method: 'POST', url: '/test-formdata', ...body };
    },
  },
  // The admin's reservations.
  {
    name: 'GET /api/admin/bookings',
    request: async () => ({ method: 'GET', url: '/api/admin/bookings?q=a&sort=guest:asc' }),
  },
  {
    name: 'GET /api/admin/bookings/:id',
    request: async ({ app, target }) => {
      const booking = await insertBooking(app.db, { userId: target.id });
      return { method: 'GET', url: `/api/admin/bookings/${booking.id}` };
    },
  },
  {
    name: 'GET /api/admin/bookings.csv',
    request: async () => ({ method: 'GET', url: '/api/admin/bookings.csv?status=confirmed' }),
  },
  {
    name: 'GET /api/admin/reports',
    request: async () => ({
      method: 'GET',
      url: '/api/admin/reports?from=2030-01-01&to=2030-02-01',
    }),
  },
  // The audit log (admin).
  {
    name: 'GET /api/admin/audit',
    request: async () => ({
      method: 'GET',
      url: '/api/admin/audit?action=hotel&from=2020-01-01&page=1&pageSize=20',
    }),
  },
  {
    name: 'GET /api/admin/audit.csv',
    request: async () => ({ method: 'GET', url: '/api/admin/audit.csv?entityType=hotel' }),
  },
];
