/**
 * Which image store a server uses (decision record 010): an S3-compatible bucket when S3_BUCKET
 * is set; else PostgreSQL when the server runs on it (DATABASE_URL), so that every process serves what any of them
 * stored; else the disk under DATA_DIR/uploads, the embedded default. Each saves an image with
 * its width variants (storage/image-variants.ts).
 */
import path from 'node:path';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import { withVariantsOnSave } from './image-variants.js';
import { PostgresImageStore } from './postgres-image-store.js';
import { S3ImageStore } from './s3-image-store.js';
import { DiskImageStore, type ImageStore } from './storage.js';

export type ImageStoreKind = 'disk' | 'postgres' | 's3';

export interface ConfiguredImageStore {
  store: ImageStore;
  kind: ImageStoreKind;
  /** Checks at start-up that the store can be used (the S3 bucket answers). */
  check(): Promise<void>;
  /** Frees what the store holds open (the S3 client's sockets). */
  close(): void;
}

export function imageStoreFor(
  config: Config,
  database: Pick<DatabaseHandle, 'db' | 'driver'>,
): ConfiguredImageStore {
  if (config.S3_BUCKET) {
    const store = new S3ImageStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
    return {
      store: withVariantsOnSave(store),
      kind: 's3',
      check: () => store.check(),
      close: () => store.close(),
    };
  }
  if (database.driver === 'postgres') {
    return {
      store: withVariantsOnSave(new PostgresImageStore(database.db)),
      kind: 'postgres',
      check: async () => {},
      close: () => {},
    };
  }
  const store = new DiskImageStore(path.resolve(config.DATA_DIR, 'uploads'));
  return { store: withVariantsOnSave(store), kind: 'disk', check: async () => {}, close: () => {} };
}
