import { adminHoldWireSchema, errorEnvelopeSchema, listEnvelope } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelOfRoom, rowSnapshot } from '../audit/index.js';
import { liveHolds, releaseAnyHold } from './hold-admin.js';
import { holdIdParamsSchema, holdReleasedSchema } from './hold-schemas.js';

const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

/** The administrator's list of live holds, and releasing any of them (decision 017). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
      const { id } = request.params;
      await app.audited(request, async (tx, record) => {
        // A hold id that is not a UUID is refused by releaseAnyHold (404) before it is read.
        const before = UUID.test(id) ? await rowSnapshot(tx, 'holds', id) : null;
        await releaseAnyHold(tx, id);
        const after = await rowSnapshot(tx, 'holds', id);
        const roomId = after?.room_id as number | null;
        await record({
          ...{ action: 'hold.release', entityType: 'hold', entityId: id, before, after },
          hotelId: roomId === null ? null : await hotelOfRoom(tx, roomId),
        });
      });
      return { message: 'Hold released', data: { id: request.params.id } };
    },
  );
};

export default adminHoldRoutes;
