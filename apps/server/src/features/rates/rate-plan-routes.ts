/**
 * The rate plans of a room type, for the admin (decision 045): list, create, change, delete.
 * Payloads are the domain's (schemas/rates.ts); the caller is checked in onRequest, before the
 * body is validated, so a stranger learns nothing from validation.
 */
import {
  RATES_TEXTS,
  dataEnvelope,
  idInputSchema,
  listEnvelope,
  ratePlanBodySchema,
  ratePlanPatchSchema,
  ratePlanWireSchema,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { errorResponses, idParamsSchema } from '../../lib/route-schemas.js';
import {
  ROOM_NOT_FOUND,
  createPlan,
  deletePlan,
  roomExists,
  roomPlans,
  updatePlan,
} from './rate-plan-store.js';
import { ratePlanToWire } from './rate-plan-wire.js';
import { hotelOfRoom, rowSnapshot } from '../audit/index.js';

const roomParamsSchema = z.object({
  roomId: idInputSchema('The room id must be a positive whole number', 'The room id is too large'),
});

const ratePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/rooms/:roomId/rate-plans',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['rates'],
        summary: "A room type's rate plans, Standard first (admin)",
        params: roomParamsSchema,
        response: { 200: listEnvelope(ratePlanWireSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { roomId } = request.params;
      if (!(await roomExists(app.db, roomId))) throw notFound(ROOM_NOT_FOUND);
      return {
        message: 'Rate plans found',
        data: (await roomPlans(app.db, roomId)).map(ratePlanToWire),
      };
    },
  );

  app.post(
    '/api/admin/rooms/:roomId/rate-plans',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['rates'],
        summary: 'Add a rate plan to a room type (admin)',
        description:
          'A non-refundable plan priced as Standard less a percent becomes the room\u2019s ' +
          'Non-refundable plan (`kind: non_refundable`) when it has none yet; any other plan is ' +
          '`custom`. 409 when the room already has a plan of that name (any case).',
        params: roomParamsSchema,
        body: ratePlanBodySchema,
        response: {
          201: dataEnvelope(ratePlanWireSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { roomId } = request.params;
      const plan = await app.audited(request, async (tx, record) => {
        const created = await createPlan(tx, roomId, request.body);
        await record({
          ...{ action: 'rate_plan.create', entityType: 'rate_plan', entityId: created.id },
          hotelId: await hotelOfRoom(tx, roomId),
          after: await rowSnapshot(tx, 'rate_plans', created.id),
        });
        return created;
      });
      return reply.code(201).send({ message: 'Rate plan created', data: ratePlanToWire(plan) });
    },
  );

  app.patch(
    '/api/admin/rate-plans/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['rates'],
        summary: 'Change a rate plan (admin)',
        description: `Any part of the plan. Standard keeps its name and base pricing (422: "${RATES_TEXTS.standardFixed}").`,
        params: idParamsSchema,
        body: ratePlanPatchSchema,
        response: {
          200: dataEnvelope(ratePlanWireSchema),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const plan = await app.audited(request, async (tx, record) => {
        const before = await rowSnapshot(tx, 'rate_plans', id);
        const updated = await updatePlan(tx, id, request.body);
        await record({
          ...{ action: 'rate_plan.update', entityType: 'rate_plan', entityId: id },
          hotelId: await hotelOfRoom(tx, updated.roomId),
          before,
          after: await rowSnapshot(tx, 'rate_plans', id),
        });
        return updated;
      });
      return { message: 'Rate plan updated', data: ratePlanToWire(plan) };
    },
  );

  app.delete(
    '/api/admin/rate-plans/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['rates'],
        summary: 'Delete a rate plan (admin)',
        description:
          `Standard is never deleted (422: "${RATES_TEXTS.standardKept}"); a plan with a live ` +
          'hold or a booking not yet checked out is kept (409 PLAN_IN_USE): take it off sale ' +
          'instead. Its calendar rows go with it.',
        params: idParamsSchema,
        response: {
          200: z.object({ message: z.string() }),
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await app.audited(request, async (tx, record) => {
        const before = await rowSnapshot(tx, 'rate_plans', id);
        await deletePlan(tx, id);
        const roomId = before?.room_id as number;
        await record({
          ...{ action: 'rate_plan.delete', entityType: 'rate_plan', entityId: id },
          ...{ hotelId: await hotelOfRoom(tx, roomId), before },
        });
      });
      return { message: 'Rate plan deleted' };
    },
  );
};

export default ratePlanRoutes;
