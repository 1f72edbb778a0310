/**
 * Hotels and rooms (spec section 7; DESIGN §3): the catalogue for everyone, with search,
 * availability and pagination; writes for administrators.
 */
import {
  dataEnvelope,
  HOTELS_PER_PAGE,
  ADMIN_HOTELS_PER_PAGE,
  hotelDetailQuerySchema,
  hotelPayloadSchema,
  hotelSearchQuerySchema,
  hotelWireSchema,
  idToWire,
  listEnvelope,
  roomPayloadSchema,
  roomWireSchema,
  wireIdSchema,
  type HotelWire,
  type ListMeta,
} from '@staylane/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import { allHotels, findHotel, roomsByHotel } from './hotel-repository.js';
import { foundHotelColumns, searchHotels, type PageStart } from './hotel-search.js';
import { SearchMemo } from './search-memo.js';
import { KeptAnswers } from './kept-answers.js';
import { EncodedAnswer } from './encoded-answer.js';
import { hotelsAsJson, hotelsInWireForm, type HotelWireCache } from './hotel-wire-cache.js';
import type { PlaceNames } from './place-names.js';
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
const serialiseWithoutCheck = () => (data: unknown) => JSON.stringify(data);

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
    return params.success && query.success
      ? hotelDetail(db, wireCache, params.data.id, query.data)
      : undefined;
  };
}

/**
 * GET /api/hotels' answer for a search, for the list page's server render (its structured
 * data names the hotels the page shows). Asked of the route itself, so the render and the
 * API cannot disagree; undefined when the route refuses the query.
 */
export function hotelListAnswer(app: FastifyInstance) {
  return async (query: Record<string, string | number | undefined>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    const response = await app.inject({ method: 'GET', url: `/api/hotels?${search}` });
    if (response.statusCode !== 200) return undefined;
    const answer = response.json<{ message: string; data: HotelWire[]; meta?: ListMeta }>();
    return answer.meta && { message: answer.message, data: answer.data, meta: answer.meta };
  };
}

export interface HotelRoutesOptions {
  /** The hotels in wire form, shared with the server's page renderer. */
  wireCache: HotelWireCache;
  /** The names of searched places, shared with the server's page renderer. */
  placeNames: PlaceNames;
}

const hotelRoutes: FastifyPluginAsyncZod<HotelRoutesOptions> = async (
  app,
  { wireCache, placeNames },
) => {
  const searchTotals = new SearchMemo<number>();
  const pageStarts = new SearchMemo<PageStart>();
  const keptAnswers = new KeptAnswers<EncodedAnswer>(app.inventory);

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
          'Admin list: q with field name | id | city | country (10 per page). ' +
          'meta.place names the searched city, state or country as written ("São Paulo" for ' +
          'saopaulo) when a hotel is there.',
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
      const query = request.query;
      const adminList = query.q !== undefined || query.field !== undefined;
      const pageSize = given.has('pageSize')
        ? query.pageSize
        : adminList
          ? ADMIN_HOTELS_PER_PAGE
          : HOTELS_PER_PAGE;
      // The parsed query decides the answer: its keys come in the schema's order.
      const answer = await keptAnswers.obtain(JSON.stringify([query, pageSize]), async () => {
        const [{ hotels, total }, place] = await Promise.all([
          searchHotels(
            app.catalogueDb,
            { ...query, pageSize },
            { totals: searchTotals, pageStarts, catalogueVersion: app.catalogue.current },
          ),
          query.city ? placeNames.find(query.city) : undefined,
        ]);
        const meta = { total, page: query.page, pageSize, pageCount: Math.ceil(total / pageSize) };
        // JSON text joined from the hotels' cached JSON (hotelsAsJson): the same answer as
        // { message, data, meta } serialised, without building and serialising it per request.
        const data = await hotelsAsJson(app.catalogueDb, wireCache, hotels);
        const metaJson = JSON.stringify(place === undefined ? meta : { ...meta, place });
        return new EncodedAnswer(`{"message":"Hotels","data":${data},"meta":${metaJson}}`);
      });
      const { body, encoding } = answer.for(request.headers['accept-encoding']);
      reply.type('application/json; charset=utf-8');
      // Already compressed: the compression plugin leaves an answer with a Content-Encoding.
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
      return reply.send(body as never);
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
        app.catalogueDb,
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
      const id = await createHotel(app.db, request.body);
      app.catalogue.bump();
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
      await updateHotel(app.db, request.params.id, request.body);
      app.catalogue.bump();
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
      await deleteHotel(app.db, request.params.id);
      app.catalogue.bump();
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
      const room = await updateRoom(app.db, request.params.id, request.body);
      app.catalogue.bump();
      return { message: ROOM_UPDATED, data: roomToWire(room) };
    },
  );
};

export default hotelRoutes;
