import { describe, expect, it } from 'vitest';
import { fieldMessages, messagesOf } from '../test/messages';
import {
  hotelBasicsEditSchema,
  hotelBasicsSchema,
  hotelBasicsSchemaFor,
  hotelGallerySchemaFor,
  hotelLocationSchema,
  hotelSocialSchema,
  roomFormSchema,
  hotelPolicySchema,
  emptyHotelPolicy,
  splitWords,
} from './hotel-form';

describe('hotelBasicsSchema (step 1)', () => {
  const valid = {
    name: 'Hotel Sol',
    website: 'https://www.hotelsol.com/en',
    phone: '601 555 0101',
    email: 'info@hotelsol.com',
    description: 'By the sea.',
    tags: ['Swimming', 'Bar'],
    frontImg: '/uploads/front.jpg',
  };

  it('accepts the basics, with spaces removed from website and phone', () => {
    expect(hotelBasicsSchema.parse({ ...valid, website: 'hotelsol .com' })).toEqual({
      ...valid,
      website: 'hotelsol.com',
      phone: '6015550101',
      specialTag: '',
    });
  });

  it('takes an optional special tag, trimmed, and refuses NoTag and long ones', () => {
    expect(hotelBasicsSchema.parse({ ...valid, specialTag: ' Best Price ' }).specialTag).toBe(
      'Best Price',
    );
    expect(fieldMessages(hotelBasicsSchema, { ...valid, specialTag: 'NoTag' })).toEqual({
      specialTag: 'Leave the special tag empty for none',
    });
    expect(fieldMessages(hotelBasicsSchema, { ...valid, specialTag: 'x'.repeat(31) })).toEqual({
      specialTag: 'Special tag must be at most 30 characters long',
    });
  });

  it.each([
    ['name', '', 'Enter the name of the hotel'],
    ['website', '', 'Enter your website'],
    ['website', 'hotelsol', 'Invalid Website'],
    ['website', 'ftp://hotelsol.com', 'Invalid Website'],
    ['website', 'hotelsol.c', 'Invalid Website'],
    ['phone', '', "Please enter the hotel's number"],
    ['phone', '601-555', 'Only numbers are valid'],
    ['phone', '1234', 'Enter a number long enough to be valid'],
    ['phone', '1'.repeat(21), 'Phone number must be at most 20 digits'],
    ['email', '', "Please enter the hotel's email"],
    ['email', 'info', 'Enter a Valid Email'],
    ['description', ' ', "Enter your hotel's description"],
    ['tags', ['Swimming'], 'Choose two tags'],
    ['tags', ['Swimming', 'Sauna'], 'Choose two tags'],
    ['tags', ['Bar', 'Bar'], 'Choose two different tags'],
    ['frontImg', '', 'Please upload, at least, one picture'],
    ['frontImg', undefined, 'Please upload, at least, one picture'],
  ])('gives %s %j the message %s', (field, value, message) => {
    const input = { ...valid, [field]: value };
    const fields = fieldMessages(hotelBasicsSchema, input);
    expect(Object.values(fields)).toEqual([message]);
    expect(Object.keys(fields)[0]).toMatch(new RegExp(`^${field}`));
  });

  it('reports one message per field', () => {
    expect(messagesOf(hotelBasicsSchema, { ...valid, phone: 'ab' }, 'phone')).toEqual([
      'Only numbers are valid',
    ]);
  });

  it('does not require the front image when editing', () => {
    expect(hotelBasicsEditSchema.parse({ ...valid, frontImg: '' }).frontImg).toBe('');
    expect(hotelBasicsSchemaFor('edit')).toBe(hotelBasicsEditSchema);
    expect(hotelBasicsSchemaFor('create')).toBe(hotelBasicsSchema);
  });
});

describe('hotelLocationSchema (step 2)', () => {
  const valid = {
    address: 'Cra 1 # 2-3',
    city: 'San José',
    state: 'Winston-Salem',
    country: 'Costa Rica',
    latitude: '9.93',
    longitude: -84.08,
  };

  it('accepts a location and gives numbers for the coordinates', () => {
    expect(hotelLocationSchema.parse(valid)).toEqual({
      ...valid,
      latitude: 9.93,
      longitude: -84.08,
    });
  });

  it.each([
    ['address', '', "Enter the hotel's adress"],
    ['city', '', "Enter the hotel's city"],
    ['city', 'City 17', "Hotel's city name must only contain letters"],
    ['state', '', "Enter the hotel's state"],
    ['state', 'State#1', "Hotel's state name must only contain letters"],
    ['country', ' ', "Enter the hotel's country"],
    ['country', 'C0lombia', "Hotel's country name must only contain letters"],
    ['latitude', '', "Enter the hotel's latitude"],
    ['latitude', 'north', 'Latitude must be a number from -90 to 90'],
    ['latitude', '91', 'Latitude must be a number from -90 to 90'],
    ['longitude', '', "Enter the hotel's longitude"],
    ['longitude', -181, 'Longitude must be a number from -180 to 180'],
  ])('gives %s %j the message %s', (field, value, message) => {
    expect(fieldMessages(hotelLocationSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('hotelSocialSchema (step 3)', () => {
  const valid = {
    popularity: '87.9',
    trending: 12,
    facebook: 'fb.com/sol',
    instagram: 'ig.com/sol',
    twitter: 'x.com/sol',
    pinterest: 'pin.it/sol',
  };

  it('accepts the social data with whole numbers', () => {
    expect(hotelSocialSchema.parse(valid)).toEqual({
      ...valid,
      popularity: 87,
      trending: 12,
      checkInHour: 14,
      checkOutHour: 11,
    });
  });

  it('takes check-in and check-out hours from 0 to 23', () => {
    expect(hotelSocialSchema.parse({ ...valid, checkInHour: '9', checkOutHour: 18 })).toMatchObject(
      { checkInHour: 9, checkOutHour: 18 },
    );
    expect(
      fieldMessages(hotelSocialSchema, { ...valid, checkInHour: '24', checkOutHour: '' }),
    ).toEqual({
      checkInHour: 'Choose the check-in hour, from 0 to 23',
      checkOutHour: 'Choose the check-out hour, from 0 to 23',
    });
  });

  it.each(['popularity', 'trending', 'facebook', 'instagram', 'twitter', 'pinterest'])(
    'asks for %s with No empty spaces',
    (field) => {
      expect(fieldMessages(hotelSocialSchema, { ...valid, [field]: ' ' })).toEqual({
        [field]: 'No empty spaces',
      });
      expect(fieldMessages(hotelSocialSchema, { ...valid, [field]: undefined })).toEqual({
        [field]: 'No empty spaces',
      });
    },
  );

  it('refuses numbers that are not numbers or below zero', () => {
    expect(
      fieldMessages(hotelSocialSchema, { ...valid, popularity: 'many', trending: -1 }),
    ).toEqual({
      popularity: 'Enter a whole number of 0 or more',
      trending: 'Enter a whole number of 0 or more',
    });
  });
});

describe('hotelGallerySchemaFor (step 4)', () => {
  it('needs at least 2 images when editing', () => {
    const edit = hotelGallerySchemaFor('edit');
    expect(fieldMessages(edit, { gallery: ['/uploads/a.jpg'] })).toEqual({
      gallery: 'Please add, at least, one file',
    });
    expect(fieldMessages(edit, { gallery: [] })).toEqual({
      gallery: 'Please add, at least, one file',
    });
    expect(edit.parse({ gallery: ['/uploads/a.jpg', '/uploads/b.jpg'] }).gallery).toHaveLength(2);
  });

  it('needs nothing when creating', () => {
    expect(hotelGallerySchemaFor('create').parse({})).toEqual({ gallery: [] });
    expect(hotelGallerySchemaFor('create').parse({ gallery: ['/uploads/a.jpg'] }).gallery).toEqual([
      '/uploads/a.jpg',
    ]);
  });

  it('refuses a gallery of more than 50 images', () => {
    const gallery = Array.from({ length: 51 }, (_, i) => `/uploads/${i}.jpg`);
    expect(fieldMessages(hotelGallerySchemaFor('create'), { gallery })).toEqual({
      gallery: 'A gallery can hold at most 50 images',
    });
  });
});

describe('roomFormSchema (step 5)', () => {
  const valid = {
    name: 'Double',
    amenities: 'Free WiFi, Minibar',
    inclusions: 'breakfast parking',
    price: '99.99',
    discount: '10',
    description: 'Two beds.',
    image: '/uploads/room.jpg',
  };

  it('accepts a room, giving numbers and word lists', () => {
    expect(roomFormSchema.parse(valid)).toEqual({
      name: 'Double',
      amenities: ['Free WiFi', 'Minibar'],
      inclusions: ['breakfast', 'parking'],
      price: 99.99,
      discount: 10,
      description: 'Two beds.',
      image: '/uploads/room.jpg',
      units: 1,
      nonRefundable: false,
    });
  });

  it('takes an empty discount as 0 and reads units', () => {
    expect(roomFormSchema.parse({ ...valid, discount: '', units: '12' })).toMatchObject({
      discount: 0,
      units: 12,
    });
  });

  it('takes a discount with up to two decimals', () => {
    expect(roomFormSchema.parse({ ...valid, discount: '12.5' }).discount).toBe(12.5);
    expect(roomFormSchema.parse({ ...valid, discount: '33.33' }).discount).toBe(33.33);
  });

  it('reads max guests, 2 when the field is empty', () => {
    expect(roomFormSchema.parse({ ...valid, maxGuests: '4' }).maxGuests).toBe(4);
    expect(roomFormSchema.parse({ ...valid, maxGuests: ' ' }).maxGuests).toBe(2);
  });

  it.each([
    ['name', '', "Enter your room's name"],
    ['amenities', '', 'Enter your amenities'],
    ['inclusions', '  ', 'Enter your inclusions'],
    ['description', '', "enter your room's description"],
    ['image', '', 'Please upload, at least, one picture'],
    ['price', '', 'Enter a price above 0 with at most two decimals'],
    ['price', '0', 'Enter a price above 0 with at most two decimals'],
    ['price', '9.999', 'Enter a price above 0 with at most two decimals'],
    ['discount', '101', 'Enter a discount from 0 to 100'],
    ['discount', '-5', 'Enter a discount from 0 to 100'],
    ['discount', '100.5', 'Enter a discount from 0 to 100'],
    ['discount', '12abc', 'Enter a discount from 0 to 100'],
    ['discount', 'Infinity', 'Enter a discount from 0 to 100'],
    ['discount', '12.345', 'Enter a discount with at most two decimals'],
    ['price', '12abc', 'Enter a price above 0 with at most two decimals'],
    ['price', '0x10', 'Enter a price above 0 with at most two decimals'],
    ['units', '0', 'Units must be a whole number from 1 to 1000'],
    ['units', '1001', 'Units must be a whole number from 1 to 1000'],
    ['maxGuests', '0', 'Max guests must be a whole number from 1 to 4'],
    ['maxGuests', '5', 'Max guests must be a whole number from 1 to 4'],
    ['maxGuests', '2.5', 'Max guests must be a whole number from 1 to 4'],
    ['maxGuests', 'two', 'Max guests must be a whole number from 1 to 4'],
  ])('gives %s %j the message %s', (field, value, message) => {
    expect(fieldMessages(roomFormSchema, { ...valid, [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('splitWords', () => {
  it.each([
    ['wifi tv  minibar', ['wifi', 'tv', 'minibar']],
    ['Free WiFi, Pool ,', ['Free WiFi', 'Pool']],
    ['Free WiFi-/-Pool', ['Free WiFi', 'Pool']],
    ['', []],
  ])('splits %j', (text, words) => {
    expect(splitWords(text)).toEqual(words);
  });
});

describe('hotelPolicySchema (step 5, decision 018)', () => {
  it('reads the days as a whole number and keeps the penalty and time zone', () => {
    expect(
      hotelPolicySchema.parse({
        freeCancellationDays: ' 3 ',
        penalty: 'WholeStay',
        timeZone: 'Europe/Rome',
      }),
    ).toEqual({ freeCancellationDays: 3, penalty: 'WholeStay', timeZone: 'Europe/Rome' });
    expect(hotelPolicySchema.parse(emptyHotelPolicy())).toEqual({
      freeCancellationDays: 1,
      penalty: 'FirstNight',
      timeZone: 'UTC',
    });
  });

  it.each([
    [{ freeCancellationDays: '' }, 'Enter the days of free cancellation'],
    [
      { freeCancellationDays: '2.5' },
      'Free cancellation days must be a whole number from 0 to 365',
    ],
    [
      { freeCancellationDays: '366' },
      'Free cancellation days must be a whole number from 0 to 365',
    ],
    [
      { freeCancellationDays: 'two' },
      'Free cancellation days must be a whole number from 0 to 365',
    ],
    [{ penalty: '' }, 'Choose the penalty after the free cancellation'],
    [{ timeZone: 'Moon/Base' }, "Choose the hotel's time zone"],
  ])('gives %j its message', (change, message) => {
    const result = hotelPolicySchema.safeParse({ ...emptyHotelPolicy(), ...change });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
