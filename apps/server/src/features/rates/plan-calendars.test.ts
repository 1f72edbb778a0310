/**
 * Every room type has its Standard plan from the moment it exists, whatever adds it, and the
 * spec era's non-refundable flag sells the room under a Non-refundable plan only; the loader
 * gives the domain's rules each plan with Standard's rows and its own (decision 045).
 */
import { planNightPrice, planNightRestrictions, stayRefusal } from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratePlans, roomRates, rooms } from '../../db/schema.js';
import { insertHotelWithRooms } from '../../test/booking-fixtures.js';
import { withNonRefundablePlan } from '../../test/rate-plan-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { loadPlanCalendars } from './plan-calendars.js';

describe.each(TEST_DRIVERS)('rate plans and the rates calendar, on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const plansOf = (roomId: number) =>
    t.app.db
      .select({ kind: ratePlans.kind, name: ratePlans.name, onSale: ratePlans.onSale })
      .from(ratePlans)
      .where(eq(ratePlans.roomId, roomId))
      .orderBy(ratePlans.position);

  it('gives a new room its Standard plan, on sale and refundable', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}, {}]);
    for (const roomId of roomIds) {
      expect(await plansOf(roomId)).toEqual([{ kind: 'standard', name: 'Standard', onSale: true }]);
    }
  });

  it('sells a room flagged non-refundable under a Non-refundable plan only, and back', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}]);
    const roomId = roomIds[0]!;
    await t.app.db.update(rooms).set({ nonRefundable: true }).where(eq(rooms.id, roomId));
    expect(await plansOf(roomId)).toEqual([
      { kind: 'standard', name: 'Standard', onSale: false },
      { kind: 'non_refundable', name: 'Non-refundable', onSale: true },
    ]);
    await t.app.db.update(rooms).set({ nonRefundable: false }).where(eq(rooms.id, roomId));
    expect(await plansOf(roomId)).toEqual([
      { kind: 'standard', name: 'Standard', onSale: true },
      { kind: 'non_refundable', name: 'Non-refundable', onSale: true },
    ]);
  });

  it('reads Standard’s rows and a derived plan’s own within the span, and the rules apply them', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ priceCents: 10_000 }]);
    const roomId = roomIds[0]!;
    const plans = await withNonRefundablePlan(t.app.db, roomId);
    await t.app.db.insert(roomRates).values([
      { ratePlanId: plans.standardId, night: '2030-06-14', priceCents: 15_000, minStay: 2 },
      { ratePlanId: plans.standardId, night: '2030-06-20', priceCents: 99_900 },
      { ratePlanId: plans.nonRefundableId, night: '2030-06-15', closedToArrival: true },
    ]);

    const calendars = await loadPlanCalendars(t.app.db, [roomId], {
      from: '2030-06-13',
      until: '2030-06-17',
    });
    const room = calendars.get(roomId)!;
    expect(room.plans.map((plan) => plan.name)).toEqual(['Standard', 'Non-refundable']);
    const nonRefundable = room.calendarOf(plans.nonRefundableId)!;
    expect(planNightPrice(nonRefundable, '2030-06-13')).toEqual({
      priceCents: 9_000,
      discounted: true,
    });
    // Standard's Saturday price, 10 % less; outside the span nothing was read.
    expect(planNightPrice(nonRefundable, '2030-06-14')).toEqual({
      priceCents: 13_500,
      discounted: false,
    });
    expect(planNightPrice(nonRefundable, '2030-06-20').priceCents).toBe(9_000);
    expect(planNightRestrictions(nonRefundable, '2030-06-14').minStay).toBe(2);
    expect(stayRefusal(nonRefundable, { checkIn: '2030-06-14', checkOut: '2030-06-15' })).toEqual({
      code: 'minimum_stay',
      message: 'Minimum 2 nights for arrivals on Fri 14 Jun',
    });
    expect(stayRefusal(nonRefundable, { checkIn: '2030-06-15', checkOut: '2030-06-16' })).toEqual({
      code: 'closed_to_arrival',
      message: 'No arrivals on this date',
    });
    // Standard is not held to the derived plan's own closure.
    expect(
      stayRefusal(room.calendarOf(plans.standardId)!, {
        checkIn: '2030-06-15',
        checkOut: '2030-06-16',
      }),
    ).toBeNull();
  });
});
