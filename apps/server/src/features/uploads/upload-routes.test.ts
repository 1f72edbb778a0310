import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '@staylane/domain';
import { variantName } from '../../storage/image-variants.js';
import { storedNameOf } from '../../storage/storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { multipartBody, type FormPart } from '../../test/multipart.js';

const image = (format: 'png' | 'jpeg', color = '#cc3344') => {
  const canvas = sharp({ create: { width: 16, height: 12, channels: 3, background: color } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

describe.each(TEST_DRIVERS)('POST /test-formdata on %s', (driver) => {
  let t: TestApp;
  let user: TestAccount;
  let png: Buffer;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await createTestApp(driver);
    user = await createAccount(t.app);
    [png, jpeg] = await Promise.all([image('png'), image('jpeg', '#22aa55')]);
  });
  afterAll(() => t.close());

  const storedFiles = async () => {
    try {
      return await readdir(path.join(t.dataDir, 'uploads'));
    } catch {
      return [];
    }
  };
  const upload = (parts: FormPart[], headers: Record<string, string> = user.headers) => {
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/test-formdata',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };

  it('stores PNG and JPEG files and answers each field name with its address', async () => {
    const response = await upload([
      { name: 'HotelName', data: 'Hotel Aurora' },
      { name: 'file 0', filename: 'front.png', contentType: 'image/png', data: png },
      { name: 'file 1', filename: 'room.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['file 0', 'file 1']);
    expect(body['file 0']).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(body['file 1']).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: body['file 1'] });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('accepts "file:0" and a username field, judging the file by its bytes, not its name', async () => {
    const response = await upload([
      { name: 'username', data: 'Ana' },
      {
        name: 'file:0',
        filename: 'picture.gif',
        contentType: 'application/octet-stream',
        data: png,
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()['file:0']).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const plain = await upload([{ name: 'file', filename: 'p.png', data: png }]);
    expect(Object.keys(plain.json())).toEqual(['file']);
  });

  it('refuses anonymous uploads with 401', async () => {
    const before = await storedFiles();
    const response = await upload(
      [
        {
          name: 'file 0',
          filename: 'a.png',
          contentType: 'image/png',
          data: await image('png', '#010203'),
        },
      ],
      {},
    );
    expect(response.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';

  it.each([
    [
      'a PNG header followed by garbage',
      Buffer.concat([pngHeader, Buffer.alloc(2000, 7)]),
      'x.png',
    ],
    ['a text file named .png', Buffer.from('just some text, honestly a png'), 'notes.png'],
    ['an SVG with a script', Buffer.from(svg), 'logo.svg'],
    ['an SVG named .png', Buffer.from(svg), 'logo.png'],
    ['an empty file', Buffer.alloc(0), 'empty.png'],
  ])(
    'stores the good files of a batch with %s, and names the bad one with the reason',
    async (_label, data, filename) => {
      const good = await image('png', '#0a0b0c');
      const response = await upload([
        { name: 'file 0', filename: 'good.png', contentType: 'image/png', data: good },
        { name: 'file 1', filename, contentType: 'image/png', data },
        { name: 'file 2', filename: 'also-good.jpg', contentType: 'image/jpeg', data: jpeg },
      ]);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        'file 0': expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
        'file 2': expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.jpg$/),
        rejected: { 'file 1': 'Only PNG and JPEG images are accepted' },
      });
      const served = await t.app.inject({ method: 'GET', url: body['file 0'] });
      expect(served.statusCode).toBe(200);
    },
  );

  it('refuses a batch with no usable file, naming each file, and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload([
      { name: 'file 0', filename: 'notes.png', contentType: 'image/png', data: 'some text' },
      { name: 'file 1', filename: 'logo.svg', contentType: 'image/svg+xml', data: svg },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Only PNG and JPEG images are accepted',
      code: 'UNSUPPORTED_IMAGE',
      fields: {
        'file 0': 'Only PNG and JPEG images are accepted',
        'file 1': 'Only PNG and JPEG images are accepted',
      },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('stores the good file beside one over 5 MB, naming the large one', async () => {
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await upload([
      { name: 'file 0', filename: 'big.png', contentType: 'image/png', data: big },
      { name: 'file 1', filename: 'room.jpg', contentType: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      'file 1': expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.jpg$/),
      rejected: { 'file 0': 'Each image must be 5 MB or smaller' },
    });
  });

  it('makes every width of an uploaded image when it is stored, before anyone asks for one', async () => {
    const wide = await sharp({
      create: { width: 2000, height: 1000, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload([
      { name: 'file 0', filename: 'front.jpg', contentType: 'image/jpeg', data: wide },
    ]);
    expect(response.statusCode).toBe(200);
    const name = storedNameOf(response.json()['file 0'])!;
    for (const width of IMAGE_WIDTHS) {
      const variant = await t.app.images.read(variantName(name, width));
      expect(variant, `${width} px`).toBeDefined();
      const decoded = await sharp(variant!.data).metadata();
      expect(decoded).toMatchObject({ format: 'webp', width: Math.min(width, 1600) });
    }
  });

  it('refuses a 20 MB file with 413 and stores nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024, 1)]);
    const response = await upload([
      { name: 'file 0', filename: 'big.png', contentType: 'image/png', data: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Each image must be 5 MB or smaller');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses 50 files (more than 12) with 413 and stores nothing', async () => {
    const before = await storedFiles();
    const tiny = await image('png', '#123456');
    const parts = Array.from({ length: 50 }, (_, i) => ({
      name: `file ${i}`,
      filename: `${i}.png`,
      contentType: 'image/png',
      data: tiny,
    }));
    const response = await upload(parts);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await storedFiles()).toEqual(before);
  });

  it('stores 12 files, the most one upload may carry', async () => {
    const tiny = await image('png', '#654321');
    const parts = Array.from({ length: 12 }, (_, i) => ({
      name: `file ${i}`,
      filename: `${i}.png`,
      contentType: 'image/png',
      data: tiny,
    }));
    const response = await upload(parts);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toHaveLength(12);
  });

  it.each([
    ['no file at all', [{ name: 'HotelName', data: 'x' }], 400],
    ['a file under another field name', [{ name: 'avatar', filename: 'a.png', data: 'x' }], 400],
    [
      'the same field twice',
      [
        { name: 'file 0', filename: 'a.png', data: 'x' },
        { name: 'file 0', filename: 'b.png', data: 'y' },
      ],
      400,
    ],
    [
      'a text field over 1000 characters',
      [{ name: 'HotelName', data: 'x'.repeat(1_000_001) }],
      400,
    ],
  ] as [string, FormPart[], number][])('refuses %s with %i', async (_label, parts, status) => {
    const before = await storedFiles();
    const response = await upload(parts);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a JSON body with 415 and a truncated multipart body with 400', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/test-formdata',
      headers: user.headers,
      payload: { 'file 0': 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    const body = multipartBody([
      { name: 'file 0', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    const truncated = await t.app.inject({
      method: 'POST',
      url: '/test-formdata',
      headers: { ...body.headers, ...user.headers },
      payload: body.payload.subarray(0, body.payload.length - 30),
    });
    expect(truncated.statusCode).toBe(400);
  });
});
