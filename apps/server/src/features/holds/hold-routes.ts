import {
  errorEnvelopeSchema,
  holdRequestSchema,
  idToWire,
  ownHoldsQuerySchema,
  priceWire,
  quoteWire,
  type StayQuote,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countCouponGuess, couponForCode } from '../coupons/index.js';
import { requireBookable, type BookableRoom } from '../availability/index.js';
import { heldQuote, heldQuoteWithCoupon } from '../quotes/index.js';
import { createHold, ownHoldWithRoom, releaseHold, type Hold } from './hold-service.js';
import { ownLiveHolds } from './own-holds.js';
import {
  holdIdParamsSchema,
  holdQuerySchema,
  holdReleasedSchema,
  holdResponseSchema,
  ownHoldsResponseSchema,
} from './hold-schemas.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

/**
 * The one mapping of a hold to the wire: ids as text (design §3), its quote as stored
 * (decision 044) and, for the spec's client, the same quote as the product's price fields.
 */
function holdWire(hold: Hold, room: BookableRoom, quote: StayQuote = heldQuote(hold, room)) {
  return {
    id: hold.id,
    roomId: idToWire(room.id),
    hotelId: idToWire(room.hotelId),
    HotelName: room.hotelName,
    HotelCity: room.hotelCity,
    HotelCountry: room.hotelCountry,
    RoomType: room.name,
    checkInDate: hold.checkIn,
    checkOutDate: hold.checkOut,
    guests: hold.guests,
    expiresAt: hold.expiresAt.toISOString(),
    // Shorter than 10 minutes when the stay nears its 20 minutes in all (hold-limits.ts).
    heldSeconds: Math.max(
      0,
      Math.round((hold.expiresAt.getTime() - hold.createdAt.getTime()) / 1000),
    ),
    price: {
      ...priceWire(quote),
      RoomName: room.name,
      PromoCode: quote.couponCode,
    },
    quote: quoteWire(quote),
  };
}

/** Holding a room while the user pays, and letting it go (design §5). */
const holdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/holds',
    {
      // After the caller is known: counted per user and per address (decision 017).
      onRequest: [
        app.requireUser,
        app.limitBy(
          ['holdPerUser', (request) => String(request.user!.id)],
          ['holdPerAddress', (request) => request.ip],
        ),
      ],
      schema: {
        tags: ['bookings'],
        summary:
          'Hold one unit of a room for each night of a stay for 10 minutes (2 rooms at most, ' +
          '20 minutes in all per stay), quoted from the rates calendar under the chosen rate ' +
          "plan (ratePlanId; none: the room's default plan) and judged by its rules (409 " +
          "RATE_PLAN_NOT_OFFERED, or 409 STAY_RULES with the rule's sentence); the hold " +
          'keeps that quote until it expires',
        body: holdRequestSchema,
        querystring: holdQuerySchema,
        response: { 201: holdResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The hold's price tells whether the code gives a discount: a guess (decision 038).
      await countCouponGuess(app, request, request.query.coupon);
      const coupon = await couponForCode(app.db, request.query.coupon);
      const { hold, room } = await createHold(app.db, {
        userId: request.user!.id,
        roomId: body.roomId,
        checkIn: body.checkInDate,
        checkOut: body.checkOutDate,
        guests: body.guests,
        ratePlanId: body.ratePlanId,
        coupon,
      });
      return reply
        .status(201)
        .send({ message: 'Room held for 10 minutes', data: holdWire(hold, room) });
    },
  );

  app.get(
    '/api/holds',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'Your live holds of a hotel that share a night with a stay, each with the free units ' +
          'of its room as you see them (your own holds not counted against you)',
        querystring: ownHoldsQuerySchema,
        response: { 200: ownHoldsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = new Date();
      const rows = await ownLiveHolds(
        app.db,
        {
          userId: request.user!.id,
          hotelId: request.query.hotelId,
          checkIn: request.query.checkInDate,
          checkOut: request.query.checkOutDate,
        },
        now,
      );
      const data = rows.map(({ hold, room, freeUnits }) => ({
        ...holdWire(hold, room),
        // Whole seconds, rounded down: a countdown built on it never outlasts the hold.
        secondsLeft: Math.max(0, Math.floor((hold.expiresAt.getTime() - now.getTime()) / 1000)),
        FreeUnits: freeUnits,
      }));
      return { message: 'Your holds', data };
    },
  );

  app.get(
    '/api/holds/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary:
          'One of your holds, with its expiry and its quote as held; with ?coupon= the held ' +
          'nights quoted with that coupon (an empty one: without), as checkout will charge them',
        params: holdIdParamsSchema,
        querystring: holdQuerySchema,
        response: { 200: holdResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { hold, room } = await ownHoldWithRoom(app.db, request.user!.id, request.params.id);
      const bookable = requireBookable(room);
      const asked = request.query.coupon;
      // With a coupon the held quote tells whether the code exists: a guess (decision 038).
      await countCouponGuess(app, request, asked);
      const quote =
        asked === undefined
          ? heldQuote(hold, bookable)
          : heldQuoteWithCoupon(hold, bookable, await couponForCode(app.db, asked));
      return { message: 'Hold found', data: holdWire(hold, bookable, quote) };
    },
  );

  app.delete(
    '/api/holds/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['bookings'],
        summary: 'Release one of your holds',
        params: holdIdParamsSchema,
        response: { 200: holdReleasedSchema, ...errors },
      },
    },
    async (request) => {
      await releaseHold(app.db, request.user!.id, request.params.id);
      return { message: 'Hold released', data: { id: request.params.id } };
    },
  );
};

export default holdRoutes;
