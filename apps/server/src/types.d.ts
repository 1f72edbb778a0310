import type { Config } from './config.js';
import type { Database, Driver } from './db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    driver: Driver;
  }
}
