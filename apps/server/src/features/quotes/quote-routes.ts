import {
  errorEnvelopeSchema,
  quoteQuerySchema,
  quoteWire,
  stayQuoteSchema,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkStayRules, requireRoomFits } from '../availability/index.js';
import { countCouponGuess, couponForCode } from '../coupons/index.js';
import { bookableRoom, quoteRoomStay, requireQuote } from './stay-quote.js';

const quoteResponseSchema = z.object({ message: z.string(), data: stayQuoteSchema });

/**
 * The server's quote of a stay before anything is held (decisions 044, 045): the booking page
 * shows it and computes no price of its own. It holds nothing: the hold quotes again and keeps
 * that.
 */
const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quote',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "Quote a stay of a room under a rate plan (ratePlanId; none: the room's default " +
          'plan) from the rates calendar: a line per night (date, rate plan, price in cents), ' +
          'the plan (id, name, refundable, breakfast), the discounts, tax and coupon of ' +
          'product §9 and the total the card would be charged. 409 RATE_PLAN_NOT_OFFERED for ' +
          "a plan not on sale for this room, 409 STAY_RULES with the rule's sentence for a " +
          'stay the calendar forbids',
        querystring: quoteQuerySchema,
        response: {
          200: quoteResponseSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const stay = {
        roomId: query.roomId,
        checkIn: query.checkInDate,
        checkOut: query.checkOutDate,
        guests: query.guests,
      };
      checkStayRules(stay);
      // A quote with a coupon tells whether the code exists: a guess (decision 038).
      await countCouponGuess(app, request, query.coupon);
      const coupon = await couponForCode(app.db, query.coupon);
      const room = await bookableRoom(app.db, stay.roomId);
      requireRoomFits(room, stay.guests);
      const quote = requireQuote(
        await quoteRoomStay(app.db, room.id, stay, { ratePlanId: query.ratePlanId, coupon }),
      );
      return { message: 'Stay quoted', data: quoteWire(quote) };
    },
  );
};

export default quoteRoutes;
