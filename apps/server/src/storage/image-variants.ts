/**
 * The widths of a stored image (domain IMAGE_WIDTHS) as WebP, kept in the same store as the
 * original (under the name `w/<width>/<hash>.webp`). They are made when the image is stored
 * (withVariantsOnSave: uploads, imports and the demo data all save through it), so a list's
 * first visitor gets its cards' images at once instead of waiting while they are resized.
 * An image stored before that, or by a store without it, gets them the first time any of them
 * is asked for (ImageVariants), once for every process sharing the store. Only images this
 * server stored have variants, and only at those widths, so the work a request can cause is
 * bounded by the images stored.
 */
import { IMAGE_WIDTHS, isStoredImageName, type ImageWidth } from '@staylane/domain';
import sharp from 'sharp';
import {
  storedNameOf,
  type ImageStore,
  type StoredImageInput,
  type StoredObject,
} from './storage.js';

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

export const VARIANT_CONTENT_TYPE = 'image/webp';

export function variantName(name: string, width: ImageWidth): string {
  return `w/${width}/${name.replace(/\.(png|jpg)$/, '.webp')}`;
}

export class ImageVariants {
  /** Originals whose variants are being made, so concurrent first requests make them once. */
  private readonly making = new Map<string, Promise<Map<ImageWidth, StoredObject>>>();

  constructor(private readonly store: ImageStore) {}

  /** The variant, made if needed; undefined when no such stored image exists. */
  async read(name: string, width: ImageWidth): Promise<StoredObject | undefined> {
    if (!isStoredImageName(name)) return undefined;
    const stored = await this.store.read(variantName(name, width));
    if (stored) return stored;
    let making = this.making.get(name);
    if (!making) {
      making = this.make(name).finally(() => this.making.delete(name));
      this.making.set(name, making);
    }
    return (await making).get(width);
  }

  private async make(name: string): Promise<Map<ImageWidth, StoredObject>> {
    const original = await this.store.read(name);
    return original ? makeVariants(this.store, name, original.data) : new Map();
  }
}

/** How every variant is encoded; the demo pictures' cache keys on it (seed/demo-image-cache.ts). */
export const VARIANT_WEBP = { quality: 72 } as const;

/**
 * Every width of an original as WebP bytes: the original is decoded once for all of them. The
 * original was decoded and re-encoded when it was stored: it is a sound image.
 */
export async function encodeVariants(original: Buffer): Promise<Map<ImageWidth, Buffer>> {
  const source = sharp(original);
  const encoded = await Promise.all(
    IMAGE_WIDTHS.map(
      async (width) =>
        [
          width,
          await source
            .clone()
            .resize({ width, withoutEnlargement: true })
            .webp(VARIANT_WEBP)
            .toBuffer(),
        ] as const,
    ),
  );
  return new Map(encoded);
}

/** Makes and stores every width of the stored original `name` at once. */
export async function makeVariants(
  store: ImageStore,
  name: string,
  original: Buffer,
): Promise<Map<ImageWidth, StoredObject>> {
  const made = new Map<ImageWidth, StoredObject>();
  await Promise.all(
    [...(await encodeVariants(original))].map(async ([width, data]) => {
      const variant = { data, contentType: VARIANT_CONTENT_TYPE };
      await store.write(variantName(name, width), variant);
      made.set(width, variant);
    }),
  );
  return made;
}

/** `store`, whose `save` also makes the image's variants (once: a second save finds them). */
export function withVariantsOnSave(store: ImageStore): ImageStore {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return {
    async save(image: StoredImageInput) {
      const address = await store.save(image);
      const name = storedNameOf(address);
      if (name && !(await store.has(variantName(name, largest)))) {
        await makeVariants(store, name, image.data);
      }
      return address;
    },
    read: (name) => store.read(name),
    write: (name, object) => store.write(name, object),
    has: (name) => store.has(name),
  };
}
