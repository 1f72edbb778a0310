import type { Config } from './config.js';
import type { Database, Driver } from './db/database.js';
import type { OutboundGuard } from './lib/outbound-guard.js';
import type { ImageStore } from './storage/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The hot hotel reads (search, detail): see DatabaseHandle.hotelReadsDb. */
    hotelReadsDb: Database;
    driver: Driver;
    images: ImageStore;
    /** What the server may fetch on someone's behalf (decision 035). */
    outbound: OutboundGuard;
  }
}
