/**
 * A JSON answer with its compressed forms made once, each when a client first accepts it. A
 * kept search answer (decision 028) is sent hundreds of times; compressing its ~30 KB with
 * brotli for each request, as the compression plugin would, cost more than the rest of the
 * request. The settings are the plugin's, so a client gets the same bytes either way.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD, GZIP_LEVEL } from '../../plugins/compression.js';
import { preferredEncoding } from '../../plugins/compressed-assets.js';

type Encoding = 'br' | 'gzip';

export class EncodedAnswer {
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};

  constructor(readonly json: string) {}

  /** What to send to a client with this Accept-Encoding: the JSON, or a compressed copy. */
  for(acceptEncoding: string | undefined): { body: string | Buffer; encoding?: Encoding } {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding || this.json.length < COMPRESSION_THRESHOLD) return { body: this.json };
    this.encoded[encoding] ??=
      encoding === 'br'
        ? brotliCompressSync(this.json, {
            params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
          })
        : gzipSync(this.json, { level: GZIP_LEVEL });
    return { body: this.encoded[encoding], encoding };
  }
}
