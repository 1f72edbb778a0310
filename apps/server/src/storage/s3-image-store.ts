/**
 * Stored images in an S3-compatible object store (AWS S3, MinIO, Ceph, R2…) through the AWS
 * SDK, for several server processes: every one reads the same bucket. Objects are kept under
 * `uploads/` in the bucket with their type and the same year-long cache header the server
 * sends, so a CDN in front of the bucket may serve them as they are.
 */
import {
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  isStoredObjectName,
  saveThrough,
  type ImageStore,
  type StoredImageInput,
  type StoredObject,
} from './storage.js';
import { StartupError } from '../lib/startup-error.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Absent for AWS itself; the address of any other S3-compatible service. */
  endpoint?: string | undefined;
  /** Both or neither; neither uses the SDK's own chain (AWS_* variables, instance roles). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (`host/bucket/key`), as most self-hosted services want. */
  forcePathStyle: boolean;
}

export const S3_KEY_PREFIX = 'uploads/';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

function bucketProblem(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) return 'the bucket does not exist';
  if (status === 403 || status === 401) {
    return `access is denied (${status}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  }
  const code = error instanceof Error && 'code' in error ? ` (${String(error.code)})` : '';
  const message = error instanceof Error ? error.message || error.name : String(error);
  return `${message.split('\n')[0]}${code}`;
}

export class S3ImageStore implements ImageStore {
  readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    // The SDK's notice that its 2027 releases need Node 22 is for whoever upgrades the project
    // (decision record 010), not for the operator: it would bury the one line a bad bucket gives.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // An address that never answers fails a request in seconds, not minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  /**
   * Asks for the bucket once at start-up, so that a wrong bucket, address or key stops the
   * server with one line instead of failing every upload later.
   */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const where = this.settings.endpoint ? ` at ${this.settings.endpoint}` : '';
      throw new StartupError(
        `Cannot use S3_BUCKET ${this.settings.bucket}${where}: ${bucketProblem(error)}`,
      );
    }
  }

  private key(name: string): string {
    if (!isStoredObjectName(name)) throw new Error(`Not a stored image name: ${name}`);
    return `${S3_KEY_PREFIX}${name}`;
  }

  save(image: StoredImageInput): Promise<string> {
    return saveThrough(this, image);
  }

  async read(name: string): Promise<StoredObject | undefined> {
    if (!isStoredObjectName(name)) return undefined;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }),
      );
      const data = Buffer.from(await answer.Body!.transformToByteArray());
      return { data, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async write(name: string, object: StoredObject): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(name),
        Body: object.data,
        ContentType: object.contentType,
        CacheControl: CACHE_CONTROL,
      }),
    );
  }

  async has(name: string): Promise<boolean> {
    if (!isStoredObjectName(name)) return false;
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(name) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
