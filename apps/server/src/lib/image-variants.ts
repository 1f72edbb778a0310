/**
 * The widths of a stored image (domain IMAGE_WIDTHS) as WebP, made from the original the first
 * time any of them is asked for and kept beside it on disk (`uploads/w/<width>/<hash>.webp`).
 * Only images this server stored have variants, and only at those widths, so the work a
 * request can cause is bounded by the images stored.
 */
import path from 'node:path';
import { IMAGE_WIDTHS, isStoredImageName, type ImageWidth } from '@staylane/domain';
import sharp from 'sharp';
import { exists, writeWhole } from './storage.js';

export function isImageWidth(width: number): width is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(width);
}

export class ImageVariants {
  /** Originals whose variants are being made, so concurrent first requests make them once. */
  private readonly making = new Map<string, Promise<void>>();

  constructor(private readonly directory: string) {}

  private variantFile(name: string, width: ImageWidth): string {
    return path.join(this.directory, 'w', String(width), name.replace(/\.(png|jpg)$/, '.webp'));
  }

  /** The variant's file, made if needed; undefined when no such stored image exists. */
  async file(name: string, width: ImageWidth): Promise<string | undefined> {
    if (!isStoredImageName(name)) return undefined;
    const target = this.variantFile(name, width);
    if (await exists(target)) return target;
    const original = path.join(this.directory, name);
    if (!(await exists(original))) return undefined;
    let making = this.making.get(name);
    if (!making) {
      making = this.make(name, original).finally(() => this.making.delete(name));
      this.making.set(name, making);
    }
    await making;
    return target;
  }

  private async make(name: string, original: string): Promise<void> {
    // The original was decoded and re-encoded when it was stored: it is a sound image.
    const source = sharp(original);
    await Promise.all(
      IMAGE_WIDTHS.map(async (width) => {
        const target = this.variantFile(name, width);
        const data = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 72 })
          .toBuffer();
        await writeWhole(target, data);
      }),
    );
  }
}
