import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, rooms } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import { createAdmin } from '../../test/accounts.js';
import {
  HotelWireCache,
  hotelsAsJson,
  hotelsInWireForm,
  type HotelAtRevision,
} from './hotel-wire-cache.js';
import type { HotelWire } from './hotel-wire.js';
import { createHotel, roomPayload } from '../../test/hotels.js';

const wire = (name: string) => ({ HotelName: name, Rooms: [] }) as unknown as HotelWire;

describe('HotelWireCache', () => {
  it('answers a hotel only at the revision it was cached with', () => {
    const cache = new HotelWireCache();
    cache.set(7, 3, wire('Aurora'));
    expect(cache.get(7, 3)?.HotelName).toBe('Aurora');
    expect(cache.get(7, 4)).toBeUndefined();
    expect(cache.get(8, 3)).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new HotelWireCache(2);
    cache.set(1, 1, wire('one'));
    cache.set(2, 1, wire('two'));
    cache.get(1, 1);
    cache.set(3, 1, wire('three'));
    expect(cache.size).toBe(2);
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)?.HotelName).toBe('one');
    expect(cache.get(3, 1)?.HotelName).toBe('three');
  });

  it('joins a page as JSON text equal to its wire forms serialised, with or without a stay', async () => {
    const room = (id: string, name: string) => ({ id, RoomName: name, Units: 2 });
    const cache = new HotelWireCache();
    cache.set(1, 1, {
      id: '1',
      HotelName: 'Quote "and" \\ back',
      Rooms: [room('10', 'A'), room('11', 'B')],
    } as unknown as HotelWire);
    cache.set(2, 1, { id: '2', HotelName: 'No rooms', Rooms: [] } as unknown as HotelWire);
    // Everything is cached: neither call reads the database.
    const db = undefined as never;
    const pages: HotelAtRevision[][] = [
      [
        { id: 1, revision: 1, freeUnits: { '10': 2 } },
        { id: 2, revision: 1, freeUnits: {} },
      ],
      [
        { id: 2, revision: 1 },
        { id: 1, revision: 1 },
      ],
    ];
    for (const found of pages) {
      expect(await hotelsAsJson(db, cache, found)).toBe(
        JSON.stringify(await hotelsInWireForm(db, cache, found)),
      );
    }
  });
});

describe.each(TEST_DRIVERS)('hotel revisions and cached wire forms on %s', (driver) => {
  let t: TestApp;
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp(driver);
    adminHeaders = (await createAdmin(t.app)).headers;
  });
  afterAll(() => t.close());

  const revisionOf = async (id: number) =>
    (await t.app.db.select({ revision: hotels.revision }).from(hotels).where(eq(hotels.id, id)))[0]!
      .revision;

  it('raises a hotel’s revision on every change of the hotel or of its rooms', async () => {
    const hotel = await createHotel(t.app, adminHeaders, {
      Rooms: { create: [roomPayload(), roomPayload({ RoomName: 'Suite' })] },
    });
    const created = await revisionOf(Number(hotel.id));
    await t.app.db
      .update(hotels)
      .set({ name: 'Renamed' })
      .where(eq(hotels.id, Number(hotel.id)));
    const renamed = await revisionOf(Number(hotel.id));
    expect(renamed).toBeGreaterThan(created);
    await t.app.db
      .update(rooms)
      .set({ units: 9 })
      .where(eq(rooms.hotelId, Number(hotel.id)));
    const roomsChanged = await revisionOf(Number(hotel.id));
    expect(roomsChanged).toBeGreaterThan(renamed);
    await t.app.db.delete(rooms).where(eq(rooms.id, Number(hotel.Rooms[1]!.id)));
    const roomRemoved = await revisionOf(Number(hotel.id));
    expect(roomRemoved).toBeGreaterThan(roomsChanged);
    await t.app.db
      .insert(rooms)
      .values({ hotelId: Number(hotel.id), name: 'Loft', priceCents: 9_000 });
    expect(await revisionOf(Number(hotel.id))).toBeGreaterThan(roomRemoved);
  });

  it('leaves the revision alone when only bookings change (room nights)', async () => {
    const hotel = await createHotel(t.app, adminHeaders);
    const before = await revisionOf(Number(hotel.id));
    await t.app.db.execute(
      sql`insert into room_nights (room_id, night, units, booked) values (${hotel.Rooms[0]!.id}, '2031-01-01', 2, 1)`,
    );
    expect(await revisionOf(Number(hotel.id))).toBe(before);
  });

  it('shows a change made by another process (straight in the database) on the next read', async () => {
    const hotel = await createHotel(t.app, adminHeaders, {
      HotelName: 'Casa Vieja',
      loc_City: 'Quito',
    });
    const detail = () => t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}` });
    const search = () => t.app.inject({ method: 'GET', url: '/api/hotels?city=quito' });
    // Both reads fill the cache with the hotel as created.
    expect((await detail()).json().data.HotelName).toBe('Casa Vieja');
    expect((await search()).json().data[0].HotelName).toBe('Casa Vieja');

    await t.app.db
      .update(hotels)
      .set({ name: 'Casa Nueva' })
      .where(eq(hotels.id, Number(hotel.id)));
    await t.app.db
      .update(rooms)
      .set({ name: 'Garden Room' })
      .where(eq(rooms.hotelId, Number(hotel.id)));
    expect((await detail()).json().data.HotelName).toBe('Casa Nueva');
    const found = (await search()).json().data[0];
    expect(found.HotelName).toBe('Casa Nueva');
    expect(found.Rooms[0].RoomName).toBe('Garden Room');
  });

  it('gives each request its own free units, never a cached copy’s', async () => {
    const hotel = await createHotel(t.app, adminHeaders, {
      loc_City: 'Cusco',
      Rooms: { create: [roomPayload({ Units: 2 })] },
    });
    const room = hotel.Rooms[0]!.id;
    const stay = 'checkInDate=2031-02-01&checkOutDate=2031-02-03';
    const freeUnits = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}?${stay}` })).json().data
        .Rooms[0].FreeUnits;
    expect(await freeUnits()).toBe(2);
    await t.app.db.execute(
      sql`insert into room_nights (room_id, night, units, booked) values (${room}, '2031-02-02', 2, 1)`,
    );
    expect(await freeUnits()).toBe(1);
    const listed = await t.app.inject({ method: 'GET', url: `/api/hotels?city=cusco&${stay}` });
    expect(listed.json().data[0].Rooms[0].FreeUnits).toBe(1);
    const withoutStay = await t.app.inject({ method: 'GET', url: `/api/hotels/${hotel.id}` });
    expect(withoutStay.json().data.Rooms[0]).not.toHaveProperty('FreeUnits');
  });
});
