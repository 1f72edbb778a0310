/**
 * A counter of catalogue changes in this process. Whatever caches a view of the hotels (the
 * hotel file) compares it with the version it was built at; every hotel or room write bumps it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface CatalogueVersion {
  current: number;
  bump(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueVersion;
  }
}

export default fp(
  async function catalogueVersionPlugin(app: FastifyInstance) {
    const catalogue: CatalogueVersion = {
      current: 0,
      bump() {
        catalogue.current += 1;
      },
    };
    app.decorate('catalogue', catalogue);
  },
  { name: 'catalogue-version' },
);
