/**
 * Where stored images live (design §7, §9; decision record 010): on disk under DATA_DIR by
 * default, in PostgreSQL or an S3-compatible object store when several processes serve them
 * (storage/image-stores.ts picks one). Files are named by a hash of their content: the same image
 * is stored once, and a name never changes meaning, so it can be cached forever.
 *
 * A store keeps objects by name: an original's content-addressed name (`<hash>.jpg`) or a width
 * variant's (`w/480/<hash>.webp`, storage/image-variants.ts). Names reach a store only through
 * `isStoredObjectName`, so none can leave its directory, table or bucket prefix.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, isStoredImageName } from '@staylane/domain';
import type { ImageFormat } from '../lib/images.js';

export interface StoredImageInput {
  data: Buffer;
  format: ImageFormat;
}

/** What a store holds under a name. */
export interface StoredObject {
  data: Buffer;
  contentType: string;
}

export interface ImageStore {
  /** Stores the image and answers its public address, such as `/uploads/ab12….jpg`. */
  save(image: StoredImageInput): Promise<string>;
  /** The object stored under `name`, or undefined when there is none. */
  read(name: string): Promise<StoredObject | undefined>;
  /** Stores an object under `name`; writing the same name twice leaves one object. */
  write(name: string, object: StoredObject): Promise<void>;
  /** Whether an object is stored under `name`. */
  has(name: string): Promise<boolean>;
}

export const UPLOADS_PREFIX = '/uploads/';

const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg' };
const CONTENT_TYPES: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg' };
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export function contentAddressedName(image: StoredImageInput): string {
  const hash = createHash('sha256').update(image.data).digest('hex').slice(0, 32);
  return `${hash}.${EXTENSIONS[image.format]}`;
}

const VARIANT_NAME = /^w\/(\d+)\/([0-9a-f]{32})\.webp$/;

/** An original's name, or a width variant's at one of the domain's widths. */
export function isStoredObjectName(name: string): boolean {
  if (isStoredImageName(name)) return true;
  const width = Number(VARIANT_NAME.exec(name)?.[1]);
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

export function contentTypeOf(name: string): string {
  return TYPE_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** The stored name behind an address this server gave, or undefined for any other address. */
export function storedNameOf(address: string): string | undefined {
  const name = address.startsWith(UPLOADS_PREFIX) ? address.slice(UPLOADS_PREFIX.length) : '';
  return isStoredImageName(name) ? name : undefined;
}

/**
 * Stores an original through a store's `has` and `write`: the content-addressed name makes a
 * second save of the same image a no-op.
 */
export async function saveThrough(store: ImageStore, image: StoredImageInput): Promise<string> {
  const name = contentAddressedName(image);
  if (!(await store.has(name))) {
    await store.write(name, { data: image.data, contentType: CONTENT_TYPES[image.format] });
  }
  return `${UPLOADS_PREFIX}${name}`;
}

function checkedName(name: string): string {
  if (!isStoredObjectName(name)) throw new Error(`Not a stored image name: ${name}`);
  return name;
}

export class DiskImageStore implements ImageStore {
  constructor(readonly directory: string) {}

  save(image: StoredImageInput): Promise<string> {
    return saveThrough(this, image);
  }

  async read(name: string): Promise<StoredObject | undefined> {
    try {
      const data = await readFile(path.join(this.directory, checkedName(name)));
      return { data, contentType: contentTypeOf(name) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  write(name: string, object: StoredObject): Promise<void> {
    return writeWhole(path.join(this.directory, checkedName(name)), object.data);
  }

  has(name: string): Promise<boolean> {
    return exists(path.join(this.directory, checkedName(name)));
  }

  /** The file behind an address this store gave, or undefined for any other address. */
  fileFor(address: string): string | undefined {
    const name = storedNameOf(address);
    return name ? path.join(this.directory, name) : undefined;
  }
}

/**
 * Writes aside, then renames: a reader never sees half a file, and two writers of the same
 * content both end with the same complete file.
 */
export async function writeWhole(target: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

export async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
