import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel } from '../../test/hotels.js';
import { PlaceNames } from './place-names.js';

describe.each(TEST_DRIVERS)('the place a city search names, on %s', (driver) => {
  let t: TestApp;
  let places: PlaceNames;
  let city: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    const admin = await createAdmin(t.app);
    city = String((await createHotel(t.app, admin.headers)).loc_City);
    places = new PlaceNames(t.app.hotelReadsDb, () => 1);
  });
  afterAll(() => t.close());

  it('finds the hotel’s city', async () => {
    expect(await places.find(city)).toBe(city);
  });

  // The list page's server render passes ?city= of /hotel-list/search as it came.
  it('answers none for a city with U+0000 instead of failing in the database', async () => {
    await expect(places.find(`${city}\u0000`)).resolves.toBeUndefined();
    await expect(places.find('\u0000')).resolves.toBeUndefined();
  });
});
