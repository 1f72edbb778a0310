import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, roomNights, rooms } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel, roomPayload } from '../../test/hotels.js';
import { insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { findableIn } from '../../test/random-calendars.js';
import { ratePlans, roomRates } from '../../db/schema.js';

const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Listed {
  id: number;
  HotelName: string;
  PopularityNumber: number;
  TrendingNumber: number;
}

/** Twelve hotels: names H01…H12, in five places, with varied popularity, trend and age. */
const PLACES = [
  { loc_City: 'New York', loc_State: 'New York', loc_Country: 'United States' },
  { loc_City: 'São Paulo', loc_State: 'SP', loc_Country: 'Brasil' },
  { loc_City: 'Bogotá', loc_State: 'Cundinamarca', loc_Country: 'Colombia' },
  { loc_City: 'Zürich', loc_State: 'ZH', loc_Country: 'Switzerland' },
  { loc_City: '100%_Town', loc_State: 'Nowhere', loc_Country: 'Testland' },
];
const POPULARITY = [70, 69, 100, 0, 85, 70, 10, 99, 71, 5, 30, 80];
const TRENDING = [25, 26, 0, 100, 24, 1, 25, 50, 3, 90, 12, 60];
const AGE_DAYS = [0, 364, 366, 10, 400, 1, 2, 3, 1000, 4, 5, 6];

describe.each(TEST_DRIVERS)('hotel search on %s', (driver) => {
  let t: TestApp;
  let adminHeaders: { authorization: string };
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(driver);
    const admin = await createAdmin(t.app);
    adminHeaders = admin.headers;
    for (let i = 0; i < 12; i += 1) {
      const hotel = await createHotel(t.app, admin.headers, {
        HotelName: `H${String(i + 1).padStart(2, '0')}`,
        ...PLACES[i % PLACES.length],
        PopularityNumber: POPULARITY[i],
        TrendingNumber: TRENDING[i],
        Rooms: { create: [roomPayload({ Units: 1 })] },
      });
      ids.push(hotel.id);
      await t.app.db
        .update(hotels)
        .set({ dateAdded: sql`now() - make_interval(days => ${AGE_DAYS[i]!}) + interval '1 hour'` })
        .where(eq(hotels.id, Number(hotel.id)));
    }
  });
  afterAll(() => t.close());

  const search = async (query: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/hotels?${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const names = (data: Listed[]) => data.map((hotel) => hotel.HotelName);

  it('answers every hotel, unpaged and without meta, when there is no query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/hotels' });
    const body = response.json();
    expect(body.message).toBe('Hotels');
    expect(body.data).toHaveLength(12);
    expect(body).not.toHaveProperty('meta');
    expect(body.data[0].Rooms).toHaveLength(1);
  });

  it.each([
    ['city=New%20York', 'New York'],
    ['city=newyork', 'New York'],
    ['city=new_york', 'New York'],
    ['city=NEW%20YORK', 'New York'],
    ['city=  new york  ', 'New York'],
    ['city=united%20states', 'United States'],
  ])(
    'finds the New York hotels for %s, naming the place as people write it',
    async (query, place) => {
      const { body } = await search(query);
      expect(names(body.data)).toEqual(['H01', 'H06', 'H11']);
      expect(body.meta).toEqual({ total: 3, page: 1, pageSize: 9, pageCount: 1, place });
    },
  );

  it('names the place with its accents, for any filter and stay', async () => {
    expect((await search('city=saopaulo')).body.meta.place).toBe('São Paulo');
    expect((await search('city=zurich&filter=trending')).body.meta.place).toBe('Zürich');
    const stay = `checkInDate=${daysFromToday(9)}&checkOutDate=${daysFromToday(11)}`;
    expect((await search(`city=bogota&${stay}`)).body.meta).toMatchObject({ place: 'Bogotá' });
  });

  it('names no place for part of a name, an unknown city or every city', async () => {
    expect((await search('city=york')).body.meta).not.toHaveProperty('place');
    expect((await search('city=atlantis')).body.meta).not.toHaveProperty('place');
    expect((await search('city=All')).body.meta).not.toHaveProperty('place');
  });

  it.each([
    ['city=sao%20paulo', ['H02', 'H07', 'H12']],
    ['city=S%C3%A3o_Paulo', ['H02', 'H07', 'H12']],
    ['city=zurich', ['H04', 'H09']],
    ['city=bogota', ['H03', 'H08']],
    ['city=colombia', ['H03', 'H08']],
    ['city=cundinamarca', ['H03', 'H08']],
  ])('folds accents: %s', async (query, expected) => {
    expect(names((await search(query)).body.data)).toEqual(expected);
  });

  it('treats % and _ in the city as letters, not as wildcards', async () => {
    expect(names((await search('city=100%25')).body.data)).toEqual(['H05', 'H10']);
    expect(names((await search('city=%25')).body.data)).toEqual(['H05', 'H10']);
    expect((await search('city=1%25%25')).body.data).toEqual([]);
  });

  it('does not match across city and state', async () => {
    expect((await search('city=yorknew')).body.meta.total).toBe(0);
  });

  it.each([['city=All'], ['city=all'], ['city=']])('treats %s as everywhere', async (query) => {
    expect((await search(query)).body.meta.total).toBe(12);
  });

  it('keeps popularity of at least 70, highest first', async () => {
    const { body } = await search('filter=popular&pageSize=100');
    expect(body.data.map((h: Listed) => h.PopularityNumber)).toEqual([100, 99, 85, 80, 71, 70, 70]);
    expect(names(body.data).slice(-2)).toEqual(['H01', 'H06']);
  });

  it('keeps trending of at most 25, lowest first (Trend is accepted too)', async () => {
    for (const filter of ['trending', 'Trend']) {
      const { body } = await search(`filter=${filter}&pageSize=100`);
      expect(body.data.map((h: Listed) => h.TrendingNumber)).toEqual([0, 1, 3, 12, 24, 25, 25]);
    }
  });

  it('keeps hotels added within 365 days, newest first', async () => {
    const { body } = await search('filter=latest&pageSize=100');
    expect(names(body.data)).toEqual([
      'H01',
      'H06',
      'H07',
      'H08',
      'H10',
      'H11',
      'H12',
      'H04',
      'H02',
    ]);
  });

  it('lists all in a stable order by id', async () => {
    const { body } = await search('filter=all&pageSize=100');
    expect(body.data.map((h: Listed) => h.id)).toEqual(ids);
  });

  it('pages: a last partial page, a page past the end, and no result', async () => {
    const last = await search('page=2');
    expect(names(last.body.data)).toEqual(['H10', 'H11', 'H12']);
    expect(last.body.meta).toEqual({ total: 12, page: 2, pageSize: 9, pageCount: 2 });
    const past = await search('page=5&pageSize=5');
    expect(past.body).toEqual({
      message: 'Hotels',
      data: [],
      meta: { total: 12, page: 5, pageSize: 5, pageCount: 3 },
    });
    const none = await search('city=atlantis');
    expect(none.body.meta).toEqual({ total: 0, page: 1, pageSize: 9, pageCount: 0 });
    const one = await search('pageSize=1&page=12');
    expect(names(one.body.data)).toEqual(['H12']);
  });

  it.each([
    ['pageSize=0'],
    ['pageSize=1000'],
    ['page=0'],
    ['page=-1'],
    ['pageSize=abc'],
    ['filter=best'],
    ['guests=5'],
    ['unknown=1'],
  ])('refuses %s with 400 and a message', async (query) => {
    const { status, body } = await search(query);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
    expect(body.message.length).toBeGreaterThan(5);
  });

  it('keeps only hotels with a room free every night of the stay, each room with FreeUnits', async () => {
    const [full, partly] = [ids[0]!, ids[5]!];
    const roomOf = async (hotelId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}` })).json().data.Rooms[0]
        .id;
    await t.app.db.insert(roomNights).values([
      { roomId: await roomOf(full), night: daysFromToday(31), units: 1, booked: 1 },
      { roomId: await roomOf(partly), night: daysFromToday(33), units: 1, booked: 1 },
    ]);
    const stay = `checkInDate=${daysFromToday(30)}&checkOutDate=${daysFromToday(33)}&guests=2`;
    const { body } = await search(`city=newyork&${stay}`);
    expect(names(body.data)).toEqual(['H06', 'H11']);
    expect(body.data[0].Rooms[0].FreeUnits).toBe(1);
    const later = await search(
      `city=newyork&checkInDate=${daysFromToday(32)}&checkOutDate=${daysFromToday(34)}&guestnumber=1`,
    );
    expect(names(later.body.data)).toEqual(['H01', 'H11']);
  });

  it('searches the admin list by name, id, city and country, 10 per page', async () => {
    const adminSearch = async (query: string) => {
      const url = `/api/admin/hotels?${query}`;
      const response = await t.app.inject({ method: 'GET', url, headers: adminHeaders });
      return { status: response.statusCode, body: response.json() };
    };
    const byName = await adminSearch('q=h1&field=name');
    expect(names(byName.body.data)).toEqual(['H10', 'H11', 'H12']);
    expect(byName.body.meta.pageSize).toBe(10);
    expect(names((await adminSearch(`q=${ids[2]}&field=id`)).body.data)).toEqual(['H03']);
    expect((await adminSearch('q=abc&field=id')).body.data).toEqual([]);
    expect(names((await adminSearch('q=z%C3%BCr&field=city')).body.data)).toEqual(['H04', 'H09']);
    expect((await adminSearch('q=brasil&field=country')).body.meta.total).toBe(3);
    expect((await adminSearch('q=&field=name')).body.meta).toMatchObject({
      total: 12,
      pageCount: 2,
    });
    expect((await adminSearch('')).body.meta).toMatchObject({ total: 12, pageSize: 10 });
    expect((await adminSearch('field=rating')).status).toBe(400);
    // The public list is the spec's search only: the admin's text search is not part of it.
    expect((await search('q=h1&field=name')).status).toBe(400);
  });

  it('sorts by price, rating and popularity, and filters by price, stars and score', async () => {
    const city = `Sortville ${driver}`;
    const make = async (dollars: number, stars: number, popularity: number) => {
      const { hotelId, roomIds } = await insertHotelWithRooms(
        t.app.db,
        [{ priceCents: dollars * 100 }],
        { city },
      );
      await findableIn(t.app.db, hotelId, city);
      await t.app.db
        .update(hotels)
        .set({ starRating: stars, popularity })
        .where(eq(hotels.id, hotelId));
      return { id: String(hotelId), roomId: roomIds[0]! };
    };
    const cheap = await make(80, 3, 10);
    const middle = await make(100, 5, 90);
    const dear = await make(150, 4, 50);
    const ids = (data: Array<{ id: string }>) => data.map((hotel) => hotel.id);
    const base = `city=${encodeURIComponent(city)}`;
    const stay = `checkInDate=${daysFromToday(40)}&checkOutDate=${daysFromToday(42)}`;

    const byPrice = await search(`${base}&sort=price`);
    expect(ids(byPrice.body.data)).toEqual([cheap.id, middle.id, dear.id]);
    expect(byPrice.body.data[0].stayPrice).toEqual({
      totalCents: null,
      perNightCents: 8_000,
      nights: null,
    });
    expect(ids((await search(`${base}&sort=rating`)).body.data)).toEqual([
      middle.id,
      dear.id,
      cheap.id,
    ]);
    expect(ids((await search(`${base}&sort=POPULARITY`)).body.data)).toEqual([
      middle.id,
      dear.id,
      cheap.id,
    ]);
    expect(ids((await search(`${base}&minPrice=90&maxPrice=100`)).body.data)).toEqual([middle.id]);
    expect(ids((await search(`${base}&stars=4&sort=price`)).body.data)).toEqual([
      middle.id,
      dear.id,
    ]);
    expect(ids((await search(`${base}&minScore=4.5`)).body.data)).toEqual([middle.id]);

    // With dates: the stay's total; a weekend-priced night makes the cheapest hotel the dearest.
    const [standard] = await t.app.db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(eq(ratePlans.roomId, cheap.roomId));
    await t.app.db
      .insert(roomRates)
      .values({ ratePlanId: standard!.id, night: daysFromToday(40), priceCents: 50_000 });
    const dated = await search(`${base}&${stay}&sort=price`);
    expect(ids(dated.body.data)).toEqual([middle.id, dear.id, cheap.id]);
    expect(dated.body.data[2].stayPrice).toEqual({
      totalCents: 58_000,
      perNightCents: 29_000,
      nights: 2,
    });
    expect(ids((await search(`${base}&${stay}&maxPrice=100`)).body.data)).toEqual([middle.id]);
    // A minimum stay the stay does not reach leaves the hotel out.
    await t.app.db
      .update(roomRates)
      .set({ minStay: 3 })
      .where(eq(roomRates.ratePlanId, standard!.id));
    expect(ids((await search(`${base}&${stay}`)).body.data)).toEqual([middle.id, dear.id]);
    await t.app.db.update(rooms).set({ available: false }).where(eq(rooms.id, middle.roomId));
    expect(ids((await search(`${base}&${stay}`)).body.data)).toEqual([dear.id]);
  });

  // The messages are the domain schema's (search.test.ts); here, that they come as the envelope.
  it('refuses a bad sort or price range with a 400 envelope naming the field', async () => {
    const { status, body } = await search('city=all&minPrice=200&maxPrice=100');
    expect(status).toBe(400);
    expect(body.fields).toEqual({ minPrice: 'Minimum price must not be above maximum price' });
    expect((await search('sort=cheapest')).body.fields).toEqual({
      sort: 'Sort must be one of price, rating or popularity',
    });
  });

  it('reads numbers sent as text with spaces, and refuses a repeated sort as other fields are', async () => {
    expect((await search('minPrice=%2050%20&maxPrice=200&stars=1&minScore=0')).status).toBe(200);
    expect((await search('sort=price&sort=rating')).status).toBe(400);
    expect((await search('city=a&city=b')).status).toBe(400);
  });
});
