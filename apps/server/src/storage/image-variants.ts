/**
 * The widths of a stored image (domain IMAGE_WIDTHS) as WebP, made from the original the first
 * time any of them is asked for and kept in the same store as the original (under the name
 * `w/<width>/<hash>.webp`), so every server process sharing the store makes them once. Only
 * images this server stored have variants, and only at those widths, so the work a request
 * can cause is bounded by the images stored.
 */
import { IMAGE_WIDTHS, isStoredImageName, type ImageWidth } from '@staylane/domain';
import sharp from 'sharp';
import type { ImageStore, StoredObject } from './storage.js';

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

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

  /** Makes every width at once: the original is decoded once for all of them. */
  private async make(name: string): Promise<Map<ImageWidth, StoredObject>> {
    const made = new Map<ImageWidth, StoredObject>();
    const original = await this.store.read(name);
    if (!original) return made;
    // The original was decoded and re-encoded when it was stored: it is a sound image.
    const source = sharp(original.data);
    await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const data = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 72 })
          .toBuffer();
        const variant = { data, contentType: 'image/webp' };
        await this.store.write(variantName(name, width), variant);
        made.set(width, variant);
      }),
    );
    return made;
  }
}
