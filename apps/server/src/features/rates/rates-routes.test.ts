/**
 * The rates grid and its bulk edit (decision 045): the grid shows what a guest pays per plan and
 * night with the plan's own rows; a bulk edit changes the chosen weekday nights of the chosen
 * plans in one transaction, refused whole when any night would end out of range, counted as
 * plan × night pairs whose stored values change, and a dry run counts the same and writes
 * nothing. Only an admin reads or edits; a realistic bad body gets a 400.
 */
import { RATES_TEXTS, type RatesGridCell } from '@staylane/domain';
import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ratePlans, roomRates } from '../../db/schema.js';
import { insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { useAdminTestApp } from '../../test/admin-test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

// Monday 3 June 2030 to Sunday 16 June: two weeks, whose Fridays and Saturdays are the 7th,
// 8th, 14th and 15th.
const FROM = '2030-06-03';
const TO = '2030-06-16';
const WEEKEND = [5, 6];

describe.each(TEST_DRIVERS)('rates grid and bulk edit on %s', (driver) => {
  const setup = useAdminTestApp(driver);

  /** A hotel of two room types, each with Standard and a Non-refundable plan at −10 %. */
  async function hotelWithPlans() {
    const { hotelId, roomIds } = await insertHotelWithRooms(setup.app.db, [
      { name: 'Double', priceCents: 10_000 },
      { name: 'Suite', priceCents: 25_000 },
    ]);
    const plans: { standard: number; nonRefundable: number }[] = [];
    for (const roomId of roomIds) {
      const created = await setup.app.inject({
        method: 'POST',
        url: `/api/admin/rooms/${roomId}/rate-plans`,
        headers: setup.admin.headers,
        payload: {
          name: 'Non-refundable',
          refundable: false,
          pricing: 'percent',
          adjustmentBasisPoints: -1000,
        },
      });
      const [standard] = await setup.app.db
        .select({ id: ratePlans.id })
        .from(ratePlans)
        .where(inArray(ratePlans.roomId, [roomId]))
        .orderBy(asc(ratePlans.position));
      // Ids travel as text (decision 014); the database's are numbers.
      plans.push({ standard: standard!.id, nonRefundable: Number(created.json().data.id) });
    }
    return { hotelId, roomIds, plans };
  }

  const bulk = (
    hotelId: number | string,
    body: unknown,
    headers: Record<string, string> = setup.admin.headers,
  ) =>
    setup.app.inject({
      method: 'POST',
      url: `/api/admin/hotels/${hotelId}/rates/bulk`,
      headers,
      payload: body as object,
    });
  const grid = (
    hotelId: number | string,
    query: string,
    headers: Record<string, string> = setup.admin.headers,
  ) =>
    setup.app.inject({
      method: 'GET',
      url: `/api/admin/hotels/${hotelId}/rates?${query}`,
      headers,
    });
  const rowsOf = (planIds: number[]) =>
    setup.app.db
      .select()
      .from(roomRates)
      .where(inArray(roomRates.ratePlanId, planIds))
      .orderBy(asc(roomRates.ratePlanId), asc(roomRates.night));
  const cell = (cells: RatesGridCell[], ratePlanId: number, night: string) =>
    cells.find((c) => c.ratePlanId === String(ratePlanId) && c.night === night);

  it('answers 401 without a session and 403 to a guest', async () => {
    const { hotelId, plans } = await hotelWithPlans();
    const edit = { from: FROM, to: TO, ratePlanIds: [plans[0]!.standard], closed: true };
    expect((await grid(hotelId, `from=${FROM}`, {})).statusCode).toBe(401);
    expect((await grid(hotelId, `from=${FROM}`, setup.guest.headers)).statusCode).toBe(403);
    expect((await bulk(hotelId, edit, {})).statusCode).toBe(401);
    expect((await bulk(hotelId, edit, setup.guest.headers)).statusCode).toBe(403);
    expect(await rowsOf([plans[0]!.standard])).toEqual([]);
  });

  it('shows every room type and plan, each night priced as a guest pays it', async () => {
    const { hotelId, roomIds, plans } = await hotelWithPlans();
    const [double] = plans;
    await setup.app.db.insert(roomRates).values([
      { ratePlanId: double!.standard, night: '2030-06-07', priceCents: 14_000, minStay: 2 },
      { ratePlanId: double!.nonRefundable, night: '2030-06-08', closedToArrival: true },
    ]);
    const answer = await grid(hotelId, `from=${FROM}&days=7`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data).toMatchObject({ from: FROM, until: '2030-06-10' });
    expect(data.roomTypes.map((room: { id: string }) => room.id)).toEqual(roomIds.map(String));
    expect(data.roomTypes[0].plans[0]).toMatchObject({
      id: String(double!.standard),
      roomId: String(roomIds[0]),
    });
    expect(data.roomTypes[0].plans.map((plan: { kind: string }) => plan.kind)).toEqual([
      'standard',
      'non_refundable',
    ]);
    expect(data.cells).toHaveLength(2 * 2 * 7);
    expect(cell(data.cells, double!.standard, '2030-06-06')).toEqual({
      ratePlanId: String(double!.standard),
      night: '2030-06-06',
      priceCents: 10_000,
      guestPriceCents: 10_000,
      ownPrice: false,
      minStay: null,
      maxStay: null,
      closedToArrival: false,
      closedToDeparture: false,
      closed: false,
    });
    expect(cell(data.cells, double!.standard, '2030-06-07')).toMatchObject({
      priceCents: 14_000,
      ownPrice: true,
      minStay: 2,
    });
    // The derived plan follows Standard's night; its own row is its own restriction only.
    expect(cell(data.cells, double!.nonRefundable, '2030-06-07')).toMatchObject({
      priceCents: 12_600,
      ownPrice: false,
      minStay: null,
    });
    expect(cell(data.cells, double!.nonRefundable, '2030-06-08')).toMatchObject({
      priceCents: 9_000,
      closedToArrival: true,
    });
    expect((await grid(999_999, `from=${FROM}`)).statusCode).toBe(404);
    for (const query of [
      'from=2030-13-01',
      'from=2030-06-03&days=0',
      'from=2030-06-03&days=63',
      '',
    ]) {
      expect((await grid(hotelId, query)).statusCode).toBe(400);
    }
  });

  it("shows the guest's price after the room's Discount where the Discount applies", async () => {
    const { hotelId, roomIds } = await insertHotelWithRooms(setup.app.db, [
      { name: 'Twin', priceCents: 12_000, discountPercent: 10 },
    ]);
    const [standard] = await setup.app.db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(inArray(ratePlans.roomId, roomIds));
    // A calendar price is the price: the Discount is not taken off it (decision 045).
    await setup.app.db
      .insert(roomRates)
      .values({ ratePlanId: standard!.id, night: '2030-06-04', priceCents: 15_000 });
    const cells: RatesGridCell[] = (await grid(hotelId, `from=${FROM}&days=2`)).json().data.cells;
    expect(cells.map(({ priceCents, guestPriceCents }) => [priceCents, guestPriceCents])).toEqual([
      [12_000, 10_800],
      [15_000, 15_000],
    ]);
  });

  it('sets a weekend price and a minimum stay, then finds nothing left to change', async () => {
    const { hotelId, plans } = await hotelWithPlans();
    const chosen = [plans[0]!.standard, plans[1]!.standard];
    const edit = {
      from: FROM,
      to: TO,
      weekdays: WEEKEND,
      ratePlanIds: chosen.map(String),
      price: { set: '15000' },
      minStay: 2,
    };
    const preview = await bulk(hotelId, { ...edit, dryRun: true });
    expect(preview.json().data).toEqual({ nightsChanged: 8, dryRun: true });
    expect(await rowsOf(chosen)).toEqual([]);

    const saved = await bulk(hotelId, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ nightsChanged: 8, dryRun: false });
    const rows = await rowsOf(chosen);
    expect(rows.map((row) => row.night)).toEqual(
      Array(2).fill(['2030-06-07', '2030-06-08', '2030-06-14', '2030-06-15']).flat(),
    );
    expect(new Set(rows.map((row) => `${row.priceCents}/${row.minStay}`))).toEqual(
      new Set(['15000/2']),
    );
    expect((await bulk(hotelId, edit)).json().data.nightsChanged).toBe(0);
  });

  it('moves a price from the night as it stands and writes it as the night\u2019s own', async () => {
    const { hotelId, plans } = await hotelWithPlans();
    const { standard, nonRefundable } = plans[0]!;
    await setup.app.db
      .insert(roomRates)
      .values({ ratePlanId: standard, night: FROM, priceCents: 12_345 });
    const moved = await bulk(hotelId, {
      from: FROM,
      to: '2030-06-04',
      ratePlanIds: [nonRefundable],
      price: { adjustBasisPoints: 1000 },
    });
    expect(moved.json().data.nightsChanged).toBe(2);
    // 12 345 − 10 % = 11 110.5 → 11 111, + 10 % = 12 222.1 → 12 222; 10 000 − 10 % + 10 % = 9 900.
    expect((await rowsOf([nonRefundable])).map((row) => row.priceCents)).toEqual([12_222, 9_900]);
  });

  it('clears what it set, deleting rows left with nothing of their own', async () => {
    const { hotelId, plans } = await hotelWithPlans();
    const { standard } = plans[0]!;
    await setup.app.db.insert(roomRates).values([
      { ratePlanId: standard, night: FROM, priceCents: 12_000 },
      { ratePlanId: standard, night: '2030-06-04', priceCents: 12_000, closed: true },
    ]);
    const cleared = await bulk(hotelId, {
      from: FROM,
      to: TO,
      ratePlanIds: [standard],
      price: { clear: true },
      minStay: null,
    });
    expect(cleared.json().data.nightsChanged).toBe(2);
    expect(await rowsOf([standard])).toMatchObject([
      { night: '2030-06-04', priceCents: null, closed: true },
    ]);
  });

  it('refuses the whole edit when one night would fall below a cent, writing nothing', async () => {
    const { hotelId, plans } = await hotelWithPlans();
    const { standard } = plans[0]!;
    await setup.app.db
      .insert(roomRates)
      .values({ ratePlanId: standard, night: '2030-06-16', priceCents: 400 });
    const before = await rowsOf([standard, plans[1]!.standard]);
    const edit = {
      from: FROM,
      to: TO,
      ratePlanIds: [plans[1]!.standard, standard],
      price: { adjustCents: -500 },
      closed: true,
    };
    for (const dryRun of [true, false]) {
      const refused = await bulk(hotelId, { ...edit, dryRun });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: RATES_TEXTS.pricedBelowOneCent,
        fields: { price: RATES_TEXTS.pricedBelowOneCent },
      });
    }
    expect(await rowsOf([standard, plans[1]!.standard])).toEqual(before);

    const tooHigh = await bulk(hotelId, {
      ...edit,
      price: { adjustBasisPoints: 10_000 },
      from: '2030-06-10',
    });
    expect(tooHigh.statusCode).toBe(200);
    const pastMax = await bulk(hotelId, { ...edit, price: { adjustCents: 99_990_000 } });
    expect(pastMax.statusCode).toBe(422);
    expect(pastMax.json().message).toBe(RATES_TEXTS.priceRange);
  });

  it('refuses a minimum stay above a night\u2019s maximum, and plans of another hotel', async () => {
    const { hotelId, plans } = await hotelWithPlans();
    const other = await hotelWithPlans();
    const { standard } = plans[0]!;
    await setup.app.db
      .insert(roomRates)
      .values({ ratePlanId: standard, night: '2030-06-10', maxStay: 3 });
    const aboveMax = await bulk(hotelId, {
      from: FROM,
      to: TO,
      ratePlanIds: [standard],
      minStay: 4,
    });
    expect(aboveMax.statusCode).toBe(422);
    expect(aboveMax.json().message).toBe(RATES_TEXTS.minAboveMax);

    for (const ids of [[standard, other.plans[0]!.standard], [999_999]]) {
      const refused = await bulk(hotelId, { from: FROM, to: TO, ratePlanIds: ids, closed: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: RATES_TEXTS.planOfAnotherHotel,
        code: 'PLAN_OF_ANOTHER_HOTEL',
      });
    }
    expect(await rowsOf([standard, other.plans[0]!.standard])).toHaveLength(1);
    expect(
      (await bulk(999_999, { from: FROM, to: TO, ratePlanIds: [standard], closed: true }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['no plans', { ratePlanIds: [] }],
    ['plan ids as words', { ratePlanIds: ['Standard'] }],
    ['weekdays as text', { weekdays: '5,6' }],
    ['a weekday past Saturday', { weekdays: [7] }],
    ['a price in dollars with cents', { price: { set: '120.50' } }],
    ['two price changes at once', { price: { set: 100, adjustCents: 5 } }],
    ['a zero price', { price: { set: 0 } }],
    ['a null closure', { closed: null }],
    ['a minimum stay of 0', { minStay: 0 }],
    ['a minimum above the maximum', { minStay: 5, maxStay: 3 }],
    ['an unknown key', { stopSell: true }],
    ['dates the wrong way round', { from: TO, to: FROM }],
    ['more than two years', { from: '2030-01-01', to: '2032-01-02' }],
    ['a date that is not one', { from: '2030-02-30' }],
    ['nothing to change', { closed: undefined }],
    ['dry run as text', { dryRun: 'yes' }],
  ])('answers 400 to %s', async (_label, change) => {
    const { hotelId, plans } = await hotelWithPlans();
    const answer = await bulk(hotelId, {
      from: FROM,
      to: TO,
      ratePlanIds: [plans[0]!.standard],
      closed: true,
      ...change,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty('message');
    expect(await rowsOf([plans[0]!.standard])).toEqual([]);
  });
});
