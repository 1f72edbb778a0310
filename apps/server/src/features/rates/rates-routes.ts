/**
 * A hotel's rates and restrictions calendar, for the admin (decision 045): the grid of room
 * types × plans × nights, and the bulk edit that changes it (the grid's cell editor is a bulk
 * edit of one night and one plan; its preview is a dry run).
 */
import {
  RATES_BULK_NIGHTS_MAX,
  RATES_GRID_DAYS_MAX,
  dataEnvelope,
  idInputSchema,
  ratesBulkEditSchema,
  ratesBulkResultSchema,
  ratesGridQuerySchema,
  ratesGridSchema,
} from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { HOTEL_NOT_FOUND, bulkEditRates } from './rates-bulk-edit.js';
import { ratesGrid } from './rates-grid.js';
import { inArray } from 'drizzle-orm';
import { ratePlans } from '../../db/schema.js';

const hotelParamsSchema = z.object({
  hotelId: idInputSchema(
    'The hotel id must be a positive whole number',
    'The hotel id is too large',
  ),
});

const ratesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/hotels/:hotelId/rates',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['rates'],
        summary: "A hotel's rates and restrictions grid (admin)",
        description:
          `\`from\` is the first night, \`days\` how many (1 to ${RATES_GRID_DAYS_MAX}, default ` +
          '28). Every room type with its plans, and a cell per plan × night: its price (the ' +
          "plan's own, else its default), `guestPriceCents` (what the guest pays after the room's " +
          "Discount, where it applies) and the plan's own restrictions. Ids are text.",
        params: hotelParamsSchema,
        querystring: ratesGridQuerySchema,
        response: { 200: dataEnvelope(ratesGridSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const grid = await ratesGrid(app.db, request.params.hotelId, request.query);
      if (!grid) throw notFound(HOTEL_NOT_FOUND);
      return { message: 'Rates found', data: grid };
    },
  );

  app.post(
    '/api/admin/hotels/:hotelId/rates/bulk',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['rates'],
        summary: 'Change the rates and restrictions of many nights at once (admin)',
        description:
          `Nights from \`from\` to \`to\` inclusive (at most ${RATES_BULK_NIGHTS_MAX}) on the ` +
          'chosen weekdays (0 Sunday … 6 Saturday), for the chosen plans of this hotel (422 ' +
          'PLAN_OF_ANOTHER_HOTEL otherwise). A price is set, moved by cents or basis points from ' +
          "the night's price as it stands, or cleared; each restriction is set by a value and " +
          'cleared by null. One transaction: refused whole (422) when any night would end out ' +
          'of range. Answers the plan × night pairs whose stored values changed; `dryRun` ' +
          'counts them and writes nothing.',
        params: hotelParamsSchema,
        body: ratesBulkEditSchema,
        response: {
          200: dataEnvelope(ratesBulkResultSchema),
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const { hotelId } = request.params;
      const edit = request.body;
      if (edit.dryRun) {
        // A preview changes nothing, so it leaves no entry.
        app.nothingToAudit(request);
        const preview = await bulkEditRates(app.db, hotelId, edit);
        return { message: 'Rates previewed', data: preview };
      }
      // One entry per request, not per night: what was asked (range, weekdays, plans and their
      // rooms, the change) and how many plan × nights it changed (decision 051).
      const result = await app.audited(request, async (tx, record) => {
        const changed = await bulkEditRates(tx, hotelId, edit);
        const plans = await tx
          .select({ id: ratePlans.id, roomId: ratePlans.roomId, name: ratePlans.name })
          .from(ratePlans)
          .where(inArray(ratePlans.id, edit.ratePlanIds));
        await record({
          ...{ action: 'rates.bulk_edit', entityType: 'rates', entityId: hotelId, hotelId },
          after: { ...edit, plans, nightsChanged: changed.nightsChanged },
        });
        return changed;
      });
      return { message: result.dryRun ? 'Rates previewed' : 'Rates updated', data: result };
    },
  );
};

export default ratesRoutes;
