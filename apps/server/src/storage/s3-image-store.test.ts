import { createServer } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server.js';
import { startServerProcess } from '../test/server-process.js';
import { S3ImageStore } from './s3-image-store.js';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the S3 image store at start-up', () => {
  let s3: TestS3Server;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = await mkdtemp(path.join(tmpdir(), 'staylane-s3-start-'));
  });
  afterAll(async () => {
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const store = (overrides: { bucket?: string; endpoint?: string } = {}) =>
    new S3ImageStore({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.env.S3_ENDPOINT,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      ...overrides,
    });

  it('finds a bucket that exists', async () => {
    const found = store();
    await expect(found.check()).resolves.toBeUndefined();
    found.close();
  });

  it('names a bucket that does not exist, and an address that does not answer', async () => {
    const missing = store({ bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow(
      `Cannot use S3_BUCKET no-such-bucket at ${s3.env.S3_ENDPOINT}: the bucket does not exist`,
    );
    missing.close();
    const endpoint = `http://127.0.0.1:${await closedPort()}`;
    const unreachable = store({ endpoint });
    await expect(unreachable.check()).rejects.toThrow(
      new RegExp(`^Cannot use S3_BUCKET ${s3.bucket} at ${endpoint}: .*ECONNREFUSED`),
    );
    unreachable.close();
  });

  it('stops the server process with one line when the bucket does not exist', async () => {
    const server = await startServerProcess({
      ...s3.env,
      S3_BUCKET: 'no-such-bucket',
      DATA_DIR: dataDir,
    });
    const outcome = await server.exited;
    expect(outcome.code).toBe(1);
    expect(outcome.stderr.trim()).toBe(
      `Cannot use S3_BUCKET no-such-bucket at ${s3.env.S3_ENDPOINT}: the bucket does not exist`,
    );
  });
});
