/**
 * Stored images in the database (table `stored_images`), for several server processes on one
 * PostgreSQL without an object store: an image uploaded through one process is served by all.
 * Images are at most 5 MB (lib/images.ts) and each is written once, so a bytea row is enough.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { storedImages } from '../db/schema.js';
import {
  isStoredObjectName,
  saveThrough,
  type ImageStore,
  type StoredImageInput,
  type StoredObject,
} from './storage.js';

export class PostgresImageStore implements ImageStore {
  constructor(private readonly db: Database) {}

  save(image: StoredImageInput): Promise<string> {
    return saveThrough(this, image);
  }

  async read(name: string): Promise<StoredObject | undefined> {
    if (!isStoredObjectName(name)) return undefined;
    const [row] = await this.db
      .select({ data: storedImages.data, contentType: storedImages.contentType })
      .from(storedImages)
      .where(eq(storedImages.name, name));
    return row;
  }

  async write(name: string, object: StoredObject): Promise<void> {
    if (!isStoredObjectName(name)) throw new Error(`Not a stored image name: ${name}`);
    // Same name, same content: a second writer (another process) has nothing to add.
    await this.db
      .insert(storedImages)
      .values({ name, contentType: object.contentType, data: object.data })
      .onConflictDoNothing();
  }

  async has(name: string): Promise<boolean> {
    if (!isStoredObjectName(name)) return false;
    const [row] = await this.db
      .select({ name: storedImages.name })
      .from(storedImages)
      .where(eq(storedImages.name, name));
    return row !== undefined;
  }
}
