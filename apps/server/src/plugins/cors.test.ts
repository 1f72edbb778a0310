/**
 * CORS_ORIGINS (decision 012): listed origins get CORS answers with credentials and
 * preflights, absolute upload addresses and uploads they may show; unlisted origins, and every
 * origin while the list is empty, get nothing new.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, users } from '../db/schema.js';
import { createAccount, createAdmin, type TestAccount } from '../test/accounts.js';
import { hotelPayload, roomPayload } from '../test/hotels.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_DRIVERS } from '../test/test-database.js';

const PARTNER = 'http://partner.test:5173';
const STRANGER = 'https://stranger.example';
const PUBLIC_URL = 'https://www.staylane.example';

async function upload(t: TestApp, headers: Record<string, string>) {
  const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const body = multipartBody([
    { name: 'file 0', filename: 'a.png', contentType: 'image/png', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/test-formdata',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/hotels/1',
    headers: {
      origin,
      'access-control-request-method': 'PUT',
      'access-control-request-headers': 'content-type',
    },
  });

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe.each(TEST_DRIVERS)('CORS_ORIGINS set, on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      CORS_ORIGINS: `${PARTNER}, https://other.example`,
      PUBLIC_URL,
    });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('answers a listed origin’s preflight, credentials allowed', async () => {
    const response = await preflight(t, PARTNER);
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-credentials': 'true',
    });
    expect(response.headers['access-control-allow-methods']).toContain('PUT');
    expect(response.headers['access-control-allow-headers']).toContain('content-type');
  });

  it('shares answers with a listed origin, credentials allowed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/hotels',
      headers: { origin: PARTNER },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': PARTNER,
      'access-control-allow-credentials': 'true',
    });
    expect(response.headers.vary).toContain('Origin');
  });

  it('gives an unlisted origin no CORS header and no preflight', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/hotels',
      headers: { origin: STRANGER },
    });
    expect(read.statusCode).toBe(200);
    expect(corsHeaders(read.headers)).toEqual([]);
    const asked = await preflight(t, STRANGER);
    expect(asked.statusCode).toBe(404);
    expect(corsHeaders(asked.headers)).toEqual([]);
  });

  it('lets a listed origin write with the session cookie (the operator trusts it)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      payload: hotelPayload(),
      headers: { origin: PARTNER, cookie: `cookieToken=${admin.token}` },
    });
    expect(response.statusCode).toBe(201);
  });

  it('still refuses an unlisted origin’s cookie-authenticated write', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      payload: hotelPayload(),
      headers: { origin: STRANGER, cookie: `cookieToken=${admin.token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CROSS_SITE' });
  });

  it('answers upload addresses as PUBLIC_URL/uploads/…, and takes them back', async () => {
    const uploaded = await upload(t, admin.headers);
    expect(uploaded.statusCode).toBe(200);
    const address = uploaded.json<Record<string, string>>()['file 0']!;
    expect(address).toMatch(/^https:\/\/www\.staylane\.example\/uploads\/[0-9a-f]{32}\.png$/);
    const short = address.slice(PUBLIC_URL.length);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: admin.headers,
      payload: hotelPayload({
        FrontImg: address,
        Gallery: `${address}-//-/uploads/b.jpg`,
        Rooms: { create: [roomPayload({ RoomImg: address })] },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { id: number } }>().data.id;
    // The database keeps the short form; the wire gives the long one.
    const [row] = await t.app.db.select().from(hotels).where(eq(hotels.id, id));
    expect(row!.frontImg).toBe(short);
    expect(row!.gallery).toEqual([short, '/uploads/b.jpg']);

    // Twice: the second answer comes from the cache of hotels in wire form.
    for (const round of [1, 2]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/hotels' });
      const hotel = list.json<{ data: Record<string, unknown>[] }>().data.find((h) => h.id === id);
      expect(hotel, `round ${round}`).toMatchObject({
        FrontImg: address,
        Gallery: `${address}-//-${PUBLIC_URL}/uploads/b.jpg`,
        Rooms: [expect.objectContaining({ RoomImg: address })],
      });
    }

    const user = await createAccount(t.app);
    const picture = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/picture`,
      headers: user.headers,
      payload: { picture: address },
    });
    expect(picture.statusCode, picture.body).toBe(200);
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.picture).toBe(short);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: user.headers });
    expect(me.json()).toMatchObject({ data: { picture: address } });
  });

  it('refuses an image address on another site, as before', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: admin.headers,
      payload: hotelPayload({ FrontImg: `${STRANGER}/uploads/a.jpg` }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets other sites show uploads, and keeps everything else same-origin', async () => {
    const address = (await upload(t, admin.headers)).json<Record<string, string>>()['file 0']!;
    const path = address.slice(PUBLIC_URL.length);
    const variant = path.replace('/uploads/', '/uploads/w/480/');
    for (const url of [path, variant]) {
      const image = await t.app.inject({ method: 'GET', url });
      expect(image.statusCode, url).toBe(200);
      expect(image.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/hotels' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe.each(TEST_DRIVERS)('CORS_ORIGINS empty (the default), on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(driver, { PUBLIC_URL });
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('gives no origin CORS headers or preflights', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/hotels',
      headers: { origin: PARTNER },
    });
    expect(corsHeaders(read.headers)).toEqual([]);
    const asked = await preflight(t, PARTNER);
    expect(asked.statusCode).toBe(404);
    expect(corsHeaders(asked.headers)).toEqual([]);
  });

  it('answers upload addresses in the short form, served same-origin', async () => {
    const address = (await upload(t, admin.headers)).json<Record<string, string>>()['file 0']!;
    expect(address).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const image = await t.app.inject({ method: 'GET', url: address });
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
