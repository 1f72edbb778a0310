/**
 * A counter of changes to the hotels and their rooms in this process. Whatever caches a view of
 * the hotels (the hotel file, searched place names, search memos) compares it with the version
 * it was built at; every hotel, room or review write bumps it.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface HotelsVersion {
  current: number;
  bump(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    hotelsVersion: HotelsVersion;
  }
}

export default fp(
  async function hotelsVersionPlugin(app: FastifyInstance) {
    const hotelsVersion: HotelsVersion = {
      current: 0,
      bump() {
        hotelsVersion.current += 1;
      },
    };
    app.decorate('hotelsVersion', hotelsVersion);
  },
  { name: 'hotels-version' },
);
