/**
 * The admin's rate plans (decision 045): only an admin reads or changes them; a plan's kind
 * follows from its terms; Standard keeps its name and prices itself and is never deleted; a
 * plan a guest holds or has booked is kept; a realistic bad body gets a 400 that names it.
 */
import { RATES_TEXTS } from '@staylane/domain';
import { aRatePlanWire } from '@staylane/domain/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, holds, ratePlans, roomRates } from '../../db/schema.js';
import { dateFromToday, insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { useAdminTestApp } from '../../test/admin-test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { PLAN_IN_USE } from './rate-plan-store.js';

const nonRefundable = {
  name: 'Non-refundable',
  refundable: false,
  pricing: 'percent',
  adjustmentBasisPoints: -1000,
};

describe.each(TEST_DRIVERS)('rate plan routes on %s', (driver) => {
  const setup = useAdminTestApp(driver);

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = setup.admin.headers,
  ) =>
    setup.app.inject({
      method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });

  const newRoom = async () => {
    const { roomIds } = await insertHotelWithRooms(setup.app.db, [{ priceCents: 10_000 }]);
    return roomIds[0]!;
  };
  const plansOf = async (roomId: number) =>
    (await call('GET', `/api/admin/rooms/${roomId}/rate-plans`)).json().data as {
      id: string;
      kind: string;
      name: string;
    }[];

  it('answers 401 without a session and 403 to a guest, on every route', async () => {
    const roomId = await newRoom();
    const [standard] = await plansOf(roomId);
    const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', `/api/admin/rooms/${roomId}/rate-plans`],
      ['POST', `/api/admin/rooms/${roomId}/rate-plans`, { name: 'X', refundable: true }],
      ['PATCH', `/api/admin/rate-plans/${standard!.id}`, { onSale: false }],
      ['DELETE', `/api/admin/rate-plans/${standard!.id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, body, {})).statusCode).toBe(401);
      expect((await call(method, url, body, setup.guest.headers)).statusCode).toBe(403);
    }
    // Nothing changed under the refused calls.
    expect(await plansOf(roomId)).toMatchObject([{ name: 'Standard' }]);
  });

  it('lists the Standard plan every room is made with, and 404 for a room that is not there', async () => {
    const roomId = await newRoom();
    const answer = await call('GET', `/api/admin/rooms/${roomId}/rate-plans`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      // Ids travel as text (decision 014).
      aRatePlanWire({ id: expect.stringMatching(/^[1-9]\d*$/), roomId: String(roomId) }),
    ]);
    expect((await call('GET', '/api/admin/rooms/999999/rate-plans')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/rooms/1e3/rate-plans')).statusCode).toBe(400);
  });

  it('makes the first non-refundable percent plan the room\u2019s Non-refundable plan, any other custom', async () => {
    const roomId = await newRoom();
    const first = await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, nonRefundable);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      kind: 'non_refundable',
      adjustmentBasisPoints: -1000,
    });
    const second = await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, {
      ...nonRefundable,
      name: 'Advance purchase',
    });
    expect(second.json().data).toMatchObject({ kind: 'custom', refundable: false });
    // Text numbers, as a form sends them, are read as numbers.
    const breakfast = await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, {
      name: 'Bed and breakfast',
      refundable: true,
      breakfastIncluded: true,
      pricing: 'amount',
      adjustmentCents: '1500',
      lengthOfStayDiscounts: [{ minNights: '7', percent: 10 }],
    });
    expect(breakfast.statusCode).toBe(201);
    expect(breakfast.json().data).toMatchObject({
      kind: 'custom',
      adjustmentCents: 1500,
      lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
    });
    expect((await plansOf(roomId)).map((plan) => plan.name)).toEqual([
      'Standard',
      'Non-refundable',
      'Advance purchase',
      'Bed and breakfast',
    ]);
  });

  it('refuses a name the room already has, in any case, with 409 on the name', async () => {
    const roomId = await newRoom();
    const taken = await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, {
      name: 'standard',
      refundable: true,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: RATES_TEXTS.nameTaken,
      fields: { name: RATES_TEXTS.nameTaken },
    });
  });

  it.each([
    ['a null name', { name: null, refundable: true }, 'name'],
    ['an array for a name', { name: ['Flex'], refundable: true }, 'name'],
    ['text for refundable', { name: 'Flex', refundable: 'false' }, 'refundable'],
    [
      'a percent past 100',
      { name: 'Flex', refundable: true, adjustmentBasisPoints: '10001' },
      'adjustmentBasisPoints',
    ],
    [
      'a fraction of a cent',
      { name: 'Flex', refundable: true, adjustmentCents: 1.5 },
      'adjustmentCents',
    ],
    ['an unknown key', { name: 'Flex', refundable: true, price: 100 }, undefined],
    [
      'a 1-night length-of-stay discount',
      { name: 'Flex', refundable: true, lengthOfStayDiscounts: [{ minNights: 1, percent: 5 }] },
      'lengthOfStayDiscounts.0.minNights',
    ],
    ['an array body', [{ name: 'Flex', refundable: true }], undefined],
  ])('answers 400 to %s', async (_label, body, field) => {
    const roomId = await newRoom();
    const answer = await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toHaveProperty('message');
    if (field) expect(Object.keys(answer.json().fields ?? {})).toContain(field);
    expect(await plansOf(roomId)).toHaveLength(1);
  });

  it('changes only what a patch names, and keeps Standard\u2019s name and pricing', async () => {
    const roomId = await newRoom();
    const created = (
      await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, {
        ...nonRefundable,
        description: 'Pay now, save 10 %',
        breakfastIncluded: true,
        lengthOfStayDiscounts: [{ minNights: 7, percent: 10 }],
      })
    ).json().data;
    const patched = await call('PATCH', `/api/admin/rate-plans/${created.id}`, { onSale: false });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toEqual({ ...created, onSale: false });

    const [standard] = await plansOf(roomId);
    for (const patch of [{ name: 'Flexible' }, { pricing: 'percent' }, { adjustmentCents: 100 }]) {
      const refused = await call('PATCH', `/api/admin/rate-plans/${standard!.id}`, patch);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(RATES_TEXTS.standardFixed);
    }
    const described = await call('PATCH', `/api/admin/rate-plans/${standard!.id}`, {
      name: 'Standard',
      description: 'Free cancellation',
      onSale: false,
    });
    expect(described.statusCode).toBe(200);
    expect(described.json().data).toMatchObject({
      kind: 'standard',
      description: 'Free cancellation',
      onSale: false,
    });
    expect((await call('PATCH', '/api/admin/rate-plans/999999', { onSale: true })).statusCode).toBe(
      404,
    );
  });

  it('never deletes Standard, keeps a plan with a stay to come, and deletes another with its rows', async () => {
    const roomId = await newRoom();
    const [standard] = await plansOf(roomId);
    const kept = await call('DELETE', `/api/admin/rate-plans/${standard!.id}`);
    expect(kept.statusCode).toBe(422);
    expect(kept.json().message).toBe(RATES_TEXTS.standardKept);

    const held = (await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, nonRefundable)).json()
      .data;
    await setup.app.db.insert(holds).values({
      ...{
        userId: setup.guest.id,
        roomId,
        checkIn: dateFromToday(10),
        checkOut: dateFromToday(12),
      },
      ...{ guests: 1, expiresAt: new Date(Date.now() + 600_000), ratePlanId: Number(held.id) },
    });
    const refusedHeld = await call('DELETE', `/api/admin/rate-plans/${held.id}`);
    expect(refusedHeld.statusCode).toBe(409);
    expect(refusedHeld.json()).toMatchObject({ message: PLAN_IN_USE, code: 'PLAN_IN_USE' });

    const booked = (
      await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, {
        name: 'Flex',
        refundable: true,
      })
    ).json().data;
    await setup.app.db.insert(bookings).values({
      ...{ hotelName: 'H', hotelCity: 'C', hotelCountry: 'P', roomType: 'R', roomId, guests: 1 },
      ...{ checkIn: dateFromToday(20), checkOut: dateFromToday(22), ratePlanId: Number(booked.id) },
      ...{ ratePlanName: 'Flex', breakfastIncluded: false },
    });
    expect((await call('DELETE', `/api/admin/rate-plans/${booked.id}`)).statusCode).toBe(409);

    const free = (
      await call('POST', `/api/admin/rooms/${roomId}/rate-plans`, {
        name: 'Weekend deal',
        refundable: true,
      })
    ).json().data;
    await setup.app.db
      .insert(roomRates)
      .values({ ratePlanId: Number(free.id), night: dateFromToday(5), priceCents: 9_000 });
    const deleted = await call('DELETE', `/api/admin/rate-plans/${free.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      await setup.app.db
        .select()
        .from(ratePlans)
        .where(eq(ratePlans.id, Number(free.id))),
    ).toEqual([]);
    expect(
      await setup.app.db
        .select()
        .from(roomRates)
        .where(eq(roomRates.ratePlanId, Number(free.id))),
    ).toEqual([]);
    expect((await call('DELETE', `/api/admin/rate-plans/${free.id}`)).statusCode).toBe(404);
  });
});
