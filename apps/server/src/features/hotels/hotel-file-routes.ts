/**
 * /DB/HotelDataBase.json: the spec's static hotel file, served from the database (DESIGN §3)
 * with each hotel's Reviews. The home page fetches it twice per visit, so it is cacheable for a
 * minute and revalidates with an ETag (304 when unchanged).
 */
import { createHash } from 'node:crypto';
import { hotelFileEntrySchema } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allHotels, reviewsByHotel, roomsByHotel } from './hotel-repository.js';
import { hotelToWire } from './hotel-wire.js';

const hotelFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/DB/HotelDataBase.json',
    {
      schema: {
        tags: ['hotels'],
        summary: 'Every hotel with its reviews (the spec’s static hotel file)',
        response: { 200: z.array(hotelFileEntrySchema), 304: z.null() },
      },
    },
    async (request, reply) => {
      const hotels = await allHotels(app.db);
      const [rooms, reviews] = await Promise.all([
        roomsByHotel(
          app.db,
          hotels.map((hotel) => hotel.id),
        ),
        reviewsByHotel(app.db),
      ]);
      const entries = hotels.map((hotel) => ({
        ...hotelToWire(hotel, rooms.get(hotel.id) ?? []),
        Reviews: (reviews.get(hotel.id) ?? []).map((review) => ({
          id: review.id,
          User: review.userName,
          Rating: review.rating,
          HotelReview: review.body,
          Date: review.date.toISOString(),
        })),
      }));
      const etag = `"${createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'public, max-age=60').header('etag', etag);
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.status(304).send(null);
      }
      return entries;
    },
  );
};

export default hotelFileRoutes;
