/**
 * Reading the audit log (decision 051): search it a page at a time, or download the same search
 * as CSV. Administrators only. Nothing here, nor anywhere, changes or deletes an entry.
 */
import { auditListResponseSchema, auditQuerySchema } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import { auditCsv, auditCsvName } from './audit-csv.js';
import { auditPage, everyMatchingEntry } from './audit-search.js';

const errors = errorResponses(400, 401, 403);

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['audit'],
        summary:
          'Changes made by administrators, newest first, by person, action, entity, hotel and days (admin)',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Audit entries found',
      ...(await auditPage(app.db, request.query)),
    }),
  );

  app.get(
    '/api/admin/audit.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['audit'],
        summary: 'Every audit entry matching the same query as a CSV file (UTF-8 with BOM) (admin)',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; one row per entry, all pages'), ...errors },
      },
    },
    async (request, reply) => {
      const csv = auditCsv(everyMatchingEntry(app.db, request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvName()}"`)
        .header('cache-control', 'no-store')
        .send(csv as unknown as string);
    },
  );
};

export default auditRoutes;
