import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseIsUp } from '../../db/database.js';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), up: z.boolean() }),
});

/** Liveness and database status for load balancers and operators. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Server and database status',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await databaseIsUp(app.db);
      const body = {
        status: up ? 'ok' : 'degraded',
        database: { driver: app.driver, up },
      } as const;
      return reply.status(up ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
