import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/accounts.js';
import { createHotel, hotelPayload, roomPayload } from '../../test/hotels.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

type PolicyAnswer = {
  CancellationPolicy: { FreeCancellationDays: number; Penalty: string; TimeZone: string };
  Rooms: { id: string; RoomName: string; NonRefundable: boolean }[];
};

describe.each(TEST_DRIVERS)('a hotel’s cancellation policy, through the API, on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const put = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/hotels/${id}`, headers: admin.headers, payload });
  const read = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/hotels/${id}` })).json().data as PolicyAnswer;

  it('gives a hotel sent without a policy the default: free until 1 day before, then the first night, UTC', async () => {
    const hotel = (await createHotel(t.app, admin.headers)) as unknown as PolicyAnswer & {
      id: string;
    };
    expect(hotel.CancellationPolicy).toEqual({
      FreeCancellationDays: 1,
      Penalty: 'FirstNight',
      TimeZone: 'UTC',
    });
    expect(hotel.Rooms.map((room) => room.NonRefundable)).toEqual([false]);
  });

  it('stores a policy and non-refundable rooms, answers them and lists them in /DB/HotelDataBase.json', async () => {
    const hotel = await createHotel(t.app, admin.headers, {
      CancellationPolicy: {
        FreeCancellationDays: '5',
        Penalty: 'WholeStay',
        TimeZone: 'Europe/Rome',
      },
      Rooms: {
        create: [
          roomPayload({ RoomName: 'Saver', NonRefundable: true }),
          roomPayload({ RoomName: 'Flex' }),
        ],
      },
    } as never);
    const expected = { FreeCancellationDays: 5, Penalty: 'WholeStay', TimeZone: 'Europe/Rome' };
    const answer = await read(hotel.id);
    expect(answer.CancellationPolicy).toEqual(expected);
    expect(answer.Rooms.map((room) => [room.RoomName, room.NonRefundable])).toEqual([
      ['Saver', true],
      ['Flex', false],
    ]);

    const file = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    const listed = (file.json() as (PolicyAnswer & { id: string })[]).find(
      (entry) => entry.id === hotel.id,
    );
    expect(listed?.CancellationPolicy).toEqual(expected);
    expect(listed?.Rooms.map((room) => room.NonRefundable)).toEqual([true, false]);
  });

  it('keeps the policy and a room’s flag on an update that leaves them out (a spec client), and changes only what is sent', async () => {
    const hotel = await createHotel(t.app, admin.headers, {
      CancellationPolicy: { FreeCancellationDays: 7, Penalty: 'None', TimeZone: 'Asia/Tokyo' },
      Rooms: { create: [roomPayload({ NonRefundable: true })] },
    });
    const roomId = hotel.Rooms[0]!.id;
    const specClient = await put(
      hotel.id,
      hotelPayload({ Rooms: { create: [roomPayload({ id: roomId })] } }),
    );
    expect(specClient.statusCode).toBe(200);
    expect((specClient.json().data as PolicyAnswer).CancellationPolicy).toEqual({
      FreeCancellationDays: 7,
      Penalty: 'None',
      TimeZone: 'Asia/Tokyo',
    });
    expect((specClient.json().data as PolicyAnswer).Rooms[0]!.NonRefundable).toBe(true);

    const changed = await put(
      hotel.id,
      hotelPayload({
        CancellationPolicy: { Penalty: 'FirstNight' },
        Rooms: { create: [roomPayload({ id: roomId, NonRefundable: false })] },
      }),
    );
    expect((changed.json().data as PolicyAnswer).CancellationPolicy).toEqual({
      FreeCancellationDays: 7,
      Penalty: 'FirstNight',
      TimeZone: 'Asia/Tokyo',
    });
    expect((changed.json().data as PolicyAnswer).Rooms[0]!.NonRefundable).toBe(false);
  });

  it.each([
    [{ FreeCancellationDays: -1 }, 'Free cancellation days must be a whole number from 0 to 365'],
    [{ FreeCancellationDays: 400 }, 'Free cancellation days must be a whole number from 0 to 365'],
    [{ Penalty: 'Half' }, 'Penalty must be FirstNight, WholeStay or None'],
    [{ TimeZone: 'Europe/Atlantis' }, 'TimeZone must be a time zone such as Europe/Rome'],
    [{ Refund: 'all' }, undefined],
  ])('refuses the policy %j with a 400 and the field’s message', async (policy, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: admin.headers,
      payload: hotelPayload({ CancellationPolicy: policy as never }),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; fields?: Record<string, string> };
    if (message) expect(Object.values(body.fields ?? {})).toContain(message);
  });

  it('refuses a room whose NonRefundable is not true or false', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: admin.headers,
      payload: hotelPayload({
        Rooms: { create: [roomPayload({ NonRefundable: 'yes' as never })] },
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().fields ?? {})).toContain(
      'NonRefundable must be true or false',
    );
  });
});
