import { eq } from 'drizzle-orm';
import type { RoomPayloadInput } from '@staylane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, holds, hotels, roomNights, rooms } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin, type TestAccount } from '../../test/accounts.js';
import { insertBooking } from '../../test/stored-bookings.js';
import { createHotel, hotelPayload, roomPayload } from '../../test/hotels.js';

const today = new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(TEST_DRIVERS)('hotel writes and reads on %s', (driver) => {
  let t: TestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  const putRoom = (id: number | string, payload: RoomPayloadInput) =>
    t.app.inject({ method: 'PUT', url: `/api/rooms/${id}`, headers: admin.headers, payload });

  it('creates a hotel with what the admin entered and answers the spec notice', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hotels',
      headers: admin.headers,
      payload: hotelPayload({
        PopularityNumber: 88,
        TrendingNumber: 3,
        SpecialTags: 'NoTag',
        StarRating: 5,
        ReviewNumber: 99,
        DateAdded: '2001-01-01',
        Rooms: {
          create: [
            roomPayload({ RoomName: 'First', OriginalPricePerNight: 19.99, Units: 3 }),
            roomPayload({ RoomName: 'Second' }),
          ],
        },
      }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Hotel created successfully');
    expect(body.data).toMatchObject({
      HotelName: 'Hotel Aurora',
      PopularityNumber: 88,
      TrendingNumber: 3,
      SpecialTags: 'NoTag',
      StarRating: 5,
      ReviewNumber: 99,
      DateAdded: '2001-01-01T00:00:00.000Z',
      Tags: 'Swimming-/-Bar',
      Gallery: '/uploads/a.jpg-//-/uploads/b.jpg',
      loc_City: 'Bogotá',
      CheckInHour: 15,
    });
    expect(body.data.Rooms.map((r: { RoomName: string }) => r.RoomName)).toEqual([
      'First',
      'Second',
    ]);
    expect(body.data.Rooms[0]).toMatchObject({
      OriginalPricePerNight: 19.99,
      Units: 3,
      Amenities: 'Wifi-/-Desk',
    });
    const [row] = await t.app.db.select().from(hotels).where(eq(hotels.id, body.data.id));
    expect(row!.searchKey).toBe('bogota|cundinamarca|colombia');
    expect(row!.tags).toEqual(['Swimming', 'Bar']);
    const [room] = await t.app.db.select().from(rooms).where(eq(rooms.id, body.data.Rooms[0].id));
    expect(room!.priceCents).toBe(1999);

    const detail = await t.app.inject({ method: 'GET', url: `/api/hotels/${body.data.id}` });
    expect(detail.json()).toEqual({ message: 'Hotel', data: body.data });
  });

  it('updates a hotel: keeps rooms with an id, adds new ones, removes those left out', async () => {
    const hotel = await createHotel(t.app, admin.headers, {
      Rooms: { create: [roomPayload({ RoomName: 'Keep' }), roomPayload({ RoomName: 'Drop' })] },
    });
    const [keep] = hotel.Rooms;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.id}`,
      headers: admin.headers,
      payload: hotelPayload({
        HotelName: 'Hotel Aurora Renewed',
        loc_City: 'Medellín',
        loc_State: 'Antioquia',
        Rooms: {
          create: [
            roomPayload({ RoomName: 'New' }),
            roomPayload({ id: keep!.id, RoomName: 'Kept' }),
          ],
        },
      }),
    });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Hotel Updated');
    expect(data.HotelName).toBe('Hotel Aurora Renewed');
    expect(data.Rooms.map((r: { RoomName: string }) => r.RoomName)).toEqual(['New', 'Kept']);
    expect(data.Rooms[1].id).toBe(keep!.id);
    const [row] = await t.app.db
      .select()
      .from(hotels)
      .where(eq(hotels.id, Number(hotel.id)));
    expect(row!.searchKey).toBe('medellin|antioquia|colombia');
  });

  it('refuses a room id of another hotel on update', async () => {
    const one = await createHotel(t.app, admin.headers);
    const other = await createHotel(t.app, admin.headers);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${one.id}`,
      headers: admin.headers,
      payload: hotelPayload({ Rooms: { create: [roomPayload({ id: other.Rooms[0]!.id })] } }),
    });
    expect(response.statusCode).toBe(400);
    const [room] = await t.app.db
      .select()
      .from(rooms)
      .where(eq(rooms.id, Number(other.Rooms[0]!.id)));
    expect(room!.hotelId).toBe(Number(other.id));
  });

  it('refuses to remove a room with an upcoming booking (409) and changes nothing', async () => {
    const hotel = await createHotel(t.app, admin.headers);
    await insertBooking(t.app.db, {
      userId: admin.id,
      hotelId: Number(hotel.id),
      roomId: Number(hotel.Rooms[0]!.id),
      checkIn: daysFromToday(3),
      checkOut: daysFromToday(5),
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.id}`,
      headers: admin.headers,
      payload: hotelPayload({ HotelName: 'Changed', Rooms: { create: [] } }),
    });
    expect(response.statusCode).toBe(409);
    const [row] = await t.app.db
      .select()
      .from(hotels)
      .where(eq(hotels.id, Number(hotel.id)));
    expect(row!.name).toBe('Hotel Aurora');
  });

  it('refuses to delete a hotel with a stay not yet ended (409), deletes it once past', async () => {
    const hotel = await createHotel(t.app, admin.headers);
    const booking = await insertBooking(t.app.db, {
      userId: admin.id,
      hotelId: Number(hotel.id),
      roomId: Number(hotel.Rooms[0]!.id),
      checkIn: daysFromToday(-2),
      checkOut: today,
    });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotel.id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This hotel has upcoming bookings and cannot be deleted');

    await t.app.db
      .update(bookings)
      .set({ checkIn: daysFromToday(-3), checkOut: daysFromToday(-1) })
      .where(eq(bookings.id, booking.id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotel.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Hotel deleted', data: { id: hotel.id } });
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ hotelId: null, roomId: null, hotelName: 'Hotel Aurora' });
    expect((await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}` })).statusCode).toBe(
      404,
    );
  });

  /** A booking of the hotel's first room whose stay ended, booked from a hold as the flow does. */
  async function pastBookingFromHold(hotel: { id: string; Rooms: { id: string }[] }) {
    const roomId = Number(hotel.Rooms[0]!.id);
    const past = { checkIn: daysFromToday(-5), checkOut: daysFromToday(-3) };
    const [hold] = await t.app.db
      .insert(holds)
      .values({
        userId: admin.id,
        roomId,
        ...past,
        guests: 2,
        status: 'converted',
        expiresAt: new Date(Date.now() - 86_400_000),
      })
      .returning();
    return insertBooking(t.app.db, {
      userId: admin.id,
      hotelId: Number(hotel.id),
      roomId,
      holdId: hold!.id,
      ...past,
    });
  }

  it('deletes a hotel whose past stays were booked from holds, keeping the bookings', async () => {
    const hotel = await createHotel(t.app, admin.headers);
    const booking = await pastBookingFromHold(hotel);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotel.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ hotelId: null, roomId: null, holdId: null, status: 'confirmed' });
  });

  it('removes a room whose past stays were booked from holds, the bookings staying with the hotel', async () => {
    const hotel = await createHotel(t.app, admin.headers, {
      Rooms: { create: [roomPayload({ RoomName: 'Drop' }), roomPayload({ RoomName: 'Keep' })] },
    });
    const booking = await pastBookingFromHold(hotel);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.id}`,
      headers: admin.headers,
      payload: hotelPayload({
        Rooms: { create: [roomPayload({ id: hotel.Rooms[1]!.id, RoomName: 'Keep' })] },
      }),
    });
    expect(response.statusCode).toBe(200);
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ hotelId: Number(hotel.id), roomId: null, holdId: null });
  });

  it('updates a room through PUT /api/rooms/:id', async () => {
    const hotel = await createHotel(t.app, admin.headers);
    const id = hotel.Rooms[0]!.id;
    const response = await putRoom(
      id,
      roomPayload({
        RoomName: 'Suite',
        OriginalPricePerNight: 250.5,
        Discount: 0,
        Units: 4,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Room Updated',
      data: { id, RoomName: 'Suite', OriginalPricePerNight: 250.5, Discount: 0, Units: 4 },
    });
    const missing = await putRoom(999999, roomPayload());
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a price under a cent with 400 and the field message, not a database error', async () => {
    const hotel = await createHotel(t.app, admin.headers);
    const room = hotel.Rooms[0]!.id;
    const response = await putRoom(room, roomPayload({ OriginalPricePerNight: 1e-9 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      OriginalPricePerNight: 'OriginalPricePerNight must be at least 0.01',
    });
  });

  it('refuses fewer units than are booked on a future night (409), and follows the count otherwise', async () => {
    const hotel = await createHotel(t.app, admin.headers, {
      Rooms: { create: [roomPayload({ Units: 3 })] },
    });
    const id = Number(hotel.Rooms[0]!.id);
    await t.app.db.insert(roomNights).values([
      { roomId: id, night: daysFromToday(10), units: 3, booked: 2 },
      { roomId: id, night: daysFromToday(-10), units: 3, booked: 3 },
    ]);
    const tooFew = await putRoom(id, roomPayload({ Units: 1 }));
    expect(tooFew.statusCode).toBe(409);
    const enough = await putRoom(id, roomPayload({ Units: 2 }));
    expect(enough.statusCode).toBe(200);
    const nights = await t.app.db.select().from(roomNights).where(eq(roomNights.roomId, id));
    const byNight = Object.fromEntries(nights.map((n) => [n.night, n.units]));
    expect(byNight[daysFromToday(10)]).toBe(2);
    expect(byNight[daysFromToday(-10)]).toBe(3);
  });

  it('shows each room’s free units for a stay on the detail', async () => {
    const hotel = await createHotel(t.app, admin.headers, {
      Rooms: { create: [roomPayload({ Units: 3 }), roomPayload({ Units: 1 })] },
    });
    const [first, second] = hotel.Rooms;
    await t.app.db.insert(roomNights).values([
      { roomId: Number(first!.id), night: daysFromToday(20), units: 3, booked: 1 },
      { roomId: Number(first!.id), night: daysFromToday(21), units: 3, booked: 2 },
      { roomId: Number(second!.id), night: daysFromToday(21), units: 1, booked: 1 },
    ]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/hotels/${hotel.id}?checkInDate=${daysFromToday(20)}&checkOutDate=${daysFromToday(22)}&guestnumber=2&city=bogota&id=${hotel.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.Rooms.map((r: { FreeUnits: number }) => r.FreeUnits)).toEqual([
      1, 0,
    ]);
    const noDates = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}` });
    expect(noDates.json().data.Rooms[0]).not.toHaveProperty('FreeUnits');
  });

  it.each([
    ['checkInDate=2030-01-05', 'Give both a check-in and a check-out date, or neither'],
    [
      'checkInDate=2030-01-05&checkOutDate=2030-01-05',
      'The check-out date must be at least one day after the check-in date',
    ],
    ['checkInDate=2030-02-30&checkOutDate=2030-03-02', 'Enter the check-in date as yyyy-mm-dd'],
    ['nonsense=1', undefined],
  ])('refuses the detail query %s with 400', async (query, message) => {
    const hotel = await createHotel(t.app, admin.headers);
    const response = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}?${query}` });
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
  });
});
