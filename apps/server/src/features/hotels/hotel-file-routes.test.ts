import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel } from '../../test/hotels.js';
import { commitElsewhere } from '../../test/commit-elsewhere.js';

describe.each(TEST_DRIVERS)('/DB/HotelDataBase.json and /api/reviews on %s', (driver) => {
  let t: TestApp;
  let hotelIds: string[];
  beforeAll(async () => {
    t = await createTestApp(driver);
    const admin = await createAdmin(t.app);
    const first = await createHotel(t.app, admin.headers, { HotelName: 'First' });
    const second = await createHotel(t.app, admin.headers, { HotelName: 'Second' });
    hotelIds = [first.id, second.id];
    await t.app.db.insert(reviews).values([
      {
        hotelId: Number(first.id),
        userName: 'Ana',
        rating: 5,
        body: 'Lovely',
        date: new Date('2025-03-01T10:00:00Z'),
      },
      {
        hotelId: Number(first.id),
        userName: 'Ben',
        rating: 3,
        body: 'Fine',
        date: new Date('2025-04-01T10:00:00Z'),
      },
      {
        hotelId: Number(second.id),
        userName: 'Cy',
        rating: 4,
        body: 'Good',
        date: new Date('2025-02-01T10:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  it('serves every hotel from the database with its Reviews, newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const body = response.json();
    expect(body.map((h: { HotelName: string }) => h.HotelName)).toEqual(['First', 'Second']);
    expect(body[0].Rooms).toHaveLength(1);
    expect(body[0].Reviews).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        User: 'Ben',
        Rating: 3,
        HotelReview: 'Fine',
        Date: '2025-04-01T10:00:00.000Z',
      },
      {
        id: expect.stringMatching(/^\d+$/),
        User: 'Ana',
        Rating: 5,
        HotelReview: 'Lovely',
        Date: '2025-03-01T10:00:00.000Z',
      },
    ]);
    expect(body[1].Reviews).toHaveLength(1);
  });

  it('is cacheable for a minute and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/DB/HotelDataBase.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/DB/HotelDataBase.json',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves the file it built until a change is heard, without rebuilding it per request', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    // A review written with the triggers off: nobody is told, so the built file stands.
    await commitElsewhere(
      t.database,
      [
        `insert into reviews (hotel_id, user_name, rating, body)
         values (${Number(hotelIds[1]!)}, 'Dee', 2, 'Meh')`,
      ],
      { silently: true },
    );
    const again = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    expect(again.headers.etag).toBe(before.headers.etag);
    expect(again.body).not.toContain('Meh');
    // A review written straight in the database, as another process would: it is heard
    // (db/cache-sources.ts), and the next request has both.
    await t.app.db
      .insert(reviews)
      .values({ hotelId: Number(hotelIds[1]!), userName: 'Eve', rating: 5, body: 'Lovely' });
    const after = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Meh');
    expect(after.body).toContain('Lovely');
  });

  it('changes the file and its ETag as soon as a hotel is written', async () => {
    const admin = await createAdmin(t.app);
    const before = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    await createHotel(t.app, admin.headers, { HotelName: 'Third' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/DB/HotelDataBase.json',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().map((h: { HotelName: string }) => h.HotelName)).toContain('Third');
  });

  it('sends the file gzipped to clients that accept it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/DB/HotelDataBase.json',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('lists reviews, or one hotel’s with ?hotelId=', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/reviews' });
    expect(all.json().message).toBe('Reviews');
    expect(all.json().data.length).toBeGreaterThanOrEqual(3);
    const one = await t.app.inject({ method: 'GET', url: `/api/reviews?hotelId=${hotelIds[0]}` });
    expect(one.json().data).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        hotelId: hotelIds[0],
        user: 'Ben',
        rating: 3,
        date: '2025-04-01T10:00:00.000Z',
        hotelReview: 'Fine',
      },
      {
        id: expect.stringMatching(/^\d+$/),
        hotelId: hotelIds[0],
        user: 'Ana',
        rating: 5,
        date: '2025-03-01T10:00:00.000Z',
        hotelReview: 'Lovely',
      },
    ]);
    for (const bad of ['hotelId=abc', 'hotelId=0', 'hotelId=1.5', 'other=1']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/reviews?${bad}` });
      expect(response.statusCode).toBe(400);
    }
  });
});
