/**
 * What several processes must agree on beyond the database's rows: an image uploaded through
 * one is served by every one, and a rate limit counts a client's calls over all of them.
 */
import http from 'node:http';
import { deflateSync, crc32 } from 'node:zlib';

/** A small PNG of one colour, different on every run (upload names are content hashes). */
export function uniquePng(): Buffer {
  const width = 8;
  const height = 8;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const colour = [Date.now() % 256, process.pid % 256, Math.floor(Math.random() * 256)];
  const row = Buffer.from([0, ...Array.from({ length: width }, () => colour).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads one image through `url` (POST /test-formdata); answers its address. */
export async function uploadImage(url: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file 0', new Blob([uniquePng()], { type: 'image/png' }), 'bench.png');
  const response = await fetch(`${url}/test-formdata`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as Record<string, string>;
  if (!response.ok || !body['file 0'])
    throw new Error(`upload: ${response.status} ${JSON.stringify(body)}`);
  return body['file 0'];
}

/** Whether each of `servers` answers `imagePath` with the image ("200 image/png" or "404 …"). */
export async function servedBy(servers: string[], imagePath: string): Promise<string[]> {
  return Promise.all(
    servers.map(async (server) => {
      const response = await fetch(server + imagePath);
      await response.arrayBuffer();
      return `${response.status} ${response.headers.get('content-type') ?? ''}`.trim();
    }),
  );
}

function loginFrom(url: string, localAddress: string, email: string): Promise<number> {
  const body = JSON.stringify({ email, password: 'Not-the-password-1' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/auth/local/login`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Failed logins for one unknown address, sent from `localAddress` (a loopback address of its
 * own, so this client is counted apart from the load's), until the first 429. Answers how many
 * were let through before it, or undefined when none was refused within `max`.
 */
export async function loginsUntilLimited(
  url: string,
  localAddress: string,
  max = 100,
): Promise<number | undefined> {
  const email = `limit-probe-${localAddress.replaceAll('.', '-')}-${process.pid}@staylane.test`;
  for (let attempt = 0; attempt < max; attempt += 1) {
    const status = await loginFrom(url, localAddress, email);
    if (status === 429) return attempt;
    if (status >= 500) throw new Error(`login answered ${status}`);
  }
  return undefined;
}
