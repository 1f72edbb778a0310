import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldMessages } from '../test/messages';
import {
  adminHotelListQuerySchema,
  hotelDetailQuerySchema,
  hotelSearchQuerySchema,
} from '../search-query';
import { hotelPayloadSchema } from '../wire/hotel';
import {
  loginSchema,
  newsletterSchema,
  passwordChangeFormSchema,
  passwordUpdateSchema,
  recoverPasswordSchema,
  signupSchema,
} from './account';
import { profileSchema } from './profile';
import { bookingRequestSchema, couponSchema, travellerSchema } from './booking';
import { controlCharactersMessage, freeText, noNul } from './fields';
import {
  hotelBasicsSchema,
  hotelGallerySchemaFor,
  hotelLocationSchema,
  hotelSocialSchema,
  roomFormSchema,
} from './hotel-form';
import { cardSchema, checkoutRequestSchema } from './payment';
import { z as zod } from 'zod';

const NUL = '\u0000';
const HOLD_ID = '3f2c1b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';

describe('the NUL rule', () => {
  it('words its message like the spec: the label, then what is wrong', () => {
    expect(controlCharactersMessage('Full Name')).toBe(
      'Full Name must not contain control characters',
    );
  });

  it('refuses U+0000 anywhere in the text and keeps every other character', () => {
    const name = noNul(zod.string(), 'Name');
    expect(name.safeParse(`a${NUL}b`).error?.issues[0]?.message).toBe(
      'Name must not contain control characters',
    );
    expect(name.parse('tab\there, ñ, 東京, emoji 🏨')).toBe('tab\there, ñ, 東京, emoji 🏨');
    expect(freeText('Status', 40).safeParse(NUL).success).toBe(false);
    expect(freeText('Status', 40).safeParse('x'.repeat(41)).error?.issues[0]?.message).toBe(
      'Status must be at most 40 characters long',
    );
  });
});

/** Every text value's path in `value`. */
function textPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, [...prefix, key]));
  }
  return [];
}

function withNul(value: unknown, path: string[]): unknown {
  if (path.length === 0) return `${String(value).slice(0, 1)}${NUL}${String(value).slice(1)}`;
  const [key, ...rest] = path as [string, ...string[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string,
    unknown
  >;
  copy[key] = withNul(copy[key], rest);
  return copy;
}

const SCHEMAS: [string, z.ZodType, unknown][] = [
  ['signup', signupSchema, { fullName: 'Ana', email: 'ana@example.com', password: 'Secret123' }],
  ['login', loginSchema, { email: 'ana@example.com', password: 'whatever' }],
  ['recover', recoverPasswordSchema, { email: 'ana@example.com' }],
  ['newsletter', newsletterSchema, { Email: 'ana@example.com' }],
  [
    'profile',
    profileSchema,
    {
      fullName: 'Ana',
      gender: 'Femenino',
      streetAddress: 'Street 1',
      city: 'Lima',
      zipCode: '15001',
      phoneNumber: '3001234567',
    },
  ],
  ['password update', passwordUpdateSchema, { currentPassword: 'Old12345', password: 'Secret123' }],
  [
    'password change form',
    passwordChangeFormSchema,
    { currentPassword: 'Old12345', password: 'Secret123', confirmPassword: 'Secret123' },
  ],
  [
    'traveller',
    travellerSchema,
    {
      fullName: 'José Núñez',
      email: 'jose@example.com',
      phoneNumber: '300 123 4567',
      specialRequest: 'Late arrival',
      coupon: 'SAVE10',
    },
  ],
  ['coupon', couponSchema, { code: 'SAVE10' }],
  [
    'booking request',
    bookingRequestSchema,
    {
      holdId: HOLD_ID,
      paymentId: 'pi_1',
      fullName: 'Ana Pérez',
      email: 'ana@example.com',
      phoneNumber: '3001234567',
      SpecialReqs: 'Quiet room',
      HotelName: 'Hotel Sol',
      RoomType: 'Double',
      CheckInDate: '2026-07-01',
      CheckOutDate: '2026-07-03',
      HotelCity: 'Bogotá',
      HotelCountry: 'Colombia',
      NumberOfGuest: '2',
      payments: {
        create: {
          CardFirstName: 'Ana',
          CardSecondName: 'visa',
          CardBankEntity: 'Bank',
          CardNumber: '**** 4242',
          CardType: '2',
          PromoCode: 'SAVE10',
          Status: 'Paid',
        },
      },
    },
  ],
  [
    'card',
    cardSchema,
    { number: '4242 4242 4242 4242', expMonth: '04', expYear: '29', cvc: '123', name: 'Ana' },
  ],
  [
    'checkout',
    checkoutRequestSchema,
    { paymentMethod: 'pm_1', amount: 100, source: 'card', holdId: HOLD_ID, coupon: 'SAVE10' },
  ],
  [
    'hotel search query',
    hotelSearchQuerySchema,
    {
      city: 'Bogotá',
      checkInDate: '2030-01-01',
      checkOutDate: '2030-01-02',
      guests: '2',
      filter: 'all',
      page: '1',
      pageSize: '10',
    },
  ],
  [
    'admin hotel list query',
    adminHotelListQuerySchema,
    { q: 'sol', field: 'name', page: '1', pageSize: '10' },
  ],
  [
    'hotel detail query',
    hotelDetailQuerySchema,
    { checkInDate: '2030-01-01', checkOutDate: '2030-01-02', guests: '2', city: 'Lima', id: '1' },
  ],
  [
    'hotel payload',
    hotelPayloadSchema,
    {
      HotelName: 'Hotel Sol',
      HotelId: 'SOL',
      Website: 'hotelsol.com',
      PhoneNumber: '6015550101',
      CountryCode: '57',
      Email: 'info@hotelsol.com',
      HotelDescription: 'By the sea.',
      FrontImg: '/uploads/front.jpg',
      Gallery: '/uploads/a.jpg',
      Tags: 'Bar',
      SpecialTags: 'Recommended',
      location: 'Centre',
      category: 'Hotel',
      loc_Place: 'Centre',
      loc_City: 'Lima',
      loc_State: 'Lima',
      loc_Country: 'Peru',
      SN_Facebook: 'fb.com/sol',
      SN_Instagram: 'ig.com/sol',
      SN_Twitter: 'x.com/sol',
      SN_Pinterest: 'pin.it/sol',
      Rooms: {
        create: [
          {
            RoomImg: '/uploads/room.jpg',
            RoomName: 'Double',
            OriginalPricePerNight: 99,
            About: 'Two beds',
            Facility: 'Floor 2',
            Amenities: 'WiFi',
            Inclusions: 'Breakfast',
          },
        ],
      },
    },
  ],
  [
    'hotel basics',
    hotelBasicsSchema,
    {
      name: 'Hotel Sol',
      website: 'https://www.hotelsol.com/en',
      phone: '601 555 0101',
      email: 'info@hotelsol.com',
      description: 'By the sea.',
      tags: ['Swimming', 'Bar'],
      frontImg: '/uploads/front.jpg',
      specialTag: 'Seaside',
    },
  ],
  [
    'hotel location',
    hotelLocationSchema,
    {
      address: 'Cra 1 # 2-3',
      city: 'San José',
      state: 'Winston-Salem',
      country: 'Costa Rica',
      latitude: '9.93',
      longitude: '-84.08',
    },
  ],
  [
    'hotel social',
    hotelSocialSchema,
    {
      popularity: '87',
      trending: '12',
      facebook: 'fb.com/sol',
      instagram: 'ig.com/sol',
      twitter: 'x.com/sol',
      pinterest: 'pin.it/sol',
      checkInHour: '14',
      checkOutHour: '11',
    },
  ],
  [
    'hotel gallery',
    hotelGallerySchemaFor('edit'),
    { gallery: ['/uploads/a.jpg', '/uploads/b.jpg'] },
  ],
  [
    'room form',
    roomFormSchema,
    {
      name: 'Double',
      amenities: 'Free WiFi, Minibar',
      inclusions: 'breakfast parking',
      price: '99.99',
      discount: '10',
      description: 'Two beds.',
      image: '/uploads/room.jpg',
      units: '2',
    },
  ],
];

describe.each(SCHEMAS)('%s schema', (_name, schema, valid) => {
  it('accepts the sample', () => {
    expect(fieldMessages(schema, valid)).toEqual({});
  });

  it.each(textPaths(valid).map((path) => [path.join('.'), path] as const))(
    'refuses a NUL in %s, naming the field',
    (field, path) => {
      const fields = fieldMessages(schema, withNul(valid, path));
      expect(fields[field], JSON.stringify(fields)).toEqual(expect.any(String));
    },
  );
});
