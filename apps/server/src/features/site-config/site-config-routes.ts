import { dataEnvelope, siteConfigWireSchema } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The public part of the configuration: the map tile address and the Stripe publishable key. */
const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = {
    message: 'Site configuration',
    data: {
      mapTileUrl: app.config.MAP_TILE_URL,
      stripePublishableKey: app.config.STRIPE_PUBLISHABLE_KEY ?? null,
    },
  };
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['site'],
        summary: 'Public configuration the web app reads (map tiles, card provider key)',
        response: { 200: dataEnvelope(siteConfigWireSchema) },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
  );
};

export default siteConfigRoutes;
