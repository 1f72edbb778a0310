import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { hotelPageAnswer } from './hotel-routes.js';
import { HotelListAnswers } from './hotel-list-answers.js';
import { PlaceNames } from './place-names.js';
import { HotelWireCache } from './hotel-wire-cache.js';
import { createHotel } from '../../test/hotels.js';

describe.each(TEST_DRIVERS)('the hotel page’s server render asks for its hotel on %s', (driver) => {
  let t: TestApp;
  let hotelId: string;
  let answer: ReturnType<typeof hotelPageAnswer>;
  const stay = { checkInDate: '2031-01-01', checkOutDate: '2031-01-03' };

  beforeAll(async () => {
    t = await createTestApp(driver);
    const admin = await createAdmin(t.app);
    hotelId = (await createHotel(t.app, admin.headers)).id;
    answer = hotelPageAnswer(t.app.hotelReadsDb, new HotelWireCache());
  });
  afterAll(() => t.close());

  it('gets what GET /api/hotels/:id answers for the stay, free units included', async () => {
    const api = await t.app.inject({
      url: `/api/hotels/${hotelId}?checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}`,
    });
    expect(api.statusCode).toBe(200);
    const given = await answer(hotelId, stay);
    expect(given).toEqual(api.json());
    expect(api.json().data.Rooms[0].FreeUnits).toBeGreaterThan(0);
  });

  it('gets nothing for an id or a stay the API would refuse, or a hotel that does not exist', async () => {
    for (const id of ['0', '-1', '1.5', String(2 ** 31), 'NaN', '12abc', '']) {
      expect(await answer(id, stay)).toBeUndefined();
    }
    expect(await answer(hotelId, { checkInDate: '2031-01-03', checkOutDate: '2031-01-01' })).toBe(
      undefined,
    );
    expect(await answer(String(Number(hotelId) + 1000), stay)).toBeUndefined();
  });

  it('gets the list’s search page as GET /api/hotels answers it, nothing for a refused query', async () => {
    const lists = new HotelListAnswers(
      t.app,
      new HotelWireCache(),
      new PlaceNames(t.app.hotelReadsDb, () => t.app.hotelsVersion.current),
    );
    const query = { ...stay, guests: 1, filter: 'all', page: 1, pageSize: 9, city: undefined };
    const given = await lists.forPage(query);
    const api = await t.app.inject({
      url: `/api/hotels?checkInDate=${stay.checkInDate}&checkOutDate=${stay.checkOutDate}&guests=1&filter=all&page=1&pageSize=9`,
    });
    // The whole answer, as the list page's query keeps it in the browser.
    expect(given).toEqual(api.json());
    expect(given?.data.map((hotel) => hotel.id)).toContain(hotelId);
    expect(await lists.forPage({ page: -1 })).toBeUndefined();
    expect(await lists.forPage({ guests: 9 })).toBeUndefined();
    expect(await lists.forPage({})).toBeUndefined();
  });
});
