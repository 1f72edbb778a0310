import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import { REFRESH_AFTER_MS, SEARCH_MEMO_MS, SearchMemo } from './search-memo.js';
import { createHotel } from '../../test/hotels.js';

describe('SearchMemo', () => {
  it('reuses a total for a few seconds, then forgets it', () => {
    let now = 1_000;
    const totals = new SearchMemo<number>(() => now);
    totals.set('paris', 40);
    now += SEARCH_MEMO_MS - 1;
    expect(totals.get('paris')).toBe(40);
    now += 1;
    expect(totals.get('paris')).toBeUndefined();
  });

  it('keeps at most a thousand searches, dropping the oldest', () => {
    const totals = new SearchMemo<number>(() => 0);
    for (let i = 0; i <= 1_000; i += 1) totals.set(`search ${i}`, i);
    expect(totals.get('search 0')).toBeUndefined();
    expect(totals.get('search 1')).toBe(1);
    expect(totals.get('search 1000')).toBe(1000);
  });

  /** A count the test finishes by hand, and how many were started. */
  function counter() {
    const started: Array<(total: number) => void> = [];
    return {
      started,
      count: () => new Promise<number>((resolve) => started.push(resolve)),
    };
  }

  it('counts once for all the searches that miss together (decision 028)', async () => {
    const totals = new SearchMemo<number>(() => 0);
    const { started, count } = counter();
    const answers = Promise.all([1, 2, 3].map(() => totals.obtain('paris', count)));
    expect(started).toHaveLength(1);
    started[0]!(40);
    expect(await answers).toEqual([40, 40, 40]);
    expect(await totals.obtain('paris', count)).toBe(40);
    expect(started).toHaveLength(1);
  });

  it('recounts ahead of expiry while answering the recent total, never an expired one', async () => {
    let now = 0;
    const totals = new SearchMemo<number>(() => now);
    const { started, count } = counter();
    const first = totals.obtain('paris', count);
    started[0]!(40);
    await first;
    now = REFRESH_AFTER_MS;
    // Old enough: answered at once, and one recount starts in the background.
    expect(await totals.obtain('paris', count)).toBe(40);
    expect(await totals.obtain('paris', count)).toBe(40);
    expect(started).toHaveLength(2);
    // Expired before the recount ends: the search waits for the recount, not the old total.
    now = SEARCH_MEMO_MS;
    const waiting = totals.obtain('paris', count);
    started[1]!(41);
    expect(await waiting).toBe(41);
    expect(started).toHaveLength(2);
  });
});

describe.each(TEST_DRIVERS)('search totals over HTTP on %s', (driver) => {
  let t: TestApp;
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    const admin = await createAdmin(t.app);
    adminHeaders = admin.headers;
    for (let i = 1; i <= 12; i += 1) {
      await createHotel(t.app, admin.headers, { HotelName: `Quay ${i}`, loc_City: 'Porto' });
    }
  });
  afterAll(() => t.close());

  const meta = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/hotels?city=porto&${query}` })).json().meta;

  it('gives every page the exact total, even right after a hotel is added behind the server’s back', async () => {
    expect((await meta('pageSize=5&page=1')).total).toBe(12);
    // A hotel added behind the server's back: the page and its total come from one reading of
    // the search (decision 042), so no page answers a total older than its hotels.
    await t.app.db.insert(hotels).values({
      name: 'Quay 13',
      city: 'Porto',
      country: 'Portugal',
      searchKey: 'porto||portugal',
    });
    expect((await meta('pageSize=5&page=2')).total).toBe(13);
    expect(await meta('pageSize=5&page=3')).toEqual({
      total: 13,
      page: 3,
      pageSize: 5,
      pageCount: 3,
      // The searched place as people write it.
      place: 'Porto',
    });
    // Past the last page: no hotel, and still the total.
    expect((await meta('pageSize=5&page=9')).total).toBe(13);
  });

  it('counts again as soon as a hotel is written through the API', async () => {
    await createHotel(t.app, adminHeaders, { HotelName: 'Quay 14', loc_City: 'Porto' });
    expect((await meta('pageSize=5&page=1')).total).toBe(14);
  });
});
