import {
  addDays,
  dataEnvelope,
  hotelOffersSchema,
  priceCalendarSchema,
  stayRuleDayLabel,
} from '@staylane/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, ratePlans, roomNights, roomRates, rooms } from '../../db/schema.js';
import { withNonRefundablePlan } from '../../test/rate-plan-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  dateFromToday,
  holdRequest,
  insertCoupon,
  insertHotelWithRooms,
  signedInUser,
  tokeniseCard,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

/**
 * The body parsed by `schema`, which must equal the body itself: the offers are sent without a
 * per-response check (hotel-offers-routes.ts), so a field outside the wire schema fails here.
 */
function exactly<T>(schema: { parse(value: unknown): T }, body: unknown): T {
  const parsed = schema.parse(body);
  expect(parsed).toEqual(body);
  return parsed;
}

describe('GET /api/quote: the server’s quote before anything is held', () => {
  let t: TestApp;
  let guest: SignedInUser;
  let roomId: number;
  let smallRoomId: number;
  let closedRoomId: number;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    guest = await signedInUser(t.app);
    await insertCoupon(t.app.db, 'STAY15', 15);
    const { roomIds } = await insertHotelWithRooms(t.app.db, [
      { priceCents: 12_050, discountPercent: 12.5, units: 2 },
      { maxGuests: 1 },
      { available: false },
    ]);
    [roomId, smallRoomId, closedRoomId] = roomIds as [number, number, number];
  });
  afterAll(() => t.close());

  const stay = { checkInDate: dateFromToday(20), checkOutDate: dateFromToday(23) };
  const quote = (query: Record<string, string | number>) =>
    t.app.inject({
      method: 'GET',
      url: '/api/quote',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });

  it('answers a line per night and the spec’s totals, with and without the coupon', async () => {
    const plain = await quote({ roomId, ...stay, guests: 2 });
    expect(plain.statusCode, plain.body).toBe(200);
    // base 361.50, discount floor(45.1875) = 45, tax floor(8.55) = 8, final floor(324.5).
    expect(plain.json().data).toEqual({
      checkIn: stay.checkInDate,
      checkOut: stay.checkOutDate,
      ratePlan: {
        id: expect.stringMatching(/^[1-9]\d*$/),
        name: 'Standard',
        refundable: true,
        breakfastIncluded: false,
      },
      lines: [20, 21, 22].map((day) => ({
        date: dateFromToday(day),
        ratePlan: 'Standard',
        priceCents: 12_050,
        discounted: true,
      })),
      discountBasisPoints: 1_250,
      lengthOfStay: null,
      nights: 3,
      baseCents: 36_150,
      discountCents: 4_500,
      taxCents: 800,
      couponPercent: 0,
      couponCode: null,
      lengthOfStayCents: 0,
      finalCents: 32_400,
    });
    const withCoupon = await quote({ roomId, ...stay, guests: '2', coupon: 'stay15' });
    expect(withCoupon.json().data).toMatchObject({
      couponCode: 'STAY15',
      couponPercent: 15,
      finalCents: 27_000,
    });
  });

  it('is the quote the hold then keeps', async () => {
    const before = (await quote({ roomId, ...stay, guests: 2, coupon: 'STAY15' })).json().data;
    const hold = await holdRequest(
      t.app,
      guest,
      { roomId, checkIn: stay.checkInDate, checkOut: stay.checkOutDate, guests: 2 },
      'STAY15',
    );
    expect(hold.json().data.quote).toEqual(before);
  });

  it('quotes the held nights with a coupon applied after the hold, as checkout then charges', async () => {
    const later = { checkIn: dateFromToday(40), checkOut: dateFromToday(42) };
    const held = (await holdRequest(t.app, guest, { roomId, ...later, guests: 2 })).json().data;
    await t.app.db.update(rooms).set({ priceCents: 30_000 }).where(eq(rooms.id, roomId));
    try {
      const asked = await t.app.inject({
        method: 'GET',
        url: `/api/holds/${held.id}?coupon=stay15`,
        headers: guest.headers,
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const quote = asked.json().data.quote;
      // The held nights at $120.50, not the new $300: 241 − 30 + 5 − 36.15 = 179.85.
      expect(quote).toMatchObject({ lines: held.quote.lines, couponCode: 'STAY15' });
      expect(quote.finalCents).toBe(17_900);
      const paid = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: guest.headers,
        payload: {
          paymentMethod: await tokeniseCard(t.app, guest),
          amount: quote.finalCents,
          source: 'card',
          holdId: held.id,
          coupon: 'STAY15',
        },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().payment.amount).toBe(17_900);
    } finally {
      await t.app.db.update(rooms).set({ priceCents: 12_050 }).where(eq(rooms.id, roomId));
    }
  });

  it('prices a hold made before quotes were kept (no stored quote) from its room, as then', async () => {
    const older = { checkIn: dateFromToday(50), checkOut: dateFromToday(51) };
    const held = (await holdRequest(t.app, guest, { roomId, ...older, guests: 1 })).json().data;
    await t.app.db.update(holds).set({ quote: null }).where(eq(holds.id, held.id));
    const asked = await t.app.inject({
      method: 'GET',
      url: `/api/holds/${held.id}`,
      headers: guest.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // Such a hold never named a plan: the one plan of the time, at the room's own price.
    expect(asked.json().data.quote).toMatchObject({
      ratePlan: { name: 'Standard', refundable: true },
      lines: held.quote.lines.map(({ date, priceCents }: { date: string; priceCents: number }) => ({
        date,
        priceCents,
      })),
      finalCents: held.quote.finalCents,
    });
  });

  it('follows the room’s price until a hold is made: it holds nothing', async () => {
    await t.app.db.update(rooms).set({ priceCents: 20_000 }).where(eq(rooms.id, roomId));
    try {
      const after = (await quote({ roomId, ...stay, guests: 1 })).json().data;
      expect(after.lines[0].priceCents).toBe(20_000);
    } finally {
      await t.app.db.update(rooms).set({ priceCents: 12_050 }).where(eq(rooms.id, roomId));
    }
  });

  it.each([
    [
      'a stay in the past',
      { checkInDate: dateFromToday(-3), checkOutDate: dateFromToday(-1) },
      400,
      'The check-in date cannot be in the past',
    ],
    [
      'a check-out before the check-in',
      { checkOutDate: dateFromToday(19) },
      400,
      'The check-out date must be at least one day after the check-in date',
    ],
    ['5 guests', { guests: 5 }, 400, 'Guests must be a whole number from 1 to 4'],
    [
      'a wrong coupon',
      { coupon: 'NOPE' },
      404,
      'This coupon code does not seem correct, try again!',
    ],
    ['a NUL in the coupon', { coupon: 'A\u0000' }, 400, 'Coupon'],
    ['an unknown room', { roomId: 999_999 }, 404, 'This room does not exist'],
    ['a room not for sale', { roomId: 'closed' }, 409, 'This room is not available for booking'],
    ['a room too small', { roomId: 'small', guests: 2 }, 409, 'This room sleeps at most 1 guest'],
  ])('refuses %s (%o) with %i: %s', async (_name, change, status, message) => {
    const ids: Record<string, number> = { closed: closedRoomId, small: smallRoomId };
    const query: Record<string, string | number> = { roomId, ...stay, guests: 1, ...change };
    query.roomId = ids[String(query.roomId)] ?? query.roomId!;
    const response = await quote(query);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toContain(message);
  });

  /** A room of $100 a night: Standard (made with it) and a Non-refundable plan 10 % below. */
  async function roomWithPlans() {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{ priceCents: 10_000, units: 9 }]);
    const id = roomIds[0]!;
    return { roomId: id, ...(await withNonRefundablePlan(t.app.db, id)) };
  }

  it('prices each night from the calendar: a dearer Saturday, and a plan derived from it', async () => {
    const plans = await roomWithPlans();
    const nights = { checkInDate: dateFromToday(60), checkOutDate: dateFromToday(63) };
    await t.app.db
      .insert(roomRates)
      .values({ ratePlanId: plans.standardId, night: dateFromToday(61), priceCents: 15_000 });
    const standard = await quote({ roomId: plans.roomId, ...nights, guests: 2 });
    expect(standard.statusCode, standard.body).toBe(200);
    expect(standard.json().data).toMatchObject({
      ratePlan: { id: String(plans.standardId), name: 'Standard', refundable: true },
      lines: [
        { date: dateFromToday(60), priceCents: 10_000, discounted: true },
        { date: dateFromToday(61), priceCents: 15_000, discounted: false },
        { date: dateFromToday(62), priceCents: 10_000, discounted: true },
      ],
      finalCents: 35_000,
    });
    const derived = await quote({
      roomId: plans.roomId,
      ...nights,
      guests: 2,
      ratePlanId: plans.nonRefundableId,
    });
    expect(derived.statusCode, derived.body).toBe(200);
    const nonRefundable = derived.json().data;
    expect(nonRefundable).toMatchObject({
      ratePlan: { id: String(plans.nonRefundableId), name: 'Non-refundable', refundable: false },
      lines: [9_000, 13_500, 9_000].map((priceCents) => ({
        ratePlan: 'Non-refundable',
        priceCents,
      })),
      finalCents: 31_500,
    });

    const traveller = await signedInUser(t.app);
    const hold = await holdRequest(t.app, traveller, {
      roomId: plans.roomId,
      checkIn: nights.checkInDate,
      checkOut: nights.checkOutDate,
      ratePlanId: plans.nonRefundableId,
    });
    expect(hold.statusCode, hold.body).toBe(201);
    expect(hold.json().data.quote).toEqual(nonRefundable);
    const [row] = await t.app.db
      .select({ ratePlanId: holds.ratePlanId })
      .from(holds)
      .where(eq(holds.id, hold.json().data.id));
    expect(row!.ratePlanId).toBe(plans.nonRefundableId);
  });

  it.each([
    ['a number', 'nr', 201, 'Non-refundable'],
    ['its digits as text', 'nr-text', 201, 'Non-refundable'],
    ['null (the default plan)', null, 201, 'Standard'],
    ['an array', 'array', 400, 'ratePlanId must be a rate plan id'],
    ['an object', 'object', 400, 'ratePlanId must be a rate plan id'],
    ['another room’s plan', 'other', 409, 'This rate is not offered'],
    ['an unknown plan', 999_999, 409, 'This rate is not offered'],
    ['a plan off sale', 'off-sale', 409, 'This rate is not offered'],
  ])('holds with ratePlanId as %s', async (_name, given, status, outcome) => {
    const plans = await roomWithPlans();
    const other = await roomWithPlans();
    const offSale = await roomWithPlans();
    await t.app.db
      .update(ratePlans)
      .set({ onSale: false })
      .where(eq(ratePlans.id, offSale.nonRefundableId));
    const sent: Record<string, unknown> = {
      nr: plans.nonRefundableId,
      'nr-text': String(plans.nonRefundableId),
      array: [plans.nonRefundableId],
      object: { id: plans.nonRefundableId },
      other: other.nonRefundableId,
      'off-sale': offSale.nonRefundableId,
    };
    const roomOf = given === 'off-sale' ? offSale.roomId : plans.roomId;
    const response = await holdRequest(t.app, await signedInUser(t.app), {
      roomId: roomOf,
      ratePlanId: typeof given === 'string' ? sent[given] : given,
    });
    expect(response.statusCode, response.body).toBe(status);
    if (status === 201) expect(response.json().data.quote.ratePlan.name).toBe(outcome);
    else expect(response.json().message).toContain(outcome);
    if (status === 409) expect(response.json().code).toBe('RATE_PLAN_NOT_OFFERED');
  });

  it('reads ratePlanId from the quote’s address as digits; empty or "null" is the default', async () => {
    const plans = await roomWithPlans();
    const base = { roomId: plans.roomId, ...stay, guests: 2 };
    const chosen = await quote({ ...base, ratePlanId: String(plans.nonRefundableId) });
    expect(chosen.json().data.ratePlan.name).toBe('Non-refundable');
    for (const none of ['', 'null']) {
      const answer = await quote({ ...base, ratePlanId: none });
      expect(answer.json().data.ratePlan.name, none).toBe('Standard');
    }
    expect((await quote({ ...base, ratePlanId: 'cheapest' })).statusCode).toBe(400);
  });

  it('prices a room sold only non-refundable under its on-sale plan when none is chosen', async () => {
    const plans = await roomWithPlans();
    await t.app.db.update(rooms).set({ nonRefundable: true }).where(eq(rooms.id, plans.roomId));
    const answer = await quote({ roomId: plans.roomId, ...stay, guests: 2 });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.ratePlan).toMatchObject({ refundable: false });
    const standard = await quote({
      roomId: plans.roomId,
      ...stay,
      guests: 2,
      ratePlanId: plans.standardId,
    });
    expect(standard.statusCode).toBe(409);
    expect(standard.json().code).toBe('RATE_PLAN_NOT_OFFERED');
  });

  // Each rule on Standard's calendar; the Non-refundable plan is held to Standard's rules too.
  const day = (offset: number) => addDays(dateFromToday(70), offset);
  it.each([
    ['a minimum stay', { night: 0, minStay: 3 }, [0, 1], `Minimum 3 nights for arrivals on`, 0],
    ['no arrivals', { night: 10, closedToArrival: true }, [10, 12], 'No arrivals on this date'],
    ['a maximum stay', { night: 20, maxStay: 2 }, [20, 23], 'Maximum 2 nights for arrivals on', 20],
    ['a closed night', { night: 31, closed: true }, [30, 33], 'Not available on the night of', 31],
    ['no departures', { night: 42, closedToDeparture: true }, [40, 42], 'No departures on', 42],
  ])(
    'refuses a stay against %s at the quote and the hold, in the guest’s words',
    async (_name, { night, ...rule }, [from, to], sentence, labelled?: number) => {
      const plans = await roomWithPlans();
      await t.app.db
        .insert(roomRates)
        .values({ ratePlanId: plans.standardId, night: day(night), ...rule });
      const expected =
        labelled === undefined ? sentence : `${sentence} ${stayRuleDayLabel(day(labelled))}`;
      const nights = { checkInDate: day(from!), checkOutDate: day(to!) };
      const quoted = await quote({ roomId: plans.roomId, ...nights, guests: 2 });
      expect(quoted.statusCode, quoted.body).toBe(409);
      expect(quoted.json()).toMatchObject({ code: 'STAY_RULES', message: expected });
      const held = await holdRequest(t.app, await signedInUser(t.app), {
        roomId: plans.roomId,
        checkIn: nights.checkInDate,
        checkOut: nights.checkOutDate,
        ratePlanId: plans.nonRefundableId,
      });
      expect(held.statusCode, held.body).toBe(409);
      expect(held.json()).toMatchObject({ code: 'STAY_RULES', message: expected });
      const taken = await t.app.db.select().from(holds).where(eq(holds.roomId, plans.roomId));
      expect(taken).toEqual([]);
    },
  );

  // The hotel page's offers (decision 046) are quotes too: the same domain functions over the
  // same calendar rows, before anything is held. One hotel: a double (units 1) with a
  // Non-refundable plan at −10 % and a single.
  describe('GET /api/hotels/:id/offers and /price-calendar', () => {
    let hotelId: number;
    let doubleId: number;
    let singleId: number;
    let standardId: number;
    let nonRefundableId: number;
    const day = (offset: number) => dateFromToday(60 + offset);

    beforeAll(async () => {
      const fixture = await insertHotelWithRooms(t.app.db, [
        { name: 'Double', priceCents: 10_000, maxGuests: 2 },
        { name: 'Single', priceCents: 10_000, maxGuests: 1 },
      ]);
      hotelId = fixture.hotelId;
      [doubleId, singleId] = fixture.roomIds as [number, number];
      const [standard] = await t.app.db
        .select({ id: ratePlans.id })
        .from(ratePlans)
        .where(eq(ratePlans.roomId, doubleId));
      standardId = standard!.id;
      const [created] = await t.app.db
        .insert(ratePlans)
        .values({
          roomId: doubleId,
          kind: 'non_refundable',
          name: 'Non-refundable',
          refundable: false,
          breakfastIncluded: true,
          pricing: 'percent',
          adjustmentBasisPoints: -1000,
          position: 1,
        })
        .returning({ id: ratePlans.id });
      nonRefundableId = created!.id;
      await t.app.db.insert(roomRates).values([
        { ratePlanId: standardId, night: day(0), priceCents: 20_000 },
        { ratePlanId: standardId, night: day(5), minStay: 3 },
        { ratePlanId: standardId, night: day(10), closedToArrival: true },
      ]);
    });

    const get = (path: string, query: Record<string, string | string[]>) =>
      t.app.inject({ method: 'GET', url: `/api/hotels/${hotelId}/${path}`, query });
    const offers = async (from: number, to: number, guests = '2') => {
      const response = await get('offers', {
        checkInDate: day(from),
        checkOutDate: day(to),
        guests,
      });
      expect(response.statusCode, response.body).toBe(200);
      exactly(dataEnvelope(hotelOffersSchema), response.json());
      return response.json().data;
    };
    type Plan = { ratePlanId: string; totalCents: number | null };
    const planOf = (data: { rooms: { roomId: string; plans: Plan[] }[] }, id: number) =>
      data.rooms
        .find((room) => room.roomId === String(doubleId))!
        .plans.find((plan) => plan.ratePlanId === String(id))!;

    it('prices each plan by the calendar rows, and the from price is the cheapest that fits', async () => {
      const data = await offers(0, 2);
      // Standard: 200 (the calendar's) + 100; Non-refundable: 10 % less each night.
      expect(planOf(data, standardId)).toMatchObject({
        name: 'Standard',
        totalCents: 30_000,
        perNightCents: 15_000,
        refusal: null,
        cancellation: { kind: 'free' },
      });
      expect(planOf(data, nonRefundableId)).toMatchObject({
        totalCents: 27_000,
        perNightCents: 13_500,
        breakfastIncluded: true,
        cancellation: { kind: 'non-refundable' },
      });
      expect(data.fromPrice).toEqual({
        roomId: String(doubleId),
        ratePlanId: String(nonRefundableId),
        totalCents: 27_000,
        perNightCents: 13_500,
        nights: 2,
      });
      // The room's own from price (its card's headline, decision 048) is the same plan: the
      // season's $150 average less 10 %, nothing struck (no reduction of the stay's base).
      const roomOf = (answer: typeof data, id: number) =>
        answer.rooms.find((room: { roomId: string }) => room.roomId === String(id));
      expect(roomOf(data, doubleId).fromPrice).toEqual({
        ratePlanId: String(nonRefundableId),
        totalCents: 27_000,
        perNightCents: 13_500,
        basePerNightCents: 13_500,
      });
      // The single is too small for two; for one guest it is the cheapest.
      expect(roomOf(data, singleId)).toMatchObject({ fits: false, freeUnits: 1, fromPrice: null });
      const single = await offers(0, 2, '1');
      expect(single.fromPrice).toMatchObject({ roomId: String(singleId), totalCents: 20_000 });
      expect(roomOf(single, singleId).fromPrice).toMatchObject({ perNightCents: 10_000 });
      // Arrivals three days either side, the cheapest marked once.
      expect(data.flexible.map((arrival: { checkIn: string }) => arrival.checkIn)).toEqual(
        [-3, -2, -1, 0, 1, 2, 3].map(day),
      );
      expect(
        data.flexible.filter((arrival: { cheapest: boolean }) => arrival.cheapest),
      ).toHaveLength(1);
      expect(data.flexible[3].totalCents).toBe(27_000);
    });

    it('gives a room with a Discount its reduced from price and the base to strike through', async () => {
      const { hotelId: discounted, roomIds } = await insertHotelWithRooms(t.app.db, [
        { priceCents: 10_000, discountPercent: 10 },
      ]);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/hotels/${discounted}/offers`,
        query: { checkInDate: day(30), checkOutDate: day(32), guests: '2' },
      });
      expect(response.statusCode, response.body).toBe(200);
      // Base $200, Discount $20, the spec's tax 19 % of it floored to the dollar, $3: $183,
      // $91.50 a night, $100 struck through.
      expect(response.json().data.rooms).toEqual([
        expect.objectContaining({
          roomId: String(roomIds[0]),
          fromPrice: expect.objectContaining({
            totalCents: 18_300,
            perNightCents: 9_150,
            basePerNightCents: 10_000,
          }),
        }),
      ]);
    });

    it('says why the rules refuse a stay and offers the nearest stay that works', async () => {
      const short = planOf(await offers(5, 7), standardId);
      expect(short).toMatchObject({
        totalCents: null,
        refusal: `Minimum 3 nights for arrivals on ${stayRuleDayLabel(day(5))}`,
        nearestStay: { checkIn: day(5), checkOut: day(8), totalCents: 30_000 },
      });
      const closed = planOf(await offers(10, 12), nonRefundableId);
      expect(closed).toMatchObject({
        refusal: 'No arrivals on this date',
        nearestStay: { checkIn: day(9), checkOut: day(11) },
      });
    });

    it('leaves a sold-out room out of the from price and the nearby arrivals', async () => {
      await t.app.db
        .insert(roomNights)
        .values({ roomId: doubleId, night: day(21), units: 1, booked: 1 });
      const data = await offers(21, 22);
      expect(data.rooms[0]).toMatchObject({ freeUnits: 0 });
      expect(data.fromPrice).toBeNull();
      expect(
        data.flexible.find((arrival: { checkIn: string }) => arrival.checkIn === day(20)),
      ).toMatchObject({ totalCents: 9_000 });
      expect(
        data.flexible.find((arrival: { checkIn: string }) => arrival.checkIn === day(21)),
      ).toMatchObject({ totalCents: null });
    });

    it('answers a month of arrivals, a day the rules refuse without a price', async () => {
      const month = day(10).slice(0, 7);
      const response = await get('price-calendar', { month, nights: '2', guests: '2' });
      expect(response.statusCode, response.body).toBe(200);
      exactly(dataEnvelope(priceCalendarSchema), response.json());
      const { days } = response.json().data;
      expect(days[0].checkIn).toBe(`${month}-01`);
      const byDay = new Map(
        days.map((d: { checkIn: string; totalCents: number | null }) => [d.checkIn, d.totalCents]),
      );
      expect(byDay.get(day(10))).toBeNull();
      if (byDay.has(day(11))) expect(byDay.get(day(11))).toBe(18_000);
    });

    it.each([
      [
        'an array of dates',
        'offers',
        { checkInDate: [day(0), day(1)], checkOutDate: day(2) },
        'checkInDate',
      ],
      ['a null date', 'offers', { checkInDate: 'null', checkOutDate: day(2) }, 'checkInDate'],
      [
        'a check-out before the check-in',
        'offers',
        { checkInDate: day(2), checkOutDate: day(1) },
        'checkOutDate',
      ],
      [
        'guests as words',
        'offers',
        { checkInDate: day(0), checkOutDate: day(1), guests: 'two' },
        'guests',
      ],
      ['a missing date', 'offers', { checkInDate: day(0) }, 'checkOutDate'],
      ['month 13', 'price-calendar', { month: '2030-13', nights: '2' }, 'month'],
      ['a month long past', 'price-calendar', { month: '2001-01', nights: '2' }, 'month'],
      ['a month too far ahead', 'price-calendar', { month: '2999-01', nights: '2' }, 'month'],
      ['no nights', 'price-calendar', { month: day(0).slice(0, 7), nights: '0' }, 'nights'],
    ])('refuses %s with the 400 envelope', async (_name, path, query, field) => {
      const response = await get(path, query as Record<string, string | string[]>);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    });

    it('reads numbers sent as numeric text, and answers 404 for no such hotel', async () => {
      const padded = await get('offers', {
        checkInDate: day(0),
        checkOutDate: day(1),
        guests: ' 2 ',
      });
      expect(padded.statusCode, padded.body).toBe(200);
      exactly(dataEnvelope(hotelOffersSchema), padded.json());
      const missing = await t.app.inject({
        method: 'GET',
        url: `/api/hotels/999999/offers?checkInDate=${day(0)}&checkOutDate=${day(1)}`,
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
