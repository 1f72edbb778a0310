/**
 * /DB/HotelDataBase.json: the spec's static hotel file, served from the database (design §3)
 * with each hotel's Reviews. The home page fetches it twice per visit, so it is cacheable for a
 * minute and revalidates with an ETag (304 when unchanged). The server builds it at most once
 * a minute (sooner after a hotel write in this process), already serialised and gzipped: at
 * 10 000 hotels it is 28 MB and took 2.7 s to build per request.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { hotelFileEntrySchema } from '@staylane/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { hotelFileEntries } from './hotel-file.js';

const gzip = promisify(gzipCallback);
const FRESH_MS = 60_000;
const hotelFileSchema = z.array(hotelFileEntrySchema);

interface HotelFile {
  json: string;
  gzipped: Buffer;
  etag: string;
}

async function buildHotelFile(db: Database): Promise<HotelFile> {
  const entries = await hotelFileEntries(db);
  // Parsed through the response schema, as a route's serializer would: no field outside it.
  const json = JSON.stringify(hotelFileSchema.parse(entries));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, gzipped: await gzip(json), etag };
}

const hotelFileRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached:
    { file: Promise<HotelFile>; version: number | undefined; builtAt: number } | undefined;

  /** The current file; one build at a time however many requests ask for it. */
  function hotelFile(): Promise<HotelFile> {
    // Without a version (changes could go unheard) the file is built for each request.
    const fresh =
      cached &&
      cached.version !== undefined &&
      cached.version === app.hotelsVersion.current &&
      Date.now() - cached.builtAt < FRESH_MS;
    if (!fresh) {
      const file = buildHotelFile(app.db);
      const entry = { file, version: app.hotelsVersion.current, builtAt: Date.now() };
      cached = entry;
      file.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached!.file;
  }

  app.get(
    '/DB/HotelDataBase.json',
    {
      // Gzipped once when built (below); the compression plugin would redo it per request.
      compress: false,
      schema: {
        tags: ['hotels'],
        summary: 'Every hotel with its reviews (the spec’s static hotel file)',
        response: { 200: hotelFileSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const file = await hotelFile();
      // The body is already serialised through hotelFileSchema; Fastify sends strings and
      // buffers as they are, so the type provider's object type does not apply here.
      const sendSerialised = (body: string | Buffer) => reply.send(body as never);
      reply
        .header('cache-control', 'public, max-age=60')
        .header('etag', file.etag)
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8');
      const asked = request.headers['if-none-match'];
      if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
        return reply.status(304).send(null);
      }
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        reply.header('content-encoding', 'gzip');
        return sendSerialised(file.gzipped);
      }
      return sendSerialised(file.json);
    },
  );
};

export default hotelFileRoutes;
