import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../test/messages';
import { checkoutResponseSchema, holdWireSchema } from './checkout';
import { dataEnvelope, errorEnvelopeSchema, listEnvelope } from './envelope';
import { sampleHotel, sampleRoom } from '../test/wire-fixtures';
import {
  hotelFileEntrySchema,
  hotelPayloadSchema,
  hotelWireSchema,
  roomPayloadSchema,
  roomWireSchema,
} from './hotel';
import { loginResponseSchema, userWithBookingsWireSchema } from './user';

describe('response shapes', () => {
  it('keeps a hotel as the server sends it', () => {
    expect(hotelWireSchema.parse(sampleHotel)).toEqual(sampleHotel);
  });

  it('adds Reviews for the hotel file', () => {
    const entry = {
      ...sampleHotel,
      Reviews: [{ id: '1', User: 'Ana', Rating: 5, HotelReview: 'Lovely', Date: '2026-01-02' }],
    };
    expect(hotelFileEntrySchema.parse(entry)).toEqual(entry);
  });

  it('never lets a password hash out: unknown fields are dropped', () => {
    const user = {
      id: '1',
      fullName: 'Ana',
      email: 'ana@example.com',
      phoneNumber: '',
      gender: 'Non Binary',
      streetAddress: '',
      city: '',
      zipCode: '',
      picture: '',
      role: { id: 1, Name: 'User' },
      passwordHash: 'scrypt$...',
      password: 'Secret123',
      bookings: [],
    };
    const parsed = userWithBookingsWireSchema.parse(user);
    expect(parsed).not.toHaveProperty('passwordHash');
    expect(parsed).not.toHaveProperty('password');
  });

  it('wraps data and lists in the envelope', () => {
    const list = listEnvelope(roomWireSchema);
    const body = {
      message: 'ok',
      data: [sampleRoom],
      meta: { total: 1, page: 1, pageSize: 9, pageCount: 1 },
    };
    expect(list.parse(body)).toEqual(body);
    expect(list.parse({ message: 'ok', data: [] })).toEqual({ message: 'ok', data: [] });
    expect(dataEnvelope(roomWireSchema).parse({ message: 'ok', data: sampleRoom }).data).toEqual(
      sampleRoom,
    );
  });

  it('reads the error envelope, login, hold and checkout answers', () => {
    expect(
      errorEnvelopeSchema.parse({ message: 'm', code: 'VALIDATION', fields: { email: 'm' } }),
    ).toBeTruthy();
    expect(
      loginResponseSchema.parse({
        message: 'ok',
        data: { email: 'a@b.co', fullName: 'A' },
        token: 't',
      }),
    ).toBeTruthy();
    const hold = {
      id: '0b6c3f7e-3d2a-4b8e-9a51-2f6a7c1d9e40',
      roomId: '11',
      checkInDate: '2026-07-01',
      checkOutDate: '2026-07-04',
      guests: 2,
      expiresAt: '2026-06-01T10:10:00.000Z',
      price: {
        nights: 3,
        basePrice: 299.97,
        discount: 29,
        tax: 5,
        finalPrice: 275,
        amountCents: 27_500,
        couponPercent: 0,
      },
      quote: {
        checkIn: '2026-07-01',
        checkOut: '2026-07-04',
        ratePlan: { name: 'Standard', refundable: true },
        lines: ['2026-07-01', '2026-07-02', '2026-07-03'].map((date) => ({
          date,
          ratePlan: 'Standard',
          priceCents: 9_999,
        })),
        discountBasisPoints: 1_000,
        nights: 3,
        baseCents: 29_997,
        discountCents: 2_900,
        taxCents: 500,
        couponPercent: 0,
        couponCode: null,
        finalCents: 27_500,
      },
    };
    // A quote stored before length-of-stay discounts (decision 045) reads as having none.
    expect(holdWireSchema.parse(hold)).toEqual({
      ...hold,
      quote: { ...hold.quote, lengthOfStay: null, lengthOfStayCents: 0 },
    });
    const checkout = {
      message: 'ok',
      payment: { id: 'pi_1', status: 'succeeded', amount: 27_500 },
    };
    expect(checkoutResponseSchema.parse(checkout)).toEqual(checkout);
  });
});

describe('hotelPayloadSchema', () => {
  const {
    id: _id,
    StarRating: _s,
    ReviewNumber: _r,
    DateAdded: _d,
    Rooms,
    ...fields
  } = sampleHotel;
  const rooms = Rooms.map(({ id: _roomId, FreeUnits: _f, ...room }) => room);
  const payload = { ...fields, Rooms: { create: rooms } };

  it('accepts a hotel with its rooms to create', () => {
    expect(hotelPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('keeps the figures a spec client sends for the server to store (decision 011)', () => {
    const parsed = hotelPayloadSchema.parse({
      ...payload,
      StarRating: 5,
      ReviewNumber: 0,
      DateAdded: '2022-01-01',
      CountryCode: 42,
    });
    expect(parsed).toMatchObject({
      StarRating: 5,
      ReviewNumber: 0,
      DateAdded: '2022-01-01',
      CountryCode: '42',
    });
    const left = hotelPayloadSchema.parse(payload);
    expect(left.StarRating).toBeUndefined();
    expect(left.ReviewNumber).toBeUndefined();
    expect(left.DateAdded).toBeUndefined();
  });

  it('reads every number of the spec client’s body sent as numeric text', () => {
    const parsed = hotelPayloadSchema.parse({
      ...payload,
      loc_Lat: '41.9',
      loc_Lng: ' -87.62 ',
      PopularityNumber: '100',
      TrendingNumber: '0',
      StarRating: '4.5',
      ReviewNumber: '12',
      CheckInHour: '15',
      CheckOutHour: '11',
      Rooms: {
        create: [
          {
            ...rooms[0],
            OriginalPricePerNight: '120.5',
            Discount: '12.5',
            Units: '3',
            MaxGuests: '4',
          },
        ],
      },
    });
    expect(parsed).toMatchObject({
      loc_Lat: 41.9,
      loc_Lng: -87.62,
      PopularityNumber: 100,
      TrendingNumber: 0,
      StarRating: 4.5,
      ReviewNumber: 12,
      CheckInHour: 15,
      CheckOutHour: 11,
    });
    expect(parsed.Rooms.create[0]).toMatchObject({
      OriginalPricePerNight: 120.5,
      Discount: 12.5,
      Units: 3,
      MaxGuests: 4,
    });
  });

  const hotelNumbers = [
    'loc_Lat',
    'loc_Lng',
    'PopularityNumber',
    'TrendingNumber',
    'StarRating',
    'ReviewNumber',
    'CheckInHour',
    'CheckOutHour',
  ];
  const notNumbers = ['', ' ', '12abc', 'Infinity', '0x10', '1,5', null, true];
  it.each(hotelNumbers.flatMap((field) => notNumbers.map((value) => [field, value] as const)))(
    'refuses %s %j with the field’s message',
    (field, value) => {
      expect(fieldMessages(hotelPayloadSchema, { ...payload, [field]: value })).toEqual({
        [field]: `${field} must be a number`,
      });
    },
  );

  it.each([
    [{ StarRating: 5.5 }, { StarRating: 'StarRating must be from 0 to 5' }],
    [{ StarRating: '-1' }, { StarRating: 'StarRating must be from 0 to 5' }],
    [{ StarRating: 4.25 }, { StarRating: 'StarRating must have at most one decimal' }],
    [{ ReviewNumber: -1 }, { ReviewNumber: 'ReviewNumber must be from 0 to 1000000' }],
    [{ ReviewNumber: '2.5' }, { ReviewNumber: 'ReviewNumber must be a whole number' }],
    [
      { DateAdded: 'yesterday' },
      { DateAdded: 'DateAdded must be a date (yyyy-mm-dd) or an ISO timestamp' },
    ],
    [
      { DateAdded: '2022-01-01T10:00:00' },
      { DateAdded: 'DateAdded must be a date (yyyy-mm-dd) or an ISO timestamp' },
    ],
    [
      { DateAdded: '2999-01-01' },
      { DateAdded: 'DateAdded must be a date from 1900-01-01 to today' },
    ],
    [
      { DateAdded: '1899-12-31' },
      { DateAdded: 'DateAdded must be a date from 1900-01-01 to today' },
    ],
  ])('refuses the server-kept figure %j out of range', (change, fields) => {
    expect(fieldMessages(hotelPayloadSchema, { ...payload, ...change })).toEqual(fields);
  });

  it('takes DateAdded as a date or a timestamp with its offset', () => {
    for (const DateAdded of [
      '2022-08-12',
      '2022-08-12T10:30:00Z',
      '2022-08-12T10:30:00.000-05:00',
    ]) {
      expect(hotelPayloadSchema.parse({ ...payload, DateAdded }).DateAdded).toBe(DateAdded);
    }
  });

  it('fills defaults for a minimal hotel', () => {
    expect(
      hotelPayloadSchema.parse({ HotelName: 'Sol', loc_City: 'Lima', loc_Country: 'Peru' }),
    ).toMatchObject({
      SpecialTags: 'NoTag',
      Rooms: { create: [] },
      CheckInHour: 14,
      CheckOutHour: 11,
    });
  });

  it.each([
    [{ HotelName: '' }, { HotelName: 'HotelName is required' }],
    [{ loc_Lat: 91 }, { loc_Lat: 'loc_Lat must be from -90 to 90' }],
    [{ CheckInHour: 24 }, { CheckInHour: 'CheckInHour must be from 0 to 23' }],
    [{ PopularityNumber: 1.5 }, { PopularityNumber: 'PopularityNumber must be a whole number' }],
    [
      { FrontImg: 'https://elsewhere.example/x.jpg' },
      { FrontImg: 'FrontImg must be an image uploaded to Staylane (/uploads/…)' },
    ],
    [
      { FrontImg: 'javascript:alert(1)' },
      { FrontImg: 'FrontImg must be an image uploaded to Staylane (/uploads/…)' },
    ],
    [
      { Gallery: '/uploads/a.jpg-//-/uploads/../../etc/passwd' },
      { Gallery: 'Gallery must hold images uploaded to Staylane (/uploads/…)' },
    ],
  ])('refuses %j', (change, fields) => {
    expect(fieldMessages(hotelPayloadSchema, { ...payload, ...change })).toEqual(fields);
  });

  it('refuses a room image from elsewhere', () => {
    const room = { ...rooms[0], RoomImg: 'data:image/svg+xml,<svg onload=alert(1)>' };
    expect(fieldMessages(hotelPayloadSchema, { ...payload, Rooms: { create: [room] } })).toEqual({
      'Rooms.create.0.RoomImg': 'RoomImg must be an image uploaded to Staylane (/uploads/…)',
    });
  });

  it('refuses unknown fields on the hotel and on its rooms', () => {
    expect(hotelPayloadSchema.safeParse({ ...payload, Owner: 'me' }).success).toBe(false);
    expect(
      hotelPayloadSchema.safeParse({ ...payload, Rooms: { create: [{ ...rooms[0], Secret: 1 }] } })
        .success,
    ).toBe(false);
  });
});

describe('roomPayloadSchema', () => {
  const { id: _id, ...room } = sampleRoom;

  it('accepts a room, with an id when it updates one', () => {
    expect(roomPayloadSchema.parse(room)).toEqual(room);
    expect(roomPayloadSchema.parse({ ...room, id: 11 }).id).toBe(11);
  });

  it('gives the spec defaults to a bare room', () => {
    expect(
      roomPayloadSchema.parse({ RoomName: 'Single', OriginalPricePerNight: 50 }),
    ).toMatchObject({
      Available: true,
      Discount: 0,
      Facility: 'Floors 00 - 20',
    });
  });

  it('leaves Units and MaxGuests out when they are not sent (the server decides)', () => {
    const bare = roomPayloadSchema.parse({ RoomName: 'Single', OriginalPricePerNight: 50 });
    expect(bare).not.toHaveProperty('Units');
    expect(bare).not.toHaveProperty('MaxGuests');
  });

  it.each([
    [
      { OriginalPricePerNight: 0 },
      { OriginalPricePerNight: 'OriginalPricePerNight must be at least 0.01' },
    ],
    [
      // Positive and "two decimals" within float noise, yet 0 cents (a fuzz finding).
      { OriginalPricePerNight: 1e-9 },
      { OriginalPricePerNight: 'OriginalPricePerNight must be at least 0.01' },
    ],
    [
      { OriginalPricePerNight: 9.999 },
      { OriginalPricePerNight: 'OriginalPricePerNight must have at most two decimals' },
    ],
    [
      { OriginalPricePerNight: '99.999' },
      { OriginalPricePerNight: 'OriginalPricePerNight must have at most two decimals' },
    ],
    [{ Discount: 101 }, { Discount: 'Discount must be from 0 to 100' }],
    [{ Discount: '100.5' }, { Discount: 'Discount must be from 0 to 100' }],
    [{ Discount: 12.345 }, { Discount: 'Discount must have at most two decimals' }],
    [{ Units: 0 }, { Units: 'Units must be from 1 to 1000' }],
    [{ RoomName: ' ' }, { RoomName: 'RoomName is required' }],
  ])('refuses %j', (change, fields) => {
    expect(fieldMessages(roomPayloadSchema, { ...room, ...change })).toEqual(fields);
  });

  const roomNumbers = ['OriginalPricePerNight', 'Discount', 'Units', 'MaxGuests'];
  const notNumbers = ['', ' ', '12abc', 'Infinity', '-Infinity', 'NaN', '0b1', null];
  it.each(roomNumbers.flatMap((field) => notNumbers.map((value) => [field, value] as const)))(
    'refuses %s %j with the field’s message',
    (field, value) => {
      expect(fieldMessages(roomPayloadSchema, { ...room, [field]: value })).toEqual({
        [field]: `${field} must be a number`,
      });
    },
  );

  it('reads numeric text as the number it spells', () => {
    expect(
      roomPayloadSchema.parse({
        ...room,
        OriginalPricePerNight: '120.50',
        Discount: ' 12.5 ',
        Units: '+3',
        MaxGuests: '4',
      }),
    ).toMatchObject({ OriginalPricePerNight: 120.5, Discount: 12.5, Units: 3, MaxGuests: 4 });
  });

  it('takes a discount with up to two decimals', () => {
    for (const Discount of [0.01, 12.5, 33.33, 99.99, '0.5']) {
      expect(roomPayloadSchema.parse({ ...room, Discount }).Discount).toBe(Number(Discount));
    }
  });

  it('takes MaxGuests from 1 to 4', () => {
    expect(roomPayloadSchema.parse({ ...room, MaxGuests: 1 }).MaxGuests).toBe(1);
    expect(roomPayloadSchema.parse({ ...room, MaxGuests: 4 }).MaxGuests).toBe(4);
  });

  it.each([
    [0, 'MaxGuests must be from 1 to 4'],
    [5, 'MaxGuests must be from 1 to 4'],
    [2.5, 'MaxGuests must be a whole number'],
    ['3.5', 'MaxGuests must be a whole number'],
    ['three', 'MaxGuests must be a number'],
  ])('refuses MaxGuests %j with %s', (MaxGuests, message) => {
    expect(fieldMessages(roomPayloadSchema, { ...room, MaxGuests })).toEqual({
      MaxGuests: message,
    });
  });
});
