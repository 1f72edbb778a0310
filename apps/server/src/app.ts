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
import bookingEngine from './features/bookings/booking-engine.js';
import healthRoutes from './features/health/health-routes.js';
import authPlugin from './plugins/auth.js';
import docsPlugin from './plugins/docs.js';
import errorsPlugin from './plugins/errors.js';
import securityPlugin from './plugins/security.js';
import webPlugin from './plugins/web.js';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app lives; defaults to apps/web/dist. */
  webDistDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the logs). */
  logStream?: { write(line: string): void };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.LOG_LEVEL, ...(options.logStream && { stream: options.logStream }) },
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

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(bookingEngine);

  await app.register(webPlugin, { webDistDir: options.webDistDir });
  return app;
}
