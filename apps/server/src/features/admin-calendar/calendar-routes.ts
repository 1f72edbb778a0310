/**
 * The administrator's availability calendar (decision 026): a hotel's room types × nights, with
 * free, held, booked and blocked units and who takes them. Read-only; blocks are placed and
 * removed through /api/admin/blocks.
 */
import {
  CALENDAR_TEXTS,
  availabilityCalendarSchema,
  calendarQuerySchema,
  calendarRange,
  dataEnvelope,
  idToWire,
  todayIso,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import { calendarGrid } from './calendar-grid.js';
import {
  blockStays,
  bookingStays,
  calendarHotel,
  calendarRooms,
  liveHoldStays,
  nightRows,
} from './calendar-reads.js';

const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/hotels/:id/calendar',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['availability'],
        summary: "A hotel's availability calendar: room types × nights (admin)",
        description:
          "`from` is the first night, `to` the morning after the last (at most 62 nights); both default to two weeks from the hotel's today. Per night: units, booked, held, blocked, free (never below 0) and the bookings and blocks covering it.",
        params: idParamsSchema,
        querystring: calendarQuerySchema,
        response: {
          200: dataEnvelope(availabilityCalendarSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const hotel = await calendarHotel(app.db, request.params.id);
      if (!hotel) throw notFound(CALENDAR_TEXTS.hotelNotFound);
      const today = todayIso(new Date(), hotel.timeZone);
      const range = calendarRange(request.query, today);
      const rooms = await calendarRooms(app.db, hotel.id);
      const roomIds = rooms.map((room) => room.id);
      const [nights, holds, bookings, blocks] =
        roomIds.length === 0
          ? [[], [], [], []]
          : await Promise.all([
              nightRows(app.db, roomIds, range),
              liveHoldStays(app.db, roomIds, range),
              bookingStays(app.db, roomIds, range),
              blockStays(app.db, roomIds, range),
            ]);
      return {
        message: 'Calendar found',
        data: {
          hotelId: idToWire(hotel.id),
          hotelName: hotel.name,
          today,
          ...range,
          rooms: calendarGrid({ rooms, nights, holds, bookings, blocks }, range),
        },
      };
    },
  );
};

export default calendarRoutes;
