import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../db/schema.js';
import { createAdmin } from '../../test/accounts.js';
import { createHotel, hotelPayload, roomPayload } from '../../test/hotels.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';

describe.each(TEST_DRIVERS)('how many guests a room sleeps, through the API, on %s', (driver) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('stores MaxGuests, 2 when a client leaves it out, and answers it with the hotel', async () => {
    const hotel = await createHotel(t.app, admin.headers, {
      Rooms: { create: [roomPayload({ MaxGuests: 4 }), roomPayload({ RoomName: 'Plain' })] },
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}` });
    const answered = response.json().data.Rooms as { MaxGuests: number }[];
    expect(answered.map((room) => room.MaxGuests)).toEqual([4, 2]);

    const file = await t.app.inject({ method: 'GET', url: '/DB/HotelDataBase.json' });
    const listed = (file.json() as { id: string; Rooms: { MaxGuests: number }[] }[]).find(
      (entry) => entry.id === hotel.id,
    );
    expect(listed?.Rooms.map((room) => room.MaxGuests)).toEqual([4, 2]);
  });

  it('changes MaxGuests with PUT /api/rooms/:id and refuses 5 with the field message', async () => {
    const hotel = await createHotel(t.app, admin.headers);
    const roomId = Number(hotel.Rooms[0]!.id);
    const put = (MaxGuests: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/rooms/${roomId}`,
        headers: admin.headers,
        payload: roomPayload({ MaxGuests }),
      });
    expect((await put(1)).json().data.MaxGuests).toBe(1);
    const refused = await put(5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ MaxGuests: 'MaxGuests must be from 1 to 4' });
    const [stored] = await t.app.db.select().from(rooms).where(eq(rooms.id, roomId));
    expect(stored!.maxGuests).toBe(1);
  });

  it('keeps MaxGuests within 1–4 in the database itself', async () => {
    const hotel = await createHotel(t.app, admin.headers, hotelPayload());
    const roomId = Number(hotel.Rooms[0]!.id);
    await expect(
      t.app.db.update(rooms).set({ maxGuests: 5 }).where(eq(rooms.id, roomId)),
    ).rejects.toThrow();
  });
});
