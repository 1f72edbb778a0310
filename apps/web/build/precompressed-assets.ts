/**
 * Brotli and gzip copies of the app's code and styles, written beside each file when the
 * client is built (`app-1a2b.js` → `app-1a2b.js.br`, `app-1a2b.js.gz`). The server sends them
 * as they are (apps/server/src/plugins/compressed-assets.ts): no server start compresses the
 * same files again, and the build can afford brotli's best quality, which a start could not.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the server serves compressed; smaller files would gain less than their headers. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const SMALLEST = 1024;

export function precompressedAssets(): Plugin {
  return {
    name: 'staylane:precompressed-assets',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!COMPRESSIBLE.test(file.fileName)) return;
          const raw = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (raw.length < SMALLEST) return;
          const target = path.join(dir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzipAsync(raw, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    },
  };
}
