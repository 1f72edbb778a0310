/**
 * "A client written to the spec works unchanged" (design §3, decision 011): the spec client's calls
 * (product §7) made in the order its screens make them, each as the spec describes it — its path,
 * its body, a bearer token only where the spec sends one — and read as that client reads the
 * answer. Its `response.data` is our body, so the spec's `data.data.fullName` is
 * `body.data.fullName` here. Where the spec sends no token, a browser on our site still sends
 * the cookies the client keeps (`cookieToken`, `cookieName`) and, on a write, our `Origin`:
 * so does every call below.
 *
 * The deliberate differences (README, "Compatibility with a client written to the spec"):
 * checkout and booking go through a hold, and the password change needs the current password.
 *
 * This file sits beside app.ts because it proves what app.ts composes: every feature's calls
 * together, as one client meets them. What other files already prove is not repeated: the
 * cross-site rule for cookie writes (403 CROSS_SITE, nothing changed) in
 * plugins/session-cookie.test.ts, every id as text in lib/ids-on-the-wire.test.ts, refused
 * numeric text in features/hotels/spec-client-hotel-body.test.ts, and the paged booking list in
 * features/bookings/booking-reads.test.ts.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, ratePlans, reviews, roomRates } from './db/schema.js';
import { createAccount, createAdmin, type TestAccount } from './test/accounts.js';
import { CARDS, dateFromToday } from './test/booking-fixtures.js';
import { solidImage } from './test/catalogue-files.js';
import { createHotel, roomPayload } from './test/hotels.js';
import { multipartBody, type FormPart } from './test/multipart.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { TEST_DRIVERS } from './test/test-database.js';

const HOST = 'staylane.test';
const OUR_ORIGIN = `http://${HOST}`;

/** What the spec's client keeps between calls: the two cookies of product §3. */
interface Browser {
  token?: string;
  name?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface CallOptions {
  /** Only where product §7 says "bearer token". */
  bearer?: boolean;
  payload?: object;
  form?: FormPart[];
  headers?: Record<string, string>;
}

/** The spec's room as its room form sends it: the nine fields of §3, numbers converted. */
const specRoom = (name: string, image: string) => ({
  Available: true,
  RoomImg: image,
  RoomName: name,
  OriginalPricePerNight: 180,
  Discount: 10,
  About: 'A bright room over the river',
  Facility: 'Floors 00 - 20',
  Amenities: 'Wifi-/-Desk-/-Balcony',
  Inclusions: 'Breakfast-/-Parking',
});

/** The spec's hotel body: every hotel field of §3 and the fixed figures of §9, form text as is. */
const specHotel = (images: { front: string; gallery: string[]; room: string }) => ({
  HotelName: 'Albergo del Fiume',
  HotelId: 'ADF-1',
  Website: 'https://fiume.example.com',
  PhoneNumber: '390612345',
  CountryCode: 42,
  Email: 'stay@fiume.example.com',
  HotelDescription: 'A small hotel on the Tiber',
  FrontImg: images.front,
  Gallery: images.gallery.join('-//-'),
  Tags: 'Swimming-/-Breakfast',
  SpecialTags: 'Recommended',
  StarRating: 5,
  ReviewNumber: 0,
  PopularityNumber: 100,
  TrendingNumber: 0,
  DateAdded: '2022-11-25T17:36:39.000Z',
  location: 'Trastevere',
  category: 'Hotel',
  loc_Lat: '41.9',
  loc_Lng: '12.5',
  loc_Place: 'Via della Lungara 1',
  loc_City: 'Rome',
  loc_State: 'Lazio',
  loc_Country: 'Italy',
  SN_Facebook: 'fb/fiume',
  SN_Instagram: 'ig/fiume',
  SN_Twitter: 'tw/fiume',
  SN_Pinterest: 'pin/fiume',
  Rooms: { create: [specRoom('River Double', images.room)] },
});

interface WireRoom {
  id: string;
  RoomName: string;
  Units: number;
  MaxGuests: number;
}
interface WireHotel {
  id: string;
  HotelName: string;
  loc_City: string;
  loc_State: string;
  loc_Country: string;
  Rooms: WireRoom[];
}

describe.each(TEST_DRIVERS)('a client written to the spec, on %s', (driver) => {
  let t: TestApp;
  let png: Buffer;
  let jpeg: Buffer;
  let ourAdmin: TestAccount;
  let otherUser: TestAccount;
  /** A hotel our own admin made (3 units of a room sleeping 4), with two reviews. */
  let catalogueHotel: WireHotel;

  const visitor: Browser = {};
  const admin: Browser = {};
  const traveller = {
    fullName: 'Lucia Moreno',
    email: 'lucia@example.com',
    password: 'Travel123',
    newPassword: 'Travel456',
  };
  /** Carried from one step to the next, as the client's state is. */
  const state: {
    userId?: number;
    createdHotel?: WireHotel;
    createdHotelBody?: ReturnType<typeof specHotel>;
    bookingId?: string;
  } = {};

  beforeAll(async () => {
    t = await createTestApp(driver);
    [png, jpeg] = await Promise.all([solidImage('png', '#aa3355'), solidImage('jpeg', '#3355aa')]);
    ourAdmin = await createAdmin(t.app);
    otherUser = await createAccount(t.app, { fullName: 'Other Person' });
    catalogueHotel = (await createHotel(t.app, ourAdmin.headers, {
      HotelName: 'Casa Cartagena',
      loc_City: 'Cartagena',
      loc_State: 'Bolívar',
      loc_Country: 'Colombia',
      Rooms: { create: [roomPayload({ RoomName: 'Patio Suite', Units: 3, MaxGuests: 4 })] },
    })) as unknown as WireHotel;
    await t.app.db.insert(reviews).values([
      { hotelId: Number(catalogueHotel.id), userName: 'Ana', rating: 5, body: 'Lovely patio' },
      { hotelId: Number(catalogueHotel.id), userName: 'Ben', rating: 4, body: 'Quiet nights' },
    ]);
  });
  afterAll(() => t.close());

  /** One call as a browser on our site makes it for the spec's client. */
  function call(browser: Browser, method: Method, url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { host: HOST, ...options.headers };
    // Browsers send the page's Origin with every request that is not a GET or HEAD.
    if (method !== 'GET') headers.origin = OUR_ORIGIN;
    if (browser.token) {
      headers.cookie = `cookieToken=${browser.token}; cookieName=${encodeURIComponent(browser.name ?? '')}`;
    }
    if (options.bearer) headers.authorization = `Bearer ${browser.token}`;
    const request: InjectOptions = { method, url, headers };
    if (options.form) {
      const body = multipartBody(options.form);
      request.payload = body.payload;
      Object.assign(headers, body.headers);
    } else if (options.payload) {
      request.payload = options.payload;
    }
    return t.app.inject(request);
  }

  const file = (name: string, data: Buffer): FormPart => ({
    name,
    filename: `${name.replace(/\W/g, '')}.img`,
    contentType: 'image/png',
    data,
  });

  /** POST /auth/local/login, then the cookies the spec's client stores (product §4). */
  async function logIn(browser: Browser, email: string, password: string) {
    const response = await call(browser, 'POST', '/auth/local/login', {
      payload: { email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    browser.token = body.token as string;
    browser.name = body.data.fullName as string;
    return decodeJwt(browser.token);
  }

  it('home page: the hotel file with its Reviews, the newsletter and GET /api/reviews', async () => {
    const hotelFile = await call(visitor, 'GET', '/DB/HotelDataBase.json');
    expect(hotelFile.statusCode).toBe(200);
    const hotels = hotelFile.json();
    expect(Array.isArray(hotels)).toBe(true);
    // A random hotel among the first 15, a random review among its first 3.
    const reviewed = hotels.slice(0, 15).find((hotel: { Reviews: unknown[] }) => hotel.Reviews[0]);
    expect(reviewed.HotelName).toBe('Casa Cartagena');
    for (const review of reviewed.Reviews.slice(0, 3)) {
      expect(review).toEqual(
        expect.objectContaining({
          User: expect.any(String),
          Rating: expect.any(Number),
          HotelReview: expect.any(String),
          Date: expect.any(String),
        }),
      );
      // The card shows the weekday index + 1 and a month abbreviation, read from Date.
      expect(Number.isNaN(new Date(review.Date).getDay())).toBe(false);
    }
    expect(reviewed.Reviews.map((review: { User: string }) => review.User).sort()).toEqual([
      'Ana',
      'Ben',
    ]);

    const subscribed = await call(visitor, 'POST', '/api/emailsubscription', {
      payload: { Email: 'reader@example.com' },
    });
    expect(subscribed.statusCode).toBe(200);

    const listed = await call(visitor, 'GET', '/api/reviews');
    expect(listed.statusCode).toBe(200);
    const reviewList = listed.json().data;
    expect(reviewList).toHaveLength(2);
    for (const review of reviewList) {
      expect(review).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          user: expect.any(String),
          rating: expect.any(Number),
          date: expect.any(String),
          hotelReview: expect.any(String),
        }),
      );
    }
  });

  it('admin: logs in, reads its record by the cookie, sets its picture (data.picture)', async () => {
    const claims = await logIn(admin, ourAdmin.email, ourAdmin.password);
    expect(claims).toMatchObject({ id: ourAdmin.id, role: 'Admin' });
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect(admin.name).toBe(ourAdmin.fullName);

    // "none; id from the token": no Authorization header, the cookie carries the session.
    const record = await call(admin, 'GET', `/api/users/${claims.id}`);
    expect(record.statusCode).toBe(200);
    expect(record.json().data).toMatchObject({ fullName: ourAdmin.fullName, picture: '' });

    const upload = await call(admin, 'POST', '/test-formdata', {
      form: [{ name: 'username', data: admin.name! }, file('file:0', png)],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const picture = upload.json()['file:0'];
    expect(picture).toMatch(/^\/uploads\//);
    const saved = await call(admin, 'PUT', `/api/users/${claims.id}/picture`, {
      bearer: true,
      payload: { picture },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().picture).toBe(picture);
  });

  it('admin: creates a hotel with the spec’s whole body and the cookie alone', async () => {
    const front = await call(admin, 'POST', '/test-formdata', {
      form: [{ name: 'HotelName', data: 'Albergo del Fiume' }, file('file 0', png)],
    });
    const gallery = await call(admin, 'POST', '/test-formdata', {
      form: [file('file:0', png), file('file:1', jpeg)],
    });
    const roomImage = await call(admin, 'POST', '/test-formdata', {
      form: [file('file 0', jpeg)],
    });
    for (const upload of [front, gallery, roomImage]) {
      expect(upload.statusCode, upload.body).toBe(200);
    }
    const body = specHotel({
      front: front.json()['file 0'],
      gallery: [gallery.json()['file:0'], gallery.json()['file:1']],
      room: roomImage.json()['file 0'],
    });

    const created = await call(admin, 'POST', '/api/hotels', { payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Hotel created successfully');
    const hotel = created.json().data;
    expect(hotel).toMatchObject({
      HotelName: 'Albergo del Fiume',
      StarRating: 5,
      ReviewNumber: 0,
      DateAdded: '2022-11-25T17:36:39.000Z',
      loc_Lat: 41.9,
      Gallery: body.Gallery,
    });
    state.createdHotel = hotel;
    state.createdHotelBody = body;
  });

  it('visitor: GET /api/hotels, filtered by city and picked by the ?id= of its address', async () => {
    const response = await call(visitor, 'GET', '/api/hotels');
    expect(response.statusCode).toBe(200);
    const hotels: WireHotel[] = response.json().data;
    // The list page: city, state or country, lower-cased with spaces as underscores, contains.
    const place = (text: string) => text.toLowerCase().replace(/ /g, '_');
    const inRome = hotels.filter((hotel) =>
      [hotel.loc_City, hotel.loc_State, hotel.loc_Country].some((name) =>
        place(name).includes('rome'),
      ),
    );
    expect(inRome.map((hotel) => hotel.HotelName)).toEqual(['Albergo del Fiume']);
    // The card's link; the detail page reads id back from its address, as text.
    const address = `/hotel-single/htlnfo?id=${inRome[0]!.id}&city=rome&checkInDate=${dateFromToday(30)}`;
    const id = new URLSearchParams(address.split('?')[1]).get('id');
    expect(hotels.find((hotel) => hotel.id === id)?.HotelName).toBe('Albergo del Fiume');
  });

  it('visitor: signs up, logs in (token, data.fullName) and asks for a provisional password', async () => {
    const signup = await call(visitor, 'POST', '/auth/local/signup', {
      payload: {
        fullName: traveller.fullName,
        email: traveller.email,
        password: traveller.password,
      },
    });
    expect(signup.statusCode).toBe(201);

    const claims = await logIn(visitor, traveller.email, traveller.password);
    expect(visitor.name).toBe(traveller.fullName);
    expect(claims).toMatchObject({ role: 'User', id: expect.any(Number) });
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    state.userId = claims.id as number;

    const recover = await call({}, 'POST', '/api/users/recover', {
      payload: { email: traveller.email },
    });
    expect(recover.statusCode).toBe(200);
  });

  it('dashboard: reads data.data by the cookie, saves the profile and the picture', async () => {
    const id = state.userId!;
    const record = await call(visitor, 'GET', `/api/users/${id}`);
    expect(record.statusCode).toBe(200);
    const data = record.json().data;
    for (const field of [
      'fullName',
      'email',
      'phoneNumber',
      'gender',
      'streetAddress',
      'city',
      'zipCode',
      'picture',
    ]) {
      expect(typeof data[field], field).toBe('string');
    }
    expect(data).toMatchObject({ fullName: traveller.fullName, email: traveller.email });
    expect(data.bookings).toEqual([]);
    // Deliberately never answered (design §4), though the spec lists it.
    expect(data).not.toHaveProperty('password');

    const profile = await call(visitor, 'PUT', `/api/users/${id}`, {
      bearer: true,
      payload: {
        fullName: 'Lucia Moreno Ruiz',
        gender: 'non binary',
        streetAddress: 'Calle 5 # 10-20',
        city: 'Medellín',
        zipCode: '050001',
        phoneNumber: '300 123 4567',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data).toMatchObject({
      fullName: 'Lucia Moreno Ruiz',
      gender: 'Non Binary',
      phoneNumber: '3001234567',
    });

    const upload = await call(visitor, 'POST', '/test-formdata', {
      form: [{ name: 'username', data: visitor.name! }, file('file:0', jpeg)],
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const picture = await call(visitor, 'PUT', `/api/users/${id}/picture`, {
      bearer: true,
      payload: { picture: upload.json()['file:0'] },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.json().data.picture).toBe(upload.json()['file:0']);
  });

  it('dashboard: the password change needs the current password (the deliberate difference)', async () => {
    const id = state.userId!;
    const specBody = await call(visitor, 'PUT', `/api/users/${id}/password`, {
      bearer: true,
      payload: { password: traveller.newPassword },
    });
    expect(specBody.statusCode).toBe(400);
    expect(specBody.json().fields).toEqual({
      currentPassword: 'Please enter your current password',
    });

    const changed = await call(visitor, 'PUT', `/api/users/${id}/password`, {
      bearer: true,
      payload: { currentPassword: traveller.password, password: traveller.newPassword },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Password Updated!');
    await logIn(visitor, traveller.email, traveller.newPassword);
  });

  it('booking: through our hold, then checkout and POST /api/bookings as the spec sends them', async () => {
    const hotel = state.createdHotel!;
    const room = hotel.Rooms[0]!;
    const checkIn = dateFromToday(30);
    const checkOut = dateFromToday(32);
    // The admin's rates calendar prices the second night at $200 (decision 045): the spec's
    // client, which names no plan, is priced from it under Standard.
    const [standard] = await t.app.db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(eq(ratePlans.roomId, Number(room.id)));
    await t.app.db
      .insert(roomRates)
      .values({ ratePlanId: standard!.id, night: dateFromToday(31), priceCents: 20_000 });

    // The one deliberate difference: the room is held and priced by the server first.
    const hold = await call(visitor, 'POST', '/api/holds', {
      bearer: true,
      payload: { roomId: room.id, checkInDate: checkIn, checkOutDate: checkOut, guests: '2' },
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const { id: holdId, price } = hold.json().data;
    // The booking summary's fields (product §2): 180 + 200; 10 % off the room's own-price
    // night only (a calendar price is the price), 19 % of it as tax.
    expect(price).toMatchObject({
      nights: 2,
      basePrice: 380,
      discount: 18,
      tax: 3,
      finalPrice: 365,
    });
    // The card provider's script turns the card into a payment method (our sandbox's call).
    const card = await call(visitor, 'POST', '/api/payment-methods', {
      bearer: true,
      payload: { number: CARDS.approve, expMonth: 12, expYear: 2039, cvc: '123' },
    });
    expect(card.statusCode, card.body).toBe(201);

    // POST /api/checkout: the spec sends no token; the hold is the one field it lacks.
    const checkout = await call(visitor, 'POST', '/api/checkout', {
      payload: {
        paymentMethod: card.json().data.id,
        amount: Math.floor(price.finalPrice) * 100,
        source: 'card',
        holdId,
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.json()).toMatchObject({
      message: expect.any(String),
      payment: { status: 'succeeded' },
    });

    // POST /api/bookings: the spec's body and bearer token, with the hold and its payment.
    const specPayment = {
      CardFirstName: 'Lucia',
      CardSecondName: 'visa',
      CardBankEntity: 'Bank',
      CardNumber: '**** 4242',
      CardType: 2,
      FinalPrice: price.finalPrice,
      Tax: price.tax,
      BasePrice: price.basePrice,
      PromoCode: false,
      Status: 'Successful',
    };
    const booked = await call(visitor, 'POST', '/api/bookings', {
      bearer: true,
      headers: { 'idempotency-key': `spec-${holdId}` },
      payload: {
        HotelName: 'Albergo del Fiume',
        RoomType: room.RoomName,
        CheckInDate: checkIn,
        CheckOutDate: checkOut,
        SpecialReqs: 'Late arrival',
        HotelCity: 'Rome',
        HotelCountry: 'Italy',
        NumberOfGuest: '2',
        payments: { create: specPayment },
        holdId,
        paymentId: checkout.json().payment.id,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json().data;
    // The success page's ?id=.
    expect(booking.id).toMatch(/^[1-9]\d*$/);
    expect(booking).toMatchObject({
      HotelName: 'Albergo del Fiume',
      RoomType: 'River Double',
      CheckInDate: checkIn,
      CheckOutDate: checkOut,
      SpecialReqs: 'Late arrival',
      HotelCity: 'Rome',
      HotelCountry: 'Italy',
      NumberOfGuest: 2,
      createdAt: expect.any(String),
    });
    expect(booking.payments).toEqual(
      expect.objectContaining({
        CardFirstName: 'Lucia',
        CardSecondName: 'visa',
        CardBankEntity: expect.any(String),
        CardNumber: '**** 4242',
        CardType: 2,
        FinalPrice: 365,
        Tax: 3,
        BasePrice: 380,
        PromoCode: null,
        Status: 'Successful',
      }),
    );
    // The spec's body names no traveller: the account's name, e-mail and phone are the guest's.
    const [row] = await t.app.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, Number(booking.id)));
    expect(row).toMatchObject({
      guestName: 'Lucia Moreno Ruiz',
      guestEmail: traveller.email,
      guestPhone: '3001234567',
    });
    state.bookingId = booking.id;

    // The dashboard's Bookings tab reads them from the user's record, payment details included.
    const record = await call(visitor, 'GET', `/api/users/${state.userId}`);
    expect(record.json().data.bookings).toEqual([
      expect.objectContaining({ id: booking.id, payments: booking.payments }),
    ]);
  });

  it('admin: every reservation and every user by the cookie, a role change and a delete', async () => {
    const reservations = await call(admin, 'GET', '/api/bookings');
    expect(reservations.statusCode).toBe(200);
    const list = reservations.json().data;
    expect(list.map((booking: { id: string }) => booking.id)).toEqual([state.bookingId]);
    expect(list[0].payments).toMatchObject({ CardNumber: '**** 4242', Status: 'Successful' });

    const listUsers = async () => {
      const response = await call(admin, 'GET', '/api/users');
      expect(response.statusCode).toBe(200);
      return response.json().data as { id: string; fullName: string; role: { Name: string } }[];
    };
    const users = await listUsers();
    const roleOf = (list: typeof users, fullName: string) =>
      list.find((user) => user.fullName === fullName)?.role.Name;
    expect(roleOf(users, 'Lucia Moreno Ruiz')).toBe('User');
    expect(roleOf(users, ourAdmin.fullName)).toBe('Admin');
    const other = users.find((user) => user.fullName === 'Other Person')!;
    expect(other.id).toBe(String(otherUser.id));

    const changed = await call(admin, 'PUT', `/api/users/${other.id}/role`, {
      bearer: true,
      payload: { userId: other.id, newRole: 2 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(roleOf(await listUsers(), 'Other Person')).toBe('Admin');

    const deleted = await call(admin, 'DELETE', `/api/users/${other.id}`, { bearer: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(roleOf(await listUsers(), 'Other Person')).toBeUndefined();
  });

  it('admin: PUT /api/hotels/{id} with the same payload, then PUT /api/rooms/{id} per room', async () => {
    // The edit form is prefilled from the hotel, so its rooms carry their ids.
    const edits = [
      { hotel: state.createdHotel!, body: state.createdHotelBody! },
      {
        hotel: catalogueHotel,
        body: {
          ...state.createdHotelBody!,
          HotelName: 'Casa Cartagena',
          HotelId: 'CC-1',
          loc_City: 'Cartagena',
        },
      },
    ];
    for (const { hotel, body } of edits) {
      const rooms = hotel.Rooms.map((room) => ({
        ...specRoom(room.RoomName, body.Rooms.create[0]!.RoomImg),
        id: room.id,
      }));
      const updated = await call(admin, 'PUT', `/api/hotels/${hotel.id}`, {
        payload: { ...body, HotelDescription: 'Renovated', Rooms: { create: rooms } },
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().message).toBe('Hotel Updated');
      expect(updated.json().data.HotelDescription).toBe('Renovated');
      for (const room of hotel.Rooms) {
        const roomUpdate = await call(admin, 'PUT', `/api/rooms/${room.id}`, {
          payload: { ...specRoom(room.RoomName, body.Rooms.create[0]!.RoomImg), Discount: 15 },
        });
        expect(roomUpdate.statusCode, roomUpdate.body).toBe(200);
        expect(roomUpdate.json().data).toMatchObject({ id: room.id, Discount: 15 });
      }
    }
    // What the spec's bodies leave out stays as our own admin set it: 3 units sleeping 4.
    const kept = (await call(visitor, 'GET', `/api/hotels/${catalogueHotel.id}`)).json().data;
    expect(kept.Rooms).toEqual([
      expect.objectContaining({ id: catalogueHotel.Rooms[0]!.id, Units: 3, MaxGuests: 4 }),
    ]);
    // The booked room was updated in place: the reservation still names it.
    const reservations = (await call(admin, 'GET', '/api/bookings')).json().data;
    expect(reservations[0]).toMatchObject({ roomId: state.createdHotel!.Rooms[0]!.id });
  });

  it('admin: DELETE /api/hotels/{id} with no headers but what the browser adds', async () => {
    const deleted = await call(admin, 'DELETE', `/api/hotels/${catalogueHotel.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const hotels = (await call(visitor, 'GET', '/api/hotels')).json().data as WireHotel[];
    expect(hotels.map((hotel) => hotel.id)).toEqual([state.createdHotel!.id]);
  });
});
