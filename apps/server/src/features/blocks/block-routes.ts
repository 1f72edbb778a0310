/**
 * An administrator's maintenance blocks (decision 020): take units of a room type
 * out of sale for nights, and give them back. Channel blocks come from calendar feeds and are
 * removed by their feed, not here.
 */
import {
  BLOCK_TEXTS,
  dataEnvelope,
  errorEnvelopeSchema,
  idInputSchema,
  roomBlockBodySchema,
  roomBlockWireSchema,
  todayIso,
} from '@staylane/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotels, roomBlocks, rooms } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { addBlock, blockToWire, removeBlockOrFail } from '../availability/index.js';
import { hotelOfRoom, rowSnapshot } from '../audit/index.js';

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
};

const blockIdParamsSchema = z.object({ id: idInputSchema(BLOCK_TEXTS.blockNotFound) });

const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/blocks',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['availability'],
        summary: 'Block units of a room type for nights, e.g. for maintenance (admin)',
        description:
          '`from` is the first blocked night, `to` the morning after the last. Refused with 409 where bookings or holds already take the units.',
        body: roomBlockBodySchema,
        response: { 201: dataEnvelope(roomBlockWireSchema), ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const now = new Date();
      const block = await app.audited(request, async (tx, record) => {
        const [room] = await tx
          .select({ units: rooms.units, timeZone: hotels.timeZone })
          .from(rooms)
          .innerJoin(hotels, eq(hotels.id, rooms.hotelId))
          .where(eq(rooms.id, body.roomId));
        if (!room) throw notFound(BLOCK_TEXTS.roomNotFound);
        if (body.from < todayIso(now, room.timeZone)) {
          throw badRequest(BLOCK_TEXTS.pastNights, { from: BLOCK_TEXTS.pastNights });
        }
        if (body.units > room.units) {
          throw badRequest(BLOCK_TEXTS.unitsAboveRoom, { units: BLOCK_TEXTS.unitsAboveRoom });
        }
        const added = await addBlock(tx, {
          roomId: body.roomId,
          checkIn: body.from,
          checkOut: body.to,
          units: body.units,
          reason: body.reason,
          source: 'admin',
          createdBy: request.user!.id,
          now,
        });
        await record({
          ...{ action: 'block.create', entityType: 'block', entityId: added.id },
          hotelId: await hotelOfRoom(tx, body.roomId),
          after: await rowSnapshot(tx, 'room_blocks', added.id),
        });
        return added;
      });
      return reply.status(201).send({ message: 'Block added', data: blockToWire(block) });
    },
  );

  app.delete(
    '/api/admin/blocks/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['availability'],
        summary: "Remove an administrator's block, giving its nights back (admin)",
        params: blockIdParamsSchema,
        response: { 200: dataEnvelope(roomBlockWireSchema), ...errors },
      },
    },
    async (request) => {
      const removed = await app.audited(request, async (tx, record) => {
        const [block] = await tx
          .select({ source: roomBlocks.source })
          .from(roomBlocks)
          .where(eq(roomBlocks.id, request.params.id));
        // A channel's block would come back with the feed's next sync: its feed removes it.
        if (!block || block.source !== 'admin') throw notFound(BLOCK_TEXTS.blockNotFound);
        const before = await rowSnapshot(tx, 'room_blocks', request.params.id);
        const gone = await removeBlockOrFail(tx, request.params.id);
        await record({
          ...{ action: 'block.delete', entityType: 'block', entityId: request.params.id, before },
          hotelId: await hotelOfRoom(tx, gone.roomId),
        });
        return gone;
      });
      return { message: 'Block removed', data: blockToWire(removed) };
    },
  );
};

export default blockRoutes;
