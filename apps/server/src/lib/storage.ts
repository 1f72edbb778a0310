/**
 * Where stored images live (DESIGN §7). Behind an interface so that an object store can take
 * the disk's place when several servers run. Files are named by a hash of their content: the
 * same image is stored once, and a name never changes meaning, so it can be cached forever.
 */
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStoredImageName } from '@staylane/domain';
import type { ImageFormat } from './images.js';

export interface StoredImageInput {
  data: Buffer;
  format: ImageFormat;
}

export interface ImageStore {
  /** Stores the image and answers its public address, such as `/uploads/ab12….jpg`. */
  save(image: StoredImageInput): Promise<string>;
}

export const UPLOADS_PREFIX = '/uploads/';

const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg' };

export function contentAddressedName(image: StoredImageInput): string {
  const hash = createHash('sha256').update(image.data).digest('hex').slice(0, 32);
  return `${hash}.${EXTENSIONS[image.format]}`;
}

export class DiskImageStore implements ImageStore {
  constructor(readonly directory: string) {}

  async save(image: StoredImageInput): Promise<string> {
    const name = contentAddressedName(image);
    const target = path.join(this.directory, name);
    const address = `${UPLOADS_PREFIX}${name}`;
    if (await exists(target)) return address;
    await writeWhole(target, image.data);
    return address;
  }

  /** The file behind an address this store gave, or undefined for any other address. */
  fileFor(address: string): string | undefined {
    const name = address.startsWith(UPLOADS_PREFIX) ? address.slice(UPLOADS_PREFIX.length) : '';
    return isStoredImageName(name) ? path.join(this.directory, name) : undefined;
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
