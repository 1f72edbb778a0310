/** The OpenAPI document, generated from the route schemas, and its interactive page. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async function docsPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Staylane API',
          version: '1.0.0',
          description:
            'Hotel search, booking and payment. Calls that need a session take ' +
            '`Authorization: Bearer <token>` (the login answer), or, without that header, the ' +
            'session cookie `cookieToken`; a POST, PUT, PATCH or DELETE authenticated by the ' +
            'cookie must come from this site (or a CORS_ORIGINS origin), else 403 CROSS_SITE.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            cookieToken: { type: 'apiKey', in: 'cookie', name: 'cookieToken' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  },
  { name: 'docs' },
);
