/**
 * API answers compressed for clients that accept it (@fastify/compress): a search page is
 * ~29 KB of JSON and ~4 KB with brotli, which is most of the hotel list's transfer on a phone.
 * Brotli at quality 4, not the library's default 11: about as small for JSON of this size at a
 * fraction of the CPU. Answers under 1 KB, and those already compressed (the web app's assets,
 * the hotel file), are sent as they are. Request bodies are never decompressed: a compressed
 * upload could otherwise expand past the body limits.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compression would save less than its headers. */
export const COMPRESSION_THRESHOLD = 1024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESSION_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      zlibOptions: { level: GZIP_LEVEL },
    });
  },
  { name: 'compression' },
);
