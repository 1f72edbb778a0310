import { errorEnvelopeSchema, reportEnvelopeSchema, reportQuerySchema } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportFor } from './report-service.js';

/** Occupancy and revenue over a period, for one hotel or all of them (admin, decision 022). */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'Occupancy, ADR, RevPAR per night and money per day over [from, to) (admin)',
        description:
          'hotelId absent: every hotel. `to` is exclusive (from=2026-11-01&to=2026-12-01 is ' +
          'November); at most 731 days. Nights are hotel dates, money days are UTC dates; ' +
          'money in integer cents.',
        querystring: reportQuerySchema,
        response: {
          200: reportEnvelopeSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      message: 'Report ready',
      data: await reportFor(app.db, request.query),
    }),
  );
};

export default reportRoutes;
