import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelSearchKey } from '@staylane/domain';
import { hotels, roomNights } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { insertHotelWithRooms } from '../../test/booking-fixtures.js';

const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STAY = `checkInDate=${daysFromToday(30)}&checkOutDate=${daysFromToday(32)}`;

describe.each(TEST_DRIVERS)('hotel search by guests on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
    const city = { city: 'Capacitown', country: 'Testland' };
    await insertHotelWithRooms(t.app.db, [{ maxGuests: 1 }, { maxGuests: 2, units: 3 }], {
      ...city,
      name: 'Doubles Only',
    });
    await insertHotelWithRooms(t.app.db, [{ maxGuests: 2 }, { maxGuests: 4 }], {
      ...city,
      name: 'Family Free',
    });
    const full = await insertHotelWithRooms(
      t.app.db,
      [
        { maxGuests: 2, units: 2 },
        { maxGuests: 4, units: 1 },
      ],
      { ...city, name: 'Family Booked' },
    );
    await t.app.db.update(hotels).set({ searchKey: hotelSearchKey({ ...city, state: '' }) });
    // Its only family room is taken on the stay's second night.
    await t.app.db
      .insert(roomNights)
      .values({ roomId: full.roomIds[1]!, night: daysFromToday(31), units: 1, booked: 1 });
  });
  afterAll(() => t.close());

  const names = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotels?city=Capacitown&${query}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { HotelName: string }[]).map((hotel) => hotel.HotelName);
  };

  it('finds every hotel for 1 or 2 guests', async () => {
    const all = ['Doubles Only', 'Family Free', 'Family Booked'];
    expect(await names('guests=1')).toEqual(all);
    expect(await names('guests=2')).toEqual(all);
    expect(await names(`guests=2&${STAY}`)).toEqual(all);
  });

  it('hides a hotel with only doubles from a 4-guest search and shows those with a family room', async () => {
    expect(await names('guests=4')).toEqual(['Family Free', 'Family Booked']);
    expect(await names('guestnumber=3')).toEqual(['Family Free', 'Family Booked']);
  });

  it('with dates, hides a hotel whose only family room is fully booked over the stay', async () => {
    expect(await names(`guests=4&${STAY}`)).toEqual(['Family Free']);
    expect(await names(`guests=3&${STAY}`)).toEqual(['Family Free']);
  });

  it('keeps searches for different guests apart in its memo of totals', async () => {
    const counted = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/hotels?city=Capacitown&pageSize=1&page=1&${query}`,
      });
      return response.json().meta.total as number;
    };
    // Both pages have a hotel after them, so both totals come from the count and its memo.
    expect(await counted('guests=2')).toBe(3);
    expect(await counted('guests=3')).toBe(2);
  });
});
