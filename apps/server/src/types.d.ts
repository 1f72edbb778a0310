import type { Config } from './config.js';
import type { Database, Driver } from './db/database.js';
import type { ImageStore } from './lib/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The hot hotel reads (search, detail): see DatabaseHandle.hotelReadsDb. */
    hotelReadsDb: Database;
    driver: Driver;
    images: ImageStore;
  }
}
