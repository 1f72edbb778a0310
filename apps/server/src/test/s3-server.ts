/**
 * A local S3-compatible server (s3rver, files in a temporary directory) with one bucket, for
 * tests of the S3 image store through the real AWS SDK. Its address, region and keys are
 * dummies that s3rver accepts: the store's configuration is that of any S3-compatible service.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The S3_* settings that point the server at this bucket. */
  env: Record<string, string>;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'staylane-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'staylane-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
