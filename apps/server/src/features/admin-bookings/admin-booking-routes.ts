/**
 * The administrator's reservations (decision 023): search, filter, sort and page every booking,
 * read one with its payments, mails and history, and export the matches as CSV.
 */
import {
  adminBookingDetailSchema,
  adminBookingListResponseSchema,
  adminBookingQuerySchema,
  dataEnvelope,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import { adminBookingDetail } from './admin-booking-detail.js';
import { adminBookingsPage, everyMatchingBooking } from './admin-booking-list.js';
import { reservationsCsv, reservationsCsvName } from './reservations-csv.js';

const errors = errorResponses(400, 401, 403);

const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/bookings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['bookings'],
        summary:
          'Bookings matching a search (guest, e-mail, hotel or id) and filters, sorted, one page (admin)',
        querystring: adminBookingQuerySchema,
        response: { 200: adminBookingListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Bookings found',
      ...(await adminBookingsPage(app.db, request.query)),
    }),
  );

  app.get(
    '/api/admin/bookings.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Every booking matching the same query as a CSV file (UTF-8 with BOM) (admin)',
        querystring: adminBookingQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv; one row per booking, all pages'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const csv = reservationsCsv(everyMatchingBooking(app.db, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${reservationsCsvName()}"`)
        .header('cache-control', 'no-store')
        .send(csv as unknown as string);
    },
  );

  app.get(
    '/api/admin/bookings/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'One booking with its payments, mails and history (admin)',
        params: idParamsSchema,
        response: {
          200: dataEnvelope(adminBookingDetailSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      message: 'Booking found',
      data: await adminBookingDetail(app.db, request.params.id),
    }),
  );
};

export default adminBookingRoutes;
