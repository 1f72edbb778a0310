import { adminHoldWireSchema, errorEnvelopeSchema, listEnvelope } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveHolds, releaseAnyHold } from './hold-admin.js';
import { holdIdParamsSchema, holdReleasedSchema } from './hold-schemas.js';

const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The administrator's list of live holds, and releasing any of them (decision 017). */
const adminHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/holds',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: 'Every live hold, soonest to lapse first (admin)',
        response: { 200: listEnvelope(adminHoldWireSchema), ...errors },
      },
    },
    async () => ({ message: 'Holds found', data: await liveHolds(app.db) }),
  );

  app.delete(
    '/api/admin/holds/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['bookings'],
        summary: "Release anyone's hold (admin)",
        params: holdIdParamsSchema,
        response: { 200: holdReleasedSchema, ...errors },
      },
    },
    async (request) => {
      await releaseAnyHold(app.db, request.params.id);
      return { message: 'Hold released', data: { id: request.params.id } };
    },
  );
};

export default adminHoldRoutes;
