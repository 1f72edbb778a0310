/**
 * Turns an uploaded file into an image we are willing to serve (design §7). Only PNG and JPEG
 * are accepted, judged by their bytes and by a real decode, never by the name or the declared
 * type: an SVG can carry script, and a "PNG" that does not decode is not a PNG. Every image is
 * re-encoded, which drops metadata (EXIF carries GPS positions) and anything hidden after the
 * image data.
 */
import sharp, { type Metadata } from 'sharp';
import { AppError } from './app-error.js';

export type ImageFormat = 'png' | 'jpeg';

export interface NormalisedImage {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuses decompression bombs: a small file that would decode to gigabytes of pixels. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** The largest side we keep; bigger images are scaled down to fit. */
export const MAX_IMAGE_SIDE = 1600;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

export const unsupportedImage = () =>
  new AppError(415, 'UNSUPPORTED_IMAGE', 'Only PNG and JPEG images are accepted');
export const imageTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'Each image must be 5 MB or smaller');
const tooManyPixels = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'Each image must be 40 megapixels or smaller');

/** The format the file's first bytes announce, or undefined for anything else. */
export function sniffImageFormat(buffer: Buffer): ImageFormat | undefined {
  if (buffer.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (buffer.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return undefined;
}

export async function normaliseImage(buffer: Buffer): Promise<NormalisedImage> {
  if (buffer.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  const sniffed = sniffImageFormat(buffer);
  if (!sniffed) throw unsupportedImage();

  // failOn 'error' makes a truncated or corrupt file fail here instead of giving grey pixels.
  const input = () =>
    sharp(buffer, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
  let declared: Metadata;
  try {
    declared = await input().metadata();
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unsupportedImage();
  }
  if (declared.format !== sniffed) throw unsupportedImage();
  if ((declared.width ?? 0) * (declared.height ?? 0) > MAX_INPUT_PIXELS) throw tooManyPixels();

  const pipeline = input()
    .autoOrient()
    .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    sniffed === 'jpeg'
      ? pipeline.jpeg({ quality: 80, progressive: true })
      : pipeline.png({ compressionLevel: 9 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, format: sniffed, width: info.width, height: info.height };
  } catch (error) {
    throw isPixelLimit(error) ? tooManyPixels() : unsupportedImage();
  }
}

const isPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);
