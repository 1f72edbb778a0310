/**
 * Composes the server: external plugins first (security, docs), then our own (errors, the
 * database, features). Built the same way by main.ts and by the tests.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import healthRoutes from './features/health/health-routes.js';
import authPlugin from './plugins/auth.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin from './plugins/errors.js';
import gracefulClosePlugin from './plugins/graceful-close.js';
import securityPlugin from './plugins/security.js';
import uploadsPlugin from './plugins/uploads.js';
import webPlugin from './plugins/web.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app lives; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    // Uploads have their own limits; JSON bodies are small.
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: false } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('driver', database.driver);

  await app.register(gracefulClosePlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);

  await app.register(uploadsPlugin);
  await app.register(webPlugin, { webDistDir: options.webDistDir });
  return app;
}
