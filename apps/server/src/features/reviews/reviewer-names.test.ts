/**
 * One rule for a reviewer's name wherever a review is public (decision 024): first name and
 * initial. The hotel page's list always showed "Gus G."; GET /api/reviews and
 * /DB/HotelDataBase.json showed the whole name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.js';
import { insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('a reviewer’s name in public', () => {
  let t: TestApp;
  let hotelId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    hotelId = (await insertHotelWithRooms(t.app.db, [{ units: 1 }])).hotelId;
    await t.app.db
      .insert(reviews)
      .values({ hotelId, userName: 'Gus Guest', rating: 5, body: 'A fine stay by the sea.' });
  });
  afterAll(() => t.close());

  it('is the first name and initial in every public answer', async () => {
    const listed = await t.app.inject({ method: 'GET', url: `/api/reviews?hotelId=${hotelId}` });
    expect(listed.json().data.map((review: { user: string }) => review.user)).toEqual(['Gus G.']);
    const file = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    const hotel = (file.json() as { id: string; Reviews: { User: string }[] }[]).find(
      (entry) => entry.id === String(hotelId),
    );
    expect(hotel?.Reviews.map((review) => review.User)).toEqual(['Gus G.']);
    const page = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/reviews` });
    expect(page.json().data.map((review: { user: string }) => review.user)).toEqual(['Gus G.']);
    expect(listed.body + file.body + page.body).not.toContain('Gus Guest');
  });
});
