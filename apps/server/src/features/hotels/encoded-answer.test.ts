import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedAnswer } from './encoded-answer.js';

const json = JSON.stringify({ message: 'Hotels', data: Array(200).fill({ Name: 'Hotel Lisboa' }) });

describe('EncodedAnswer', () => {
  it('compresses for the encoding the client prefers, once, and sends the same copy again', () => {
    const answer = new EncodedAnswer(json);
    const first = answer.for('gzip, deflate, br, zstd');
    expect(first.encoding).toBe('br');
    expect(brotliDecompressSync(first.body as Buffer).toString()).toBe(json);
    // The very same buffer: compressed when first asked, not again.
    expect(answer.for('br').body).toBe(first.body);
    const gzipped = answer.for('gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body as Buffer).toString()).toBe(json);
  });

  it('sends the JSON as it is to a client that accepts no compression, and a small answer always', () => {
    expect(new EncodedAnswer(json).for(undefined)).toEqual({ body: json });
    expect(new EncodedAnswer(json).for('identity, br;q=0')).toEqual({ body: json });
    const small = '{"message":"Hotels","data":[]}';
    expect(new EncodedAnswer(small).for('br')).toEqual({ body: small });
  });
});
