/**
 * The admin's reservations (decision 023): search by guest, e-mail, id and hotel, each filter,
 * sorting, paging, a booking's detail with payments, mails and history, and the CSV export.
 */
import { randomUUID } from 'node:crypto';
import type { AdminBookingWire } from '@staylane/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, paymentIntents, payments } from '../../db/schema.js';
import type { Database } from '../../db/database.js';
import { enqueueMail } from '../mail/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEST_DRIVERS } from '../../test/test-database.js';
import {
  bookingRequest,
  dateFromToday,
  heldAndPaid,
  insertHotelWithRooms,
  signedInUser,
  type SignedInUser,
} from '../../test/booking-fixtures.js';

interface Stored {
  guestName: string;
  guestEmail: string;
  hotelId: number;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  createdAt: string;
  status?: string;
  paidCents?: number;
  cancelled?: { at: string; refundCents: number; reason?: string };
}

async function store(db: Database, spec: Stored): Promise<string> {
  const [booking] = await db
    .insert(bookings)
    .values({
      userId: null,
      hotelId: spec.hotelId,
      hotelName: spec.hotelName,
      hotelCity: 'Lisbon',
      hotelCountry: 'Portugal',
      roomType: 'Double',
      ratePlanName: 'Standard',
      breakfastIncluded: false,
      checkIn: spec.checkIn,
      checkOut: spec.checkOut,
      guests: 2,
      guestName: spec.guestName,
      guestEmail: spec.guestEmail,
      status: spec.status ?? 'confirmed',
      createdAt: new Date(spec.createdAt),
      cancelledAt: spec.cancelled ? new Date(spec.cancelled.at) : null,
      refundCents: spec.cancelled?.refundCents ?? null,
      cancelReason: spec.cancelled?.reason ?? null,
    })
    .returning({ id: bookings.id });
  if (spec.paidCents !== undefined) {
    const intentId = `pi_${randomUUID()}`;
    const refunded = spec.status === 'cancelled' && spec.cancelled;
    await db.insert(paymentIntents).values({
      id: intentId,
      provider: 'sandbox',
      amountCents: spec.paidCents,
      cardBrand: 'visa',
      cardLast4: '4242',
      status: refunded ? 'refunded' : 'captured',
      updatedAt: refunded ? new Date(spec.cancelled!.at) : new Date(spec.createdAt),
    });
    await db.insert(payments).values({
      bookingId: booking!.id,
      paymentIntentId: intentId,
      cardBrand: 'visa',
      cardNumber: '**** 4242',
      baseCents: spec.paidCents,
      discountCents: 0,
      taxCents: 0,
      finalCents: spec.paidCents,
      status: refunded ? 'refunded' : 'captured',
      createdAt: new Date(spec.createdAt),
    });
  }
  return String(booking!.id);
}

describe.each(TEST_DRIVERS)('admin reservations on %s', (driver) => {
  let t: TestApp;
  let admin: SignedInUser;
  let user: SignedInUser;
  let harborId: number;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await signedInUser(t.app, { role: 2 });
    user = await signedInUser(t.app);
    harborId = (await insertHotelWithRooms(t.app.db, [{}], { name: 'Harbor Inn' })).hotelId;
    const { hotelId: lodgeId } = await insertHotelWithRooms(t.app.db, [{}], {
      name: 'Mountain Lodge',
    });
    const harbor = { hotelId: harborId, hotelName: 'Harbor Inn' };
    const lodge = { hotelId: lodgeId, hotelName: 'Mountain Lodge' };
    id.anna = await store(t.app.db, {
      ...harbor,
      guestName: 'Anna Berg',
      guestEmail: 'anna.berg@example.com',
      checkIn: '2030-01-10',
      checkOut: '2030-01-12',
      createdAt: '2026-01-05T10:00:00Z',
      paidCents: 22_000,
    });
    id.zoe = await store(t.app.db, {
      ...lodge,
      guestName: 'Zoë Ångström',
      guestEmail: 'zoe@example.se',
      checkIn: '2030-02-01',
      checkOut: '2030-02-05',
      createdAt: '2026-02-10T10:00:00Z',
      status: 'cancelled',
      paidCents: 50_000,
      cancelled: { at: '2026-02-11T09:00:00Z', refundCents: 50_000, reason: 'Hotel closed' },
    });
    id.wang = await store(t.app.db, {
      ...harbor,
      guestName: '王小明',
      guestEmail: 'wang@example.cn',
      checkIn: '2030-01-11',
      checkOut: '2030-01-13',
      createdAt: '2026-03-01T10:00:00Z',
      status: 'cancellation_pending',
      paidCents: 10_000,
      cancelled: { at: '2026-03-02T09:00:00Z', refundCents: 10_000 },
    });
    id.formula = await store(t.app.db, {
      ...lodge,
      guestName: '=HYPERLINK("http://evil.test")',
      guestEmail: 'formula@example.com',
      checkIn: '2030-03-01',
      checkOut: '2030-03-02',
      createdAt: '2026-03-05T23:59:00Z',
    });
    id.bo = await store(t.app.db, {
      ...harbor,
      guestName: 'Bo "Junior" Berg,\nSr',
      guestEmail: 'bo@example.com',
      checkIn: '2030-01-20',
      checkOut: '2030-01-21',
      createdAt: '2026-03-06T00:00:00Z',
      status: 'capture_pending',
      paidCents: 22_000,
    });
  });
  afterAll(() => t.close());

  const get = (url: string, caller: SignedInUser | null = admin) =>
    t.app.inject({ method: 'GET', url, headers: caller?.headers });
  const ids = async (query: string) => {
    const answer = await get(`/api/admin/bookings?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().data as AdminBookingWire[]).map((booking) => booking.id);
  };

  it('answers 401 without a session and 403 to a user, for the list, the detail and the CSV', async () => {
    for (const url of [
      '/api/admin/bookings',
      `/api/admin/bookings/${id.anna}`,
      '/api/admin/bookings.csv',
    ]) {
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, user)).statusCode).toBe(403);
    }
  });

  it('finds bookings by surname, e-mail, id and hotel, in any case', async () => {
    expect(await ids('q=berg&sort=id:asc')).toEqual([id.anna, id.bo]);
    expect(await ids('q=ANNA.BERG@EXAMPLE.COM')).toEqual([id.anna]);
    expect(await ids(`q=${id.wang}`)).toEqual([id.wang]);
    expect(await ids(`q=%23${id.wang}`)).toEqual([id.wang]);
    expect(await ids('q=mountain%20lod&sort=id:asc')).toEqual([id.zoe, id.formula]);
    expect(await ids(`q=${encodeURIComponent('Ångström')}`)).toEqual([id.zoe]);
    expect(await ids(`q=${encodeURIComponent('ångström')}`)).toEqual([id.zoe]);
    expect(await ids(`q=${encodeURIComponent('王小明')}`)).toEqual([id.wang]);
    expect(await ids(`q=${encodeURIComponent("no'such\\ one:*")}`)).toEqual([]);
  });

  it('filters by status, hotel, stay dates and creation dates', async () => {
    expect(await ids('status=cancelled')).toEqual([id.zoe]);
    expect(await ids('status=cancellation_pending')).toEqual([id.wang]);
    expect(await ids(`hotelId=${harborId}&sort=id:asc`)).toEqual([id.anna, id.wang, id.bo]);
    // Anna leaves on the 12th: her last night is the 11th.
    expect(await ids('stayFrom=2030-01-12&stayTo=2030-01-12')).toEqual([id.wang]);
    expect(await ids('stayFrom=2030-01-11&stayTo=2030-01-11&sort=id:asc')).toEqual([
      id.anna,
      id.wang,
    ]);
    expect(await ids('createdFrom=2026-03-01&createdTo=2026-03-05&sort=id:asc')).toEqual([
      id.wang,
      id.formula,
    ]);
    expect(await ids('q=berg&status=capture_pending')).toEqual([id.bo]);
  });

  it('sorts by a column of the table, ties broken by id, and pages with a total', async () => {
    expect(await ids('')).toEqual([id.bo, id.formula, id.wang, id.zoe, id.anna]);
    expect(await ids('sort=total:desc')).toEqual([id.zoe, id.bo, id.anna, id.wang, id.formula]);
    expect(await ids('sort=hotel:asc')).toEqual([id.anna, id.wang, id.bo, id.zoe, id.formula]);
    expect(await ids('sort=stay:asc')).toEqual([id.anna, id.wang, id.bo, id.zoe, id.formula]);
    const page = await get('/api/admin/bookings?sort=id:asc&page=2&pageSize=2');
    expect(page.json().meta).toEqual({ total: 5, page: 2, pageSize: 2, pageCount: 3 });
    expect(page.json().data.map((b: AdminBookingWire) => b.id)).toEqual([id.wang, id.formula]);
    expect(page.json().data[0]).toMatchObject({
      GuestName: '王小明',
      GuestEmail: 'wang@example.cn',
    });
  });

  it('refuses an unknown sort column and a range that ends before it starts', async () => {
    const sort = await get('/api/admin/bookings?sort=password:asc');
    expect(sort.statusCode).toBe(400);
    expect(sort.json().fields.sort).toMatch(/^Sort by one of/);
    const range = await get('/api/admin/bookings?stayFrom=2030-01-12&stayTo=2030-01-10');
    expect(range.statusCode).toBe(400);
    expect(range.json().fields.stayTo).toBe('The stay range must end on or after its first day');
    expect((await get('/api/admin/bookings?createdFrom=2026-02-30')).statusCode).toBe(400);
  });

  it('refuses a NUL in the search with 400 in the envelope, as a list and as CSV, gzip or not', async () => {
    for (const path of ['/api/admin/bookings', '/api/admin/bookings.csv']) {
      for (const encoding of ['gzip', 'identity']) {
        const answer = await t.app.inject({
          method: 'GET',
          url: `${path}?q=gus%00`,
          headers: { ...admin.headers, 'accept-encoding': encoding },
        });
        expect({ path, encoding, status: answer.statusCode }).toEqual({
          path,
          encoding,
          status: 400,
        });
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.json()).toMatchObject({
          code: 'VALIDATION',
          fields: { q: 'The search must not contain control characters' },
        });
      }
    }
  });

  it('shows a booking’s payment, mails and history', async () => {
    await enqueueMail(t.app.db, {
      kind: 'booking-cancellation',
      to: 'zoe@example.se',
      subject: 'Cancelled',
      text: 'x',
      bookingId: Number(id.zoe),
    });
    const answer = await get(`/api/admin/bookings/${id.zoe}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data } = answer.json();
    expect(data.booking).toMatchObject({
      id: id.zoe,
      GuestName: 'Zoë Ångström',
      status: 'cancelled',
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        amount: 500,
        status: 'Refunded',
        cardBrand: 'visa',
        cardLast4: '4242',
      }),
    ]);
    expect(data.mails).toEqual([
      expect.objectContaining({
        kind: 'booking-cancellation',
        to: 'zoe@example.se',
        status: 'pending',
        sentAt: null,
      }),
    ]);
    expect(data.history.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'paid',
      'cancellation_requested',
      'refunded',
      'cancelled',
    ]);
    expect(data.history[2].detail).toBe('By an administrator: Hotel closed');
    expect((await get('/api/admin/bookings/999999')).statusCode).toBe(404);
  });

  it('follows a booking made and cancelled through the API: its mails and history', async () => {
    const { roomIds } = await insertHotelWithRooms(t.app.db, [{}], { name: 'Flow Hotel' });
    const stay = { roomId: roomIds[0]!, checkIn: dateFromToday(40), checkOut: dateFromToday(42) };
    const booked = await bookingRequest(t.app, user, await heldAndPaid(t.app, user, stay));
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json().data.id as string;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Overbooked' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const { data } = (await get(`/api/admin/bookings/${bookingId}`)).json();
    expect(data.mails.map((mail: { kind: string }) => mail.kind)).toEqual([
      'booking-confirmation',
      'booking-cancellation',
    ]);
    expect(data.history.map((event: { kind: string }) => event.kind)).toEqual([
      'created',
      'paid',
      'cancellation_requested',
      'refunded',
      'cancelled',
    ]);
    expect(data.payments[0]).toMatchObject({
      cardBrand: 'visa',
      cardLast4: '4242',
      status: 'Refunded',
    });
    expect(JSON.stringify(data)).not.toMatch(/4242 ?4242/);
  });

  it('exports every matching booking as CSV: BOM, CRLF, quoting, formula-safe, no card number', async () => {
    const answer = await get('/api/admin/bookings.csv?hotelId=&q=&sort=id:asc&pageSize=1');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="reservations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = answer.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFBooking id,Guest,E-mail,Hotel,')).toBe(true);
    const lines = body.split('\r\n');
    // Not one page: every booking (6 with the one booked through the API), then the final CRLF.
    expect(lines.length).toBeGreaterThanOrEqual(1 + 5 + 1);
    expect(body).toContain(`\r\n${id.anna},Anna Berg,anna.berg@example.com,Harbor Inn,`);
    expect(body).toContain(`\r\n${id.zoe},Zoë Ångström,`);
    expect(body).toContain(`\r\n${id.wang},王小明,`);
    expect(body).toContain(`\r\n${id.formula},"'=HYPERLINK(""http://evil.test"")",`);
    expect(body).toContain(`\r\n${id.bo},"Bo ""Junior"" Berg,\nSr",bo@example.com,`);
    expect(body).toContain(',220.00,,visa 4242,');
    expect(body).not.toMatch(/\*\*\*\*/);
    const cancelled = await get('/api/admin/bookings.csv?status=cancelled&q=lodge');
    expect(cancelled.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});
