import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { normaliseImage } from './images.js';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } });

async function refusal(buffer: Buffer): Promise<AppError> {
  const error = await normaliseImage(buffer).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A valid PNG whose header claims other dimensions, as a decompression bomb would. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(1, 1).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('normaliseImage', () => {
  it('accepts a PNG and answers a re-encoded PNG with its size', async () => {
    const image = await normaliseImage(await solid(64, 48).png().toBuffer());
    expect(image).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect((await sharp(image.data).metadata()).format).toBe('png');
  });

  it('accepts a JPEG and answers a re-encoded JPEG with its size', async () => {
    const image = await normaliseImage(await solid(80, 60).jpeg().toBuffer());
    expect(image).toMatchObject({ format: 'jpeg', width: 80, height: 60 });
    expect((await sharp(image.data).metadata()).format).toBe('jpeg');
  });

  it('refuses a PNG signature followed by garbage', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('this is not image data at all, just bytes after a PNG signature'),
    ]);
    const error = await refusal(fake);
    expect(error).toMatchObject({
      statusCode: 415,
      code: 'UNSUPPORTED_IMAGE',
      message: 'Only PNG and JPEG images are accepted',
    });
  });

  it('refuses a JPEG cut off in the middle', async () => {
    const jpeg = await solid(400, 300).jpeg().toBuffer();
    expect((await refusal(jpeg.subarray(0, 200))).statusCode).toBe(415);
  });

  it('refuses a text file', async () => {
    expect((await refusal(Buffer.from('hello, I am a text file\n'))).statusCode).toBe(415);
  });

  it('refuses an SVG carrying a script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    expect((await refusal(svg)).code).toBe('UNSUPPORTED_IMAGE');
  });

  it('refuses a GIF and a WebP, which sharp could decode', async () => {
    expect((await refusal(await solid(10, 10).gif().toBuffer())).statusCode).toBe(415);
    expect((await refusal(await solid(10, 10).webp().toBuffer())).statusCode).toBe(415);
  });

  it('refuses a file above 5 MB before decoding it', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusal(big)).toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Each image must be 5 MB or smaller',
    });
  });

  it('refuses an image that would decode to more than 40 megapixels', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(await refusal(bomb)).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('strips EXIF metadata', async () => {
    const withExif = await solid(32, 32)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Author', ImageDescription: 'at home' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const image = await normaliseImage(withExif);
    expect((await sharp(image.data).metadata()).exif).toBeUndefined();
    expect(image.data.includes('Secret Author')).toBe(false);
  });

  it('turns an image upright by its EXIF orientation', async () => {
    const sideways = await solid(60, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const image = await normaliseImage(sideways);
    expect([image.width, image.height]).toEqual([20, 60]);
  });

  it('scales a 4000×3000 image to fit within 1600×1600', async () => {
    const image = await normaliseImage(await solid(4000, 3000).jpeg().toBuffer());
    expect([image.width, image.height]).toEqual([1600, 1200]);
    const decoded = await sharp(image.data).metadata();
    expect([decoded.width, decoded.height]).toEqual([1600, 1200]);
  });

  it('does not enlarge a small image', async () => {
    const image = await normaliseImage(await solid(300, 200).png().toBuffer());
    expect([image.width, image.height]).toEqual([300, 200]);
  });
});
