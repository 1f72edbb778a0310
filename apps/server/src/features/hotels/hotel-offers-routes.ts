/**
 * The hotel page's offers and price calendar (decision 046): public reads, the same for every
 * visitor (a guest's own holds are applied by the page, as for the hotel's FreeUnits). Like the
 * catalogue's hot reads they are sent without a per-response schema check (a twentieth of the
 * offers' server CPU): hotelOffers and priceCalendar build them typed against the wire schemas,
 * and quote-routes.test.ts holds every answer it reads to those schemas instead.
 */
import {
  dataEnvelope,
  hotelOffersQuerySchema,
  hotelOffersSchema,
  priceCalendarQuerySchema,
  priceCalendarSchema,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import { hotelOffers, priceCalendar } from './hotel-offers.js';
import { serialiseWithoutCheck } from './hotel-routes.js';
import type { HotelWireCache } from './hotel-wire-cache.js';
import { HOTEL_NOT_FOUND } from './hotel-writes.js';

const hotelOffersRoutes: FastifyPluginAsyncZod<{ wireCache: HotelWireCache }> = async (
  app,
  { wireCache },
) => {
  app.get(
    '/api/hotels/:id/offers',
    {
      serializerCompiler: serialiseWithoutCheck,
      schema: {
        tags: ['hotels'],
        summary: 'Each room’s plans for a stay and party, the flexible dates and the from price',
        description:
          'Per room every on-sale plan with its total and per-night average for the stay (whole ' +
          'cents), its conditions, or the rule that refuses the stay ("No arrivals on this ' +
          'date") with the nearest stay that works. flexible: arrivals three days either side, ' +
          'same nights, cheapest marked. fromPrice: the cheapest bookable plan of a room that ' +
          'sleeps the party.',
        params: idParamsSchema,
        querystring: hotelOffersQuerySchema,
        response: { 200: dataEnvelope(hotelOffersSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const offers = await hotelOffers(
        app.hotelReadsDb,
        wireCache,
        request.params.id,
        request.query,
      );
      if (!offers) throw notFound(HOTEL_NOT_FOUND);
      return { message: 'Offers', data: offers };
    },
  );

  app.get(
    '/api/hotels/:id/price-calendar',
    {
      serializerCompiler: serialiseWithoutCheck,
      schema: {
        tags: ['hotels'],
        summary: 'A month of arrivals: each day’s cheapest total for the nights and party',
        description:
          'month: yyyy-mm, from the hotel’s current month to 24 months ahead. A day with a null ' +
          'totalCents cannot be an arrival for that stay (rules, sold out or already past).',
        params: idParamsSchema,
        querystring: priceCalendarQuerySchema,
        response: { 200: dataEnvelope(priceCalendarSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const calendar = await priceCalendar(
        app.hotelReadsDb,
        wireCache,
        request.params.id,
        request.query,
      );
      if (!calendar) throw notFound(HOTEL_NOT_FOUND);
      return { message: 'Price calendar', data: calendar };
    },
  );
};

export default hotelOffersRoutes;
