/**
 * Hotels and rooms (spec section 7; design §3): the catalogue for everyone, with search,
 * availability and pagination; writes for administrators.
 */
import {
  adminHotelListQuerySchema,
  dataEnvelope,
  hotelDetailQuerySchema,
  hotelPayloadSchema,
  hotelSearchQuerySchema,
  hotelWireSchema,
  idToWire,
  listEnvelope,
  roomPayloadSchema,
  roomWireSchema,
  wireIdSchema,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.js';
import { checkArrivalAtHotel } from '../availability/index.js';
import { hotelSnapshot, rowSnapshot } from '../audit/index.js';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import { allHotels, findHotel, roomsByHotel } from './hotel-repository.js';
import { foundHotelColumns, searchHotels } from './hotel-search.js';
import { hotelsInWireForm, type HotelWireCache } from './hotel-wire-cache.js';
import type { HotelListAnswers } from './hotel-list-answers.js';
import {
  createHotel,
  deleteHotel,
  HOTEL_NOT_FOUND,
  updateHotel,
  updateRoom,
} from './hotel-writes.js';
import { hotelToWire, roomToWire, type HotelRow } from './hotel-wire.js';
import type { Database } from '../../db/database.js';
import { runNamed } from '../../db/named-statement.js';
import { hotels as hotelsTable } from '../../db/schema.js';

export const HOTEL_CREATED = 'Hotel created successfully';
export const HOTEL_UPDATED = 'Hotel Updated';
export const ROOM_UPDATED = 'Room Updated';
export const HOTEL_DELETED = 'Hotel deleted';

/** Hotels with their rooms (one query for all rooms). */
async function withRooms(db: Database, rows: HotelRow[]) {
  const rooms = await roomsByHotel(
    db,
    rows.map((hotel) => hotel.id),
  );
  return rows.map((hotel) => hotelToWire(hotel, rooms.get(hotel.id) ?? []));
}

const hotelEnvelope = dataEnvelope(hotelWireSchema);

/**
 * The catalogue's hot reads skip the per-response schema check: their data is built by
 * hotelToWire (typed against the wire schema) and the tests parse these answers with the
 * schemas instead (hotel-wire-contract.test.ts). The check was a sixth of a search's server
 * CPU. The schemas still document the answers (OpenAPI).
 */
export const serialiseWithoutCheck = () => (data: unknown) => JSON.stringify(data);

/**
 * GET /api/hotels/:id's answer for a valid query, undefined when there is no such hotel. The
 * server's render of the hotel page uses it too (app.ts), so the page and the API agree.
 */
export async function hotelDetail(
  db: Database,
  wireCache: HotelWireCache,
  id: number,
  query: z.infer<typeof hotelDetailQuerySchema>,
) {
  const [found] = await runNamed(
    db.select(foundHotelColumns(query, 'hotels')).from(hotelsTable).where(eq(hotelsTable.id, id)),
  );
  const [wire] = found ? await hotelsInWireForm(db, wireCache, [found]) : [];
  // A stay whose arrival day is over at the hotel is refused as the hold would (decision 039).
  if (wire && query.checkInDate) {
    checkArrivalAtHotel(query.checkInDate, wire.CancellationPolicy.TimeZone, new Date());
  }
  return wire && { message: 'Hotel', data: wire };
}

/**
 * hotelDetail for the hotel page's server render, whose id and stay come from the page's
 * address: checked as the API checks them, undefined when they would be refused.
 */
export function hotelPageAnswer(db: Database, wireCache: HotelWireCache) {
  return async (id: string, stay: { checkInDate: string; checkOutDate: string }) => {
    const params = idParamsSchema.safeParse({ id });
    const query = hotelDetailQuerySchema.safeParse(stay);
    if (!params.success || !query.success) return undefined;
    try {
      return await hotelDetail(db, wireCache, params.data.id, query.data);
    } catch (error) {
      // A stay already begun at the hotel: the page renders without it, as for a bad query.
      if (error instanceof AppError && error.statusCode === 400) return undefined;
      throw error;
    }
  };
}

export interface HotelRoutesOptions {
  /** The hotels in wire form, shared with the server's page renderer. */
  wireCache: HotelWireCache;
  /** The list's search answers, shared with the list page's server render. */
  listAnswers: HotelListAnswers;
}

const hotelRoutes: FastifyPluginAsyncZod<HotelRoutesOptions> = async (
  app,
  { wireCache, listAnswers },
) => {
  app.get(
    '/api/hotels',
    {
      serializerCompiler: serialiseWithoutCheck,
      schema: {
        tags: ['hotels'],
        summary: 'Every hotel; with any query parameter, a search page with meta',
        description:
          'city matches city, state or country ignoring case, accents, spaces and underscores. ' +
          'With checkInDate and checkOutDate only hotels with a room free for the whole stay ' +
          'are listed, each room with FreeUnits. filter: all | popular | latest | trending. ' +
          'meta.place names the searched city, state or country as written ("São Paulo" for ' +
          'saopaulo) when a hotel is there. Each hotel carries stayPrice (decision 047): with ' +
          "dates, the stay's total from its cheapest plan a free room of the party's size sells " +
          'and the rules allow, its per-night average and nights (hotels with none are left ' +
          "out); without dates, the cheapest plan's nightly price. sort: price | rating | " +
          "popularity (else the filter's order); minPrice and maxPrice in whole dollars per " +
          'night; stars (at least, 1–5); minScore (review score, 0–5).',
        querystring: hotelSearchQuerySchema,
        response: { 200: listEnvelope(hotelWireSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const given = new URL(request.url, 'http://localhost').searchParams;
      if (given.size === 0) {
        const hotels = await withRooms(app.db, await allHotels(app.db));
        return { message: 'Hotels', data: hotels };
      }
      const answer = await listAnswers.answer(request.query);
      const { body, encoding } = answer.for(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8');
      // Already compressed: the compression plugin leaves an answer with a Content-Encoding.
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.send(body as never);
    },
  );

  app.get(
    '/api/admin/hotels',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['hotels'],
        summary: 'The admin’s list of hotels: a page of those whose field holds q (admin)',
        description:
          'field: name | id | city | country; an empty q lists every hotel. 10 per page ' +
          'unless pageSize says otherwise; in id order.',
        security: [{ bearer: [] }],
        querystring: adminHotelListQuerySchema,
        response: { 200: listEnvelope(hotelWireSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = { filter: 'all' as const, ...request.query };
      // A few requests a minute: the main pool, nothing kept between them.
      const { hotels, total } = await searchHotels(app.db, query);
      const { page, pageSize } = query;
      return {
        message: 'Hotels',
        data: await hotelsInWireForm(app.db, wireCache, hotels),
        meta: { total, page, pageSize, pageCount: Math.ceil(total / pageSize) },
      };
    },
  );

  app.get(
    '/api/hotels/:id',
    {
      serializerCompiler: serialiseWithoutCheck,
      schema: {
        tags: ['hotels'],
        summary: 'A hotel with its rooms; with a stay, each room with its FreeUnits',
        params: idParamsSchema,
        querystring: hotelDetailQuerySchema,
        response: { 200: hotelEnvelope, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const answer = await hotelDetail(
        app.hotelReadsDb,
        wireCache,
        request.params.id,
        request.query,
      );
      if (!answer) throw notFound(HOTEL_NOT_FOUND);
      return answer;
    },
  );

  app.post(
    '/api/hotels',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['hotels'],
        summary: 'Create a hotel with its rooms (administrators)',
        security: [{ bearer: [] }],
        body: hotelPayloadSchema,
        response: { 201: hotelEnvelope, ...errorResponses(400, 401, 403, 415) },
      },
    },
    async (request, reply) => {
      const id = await app.audited(request, async (tx, record) => {
        const created = await createHotel(tx, request.body);
        const after = await hotelSnapshot(tx, created);
        await record({
          action: 'hotel.create',
          entityType: 'hotel',
          entityId: created,
          hotelId: created,
          after,
        });
        return created;
      });
      const [wire] = await withRooms(app.db, [(await findHotel(app.db, id))!]);
      return reply.status(201).send({ message: HOTEL_CREATED, data: wire! });
    },
  );

  app.put(
    '/api/hotels/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['hotels'],
        summary: 'Replace a hotel and its rooms (administrators)',
        description:
          'A room with an id updates that room, one without is added, rooms left out are ' +
          'removed (409 when they have upcoming bookings).',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: hotelPayloadSchema,
        response: { 200: hotelEnvelope, ...errorResponses(400, 401, 403, 404, 409, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.audited(request, async (tx, record) => {
        const before = await hotelSnapshot(tx, id);
        await updateHotel(tx, id, request.body);
        const after = await hotelSnapshot(tx, id);
        await record({
          action: 'hotel.update',
          entityType: 'hotel',
          entityId: id,
          hotelId: id,
          before,
          after,
        });
      });
      const [wire] = await withRooms(app.db, [(await findHotel(app.db, request.params.id))!]);
      return { message: HOTEL_UPDATED, data: wire! };
    },
  );

  app.delete(
    '/api/hotels/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['hotels'],
        summary: 'Delete a hotel (administrators; 409 while it has upcoming bookings)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: {
          200: dataEnvelope(z.object({ id: wireIdSchema })),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.audited(request, async (tx, record) => {
        const before = await hotelSnapshot(tx, id);
        await deleteHotel(tx, id);
        await record({
          action: 'hotel.delete',
          entityType: 'hotel',
          entityId: id,
          hotelId: id,
          before,
        });
      });
      return { message: HOTEL_DELETED, data: { id: idToWire(request.params.id) } };
    },
  );

  app.put(
    '/api/rooms/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['hotels'],
        summary: 'Change a room (administrators)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: roomPayloadSchema,
        response: {
          200: dataEnvelope(roomWireSchema),
          ...errorResponses(400, 401, 403, 404, 409, 415),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const room = await app.audited(request, async (tx, record) => {
        const before = await rowSnapshot(tx, 'rooms', id);
        const updated = await updateRoom(tx, id, request.body);
        const after = await rowSnapshot(tx, 'rooms', id);
        const hotelId = updated.hotelId;
        await record({
          action: 'room.update',
          entityType: 'room',
          entityId: id,
          hotelId,
          before,
          after,
        });
        return updated;
      });
      return { message: ROOM_UPDATED, data: roomToWire(room) };
    },
  );
};

export default hotelRoutes;
