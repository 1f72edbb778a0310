import { describe, expect, it } from 'vitest';
import { fieldMessages, messagesOf } from '../test/messages';
import { bookingRequestSchema, couponSchema, holdRequestSchema, travellerSchema } from './booking';

const HOLD_ID = '0b6c3f7e-3d2a-4b8e-9a51-2f6a7c1d9e40';

describe('travellerSchema', () => {
  const valid = {
    fullName: 'José Núñez',
    email: 'jose@example.com',
    phoneNumber: '300 123 4567',
    specialRequest: 'Late arrival',
    coupon: '',
  };

  it('accepts a traveller, phone without spaces and no coupon when empty', () => {
    expect(travellerSchema.parse(valid)).toEqual({
      fullName: 'José Núñez',
      email: 'jose@example.com',
      phoneNumber: '3001234567',
      specialRequest: 'Late arrival',
      coupon: undefined,
    });
  });

  it('keeps a coupon code that was typed', () => {
    expect(travellerSchema.parse({ ...valid, coupon: ' SUMMER15 ' }).coupon).toBe('SUMMER15');
  });

  it.each([
    ['fullName', '', 'Please enter your full name'],
    ['fullName', undefined, 'Please enter your full name'],
    [
      'fullName',
      'Ana@Home',
      'Name must contain only letters and no accents or special characters (@%/á)',
    ],
    [
      'fullName',
      'R2D2',
      'Name must contain only letters and no accents or special characters (@%/á)',
    ],
    ['fullName', 'A', 'Name must be at least 2 characters long'],
    ['fullName', ' A ', 'Name must be at least 2 characters long'],
    ['fullName', 'a'.repeat(101), 'Name must be at most 100 characters long'],
    ['email', '', 'Please enter your email'],
    ['email', 'jose@', 'Enter a Valid Email'],
    ['phoneNumber', '', 'Please enter your phone number'],
    ['phoneNumber', '12345', 'Number cannot be longer  or shorter than 10 digits'],
    ['phoneNumber', '123 456 789 01', 'Number cannot be longer  or shorter than 10 digits'],
    ['phoneNumber', '12345abcde', 'Only numeric characters are accepted'],
    ['specialRequest', 'x'.repeat(61), 'Special request must be at most 60 characters long'],
  ])('gives %s %j the message %s', (field, value, message) => {
    const input = { ...valid, [field]: value };
    expect(fieldMessages(travellerSchema, input)).toEqual({ [field]: message });
    expect(messagesOf(travellerSchema, input, field)).toEqual([message]);
  });

  it('allows a special request of exactly 60 characters', () => {
    expect(travellerSchema.safeParse({ ...valid, specialRequest: 'x'.repeat(60) }).success).toBe(
      true,
    );
  });
});

describe('couponSchema', () => {
  it('accepts a code, trimmed', () => {
    expect(couponSchema.parse({ code: ' SUMMER15 ' })).toEqual({ code: 'SUMMER15' });
  });

  it.each([{ code: '' }, { code: 'x'.repeat(41) }, {}])('calls %j a wrong code', (body) => {
    expect(fieldMessages(couponSchema, body)).toEqual({
      code: 'This coupon code does not seem correct, try again!',
    });
  });
});

describe('holdRequestSchema', () => {
  const valid = { roomId: 7, checkInDate: '2026-12-30', checkOutDate: '2027-01-02', guests: 2 };

  it('accepts a stay and reads guests given as text', () => {
    expect(holdRequestSchema.parse(valid)).toEqual(valid);
    expect(holdRequestSchema.parse({ ...valid, guests: '3' }).guests).toBe(3);
  });

  it('reads a room id given as the answers spell it (digits) as the number', () => {
    expect(holdRequestSchema.parse({ ...valid, roomId: '7' }).roomId).toBe(7);
  });

  it.each([
    [{ roomId: 0 }, { roomId: 'roomId must be a room id' }],
    [{ roomId: '7abc' }, { roomId: 'roomId must be a room id' }],
    [{ roomId: '-1' }, { roomId: 'roomId must be a room id' }],
    [{ roomId: '1.5' }, { roomId: 'roomId must be a room id' }],
    [{ roomId: 1.5 }, { roomId: 'roomId must be a room id' }],
    [{ roomId: '' }, { roomId: 'roomId must be a room id' }],
    [{ guests: 0 }, { guests: 'Guests must be a whole number from 1 to 4' }],
    [{ guests: 5 }, { guests: 'Guests must be a whole number from 1 to 4' }],
    [{ guests: 'two' }, { guests: 'Guests must be a whole number from 1 to 4' }],
    [{ checkInDate: '2026-02-30' }, { checkInDate: 'Enter the check-in date as yyyy-mm-dd' }],
    [{ checkOutDate: 'tomorrow' }, { checkOutDate: 'Enter the check-out date as yyyy-mm-dd' }],
    [
      { checkOutDate: '2026-12-30' },
      { checkOutDate: 'The check-out date must be at least one day after the check-in date' },
    ],
    [{ checkOutDate: '2027-01-30' }, { checkOutDate: 'A stay cannot be longer than 30 nights' }],
  ])('refuses %j', (change, fields) => {
    expect(fieldMessages(holdRequestSchema, { ...valid, ...change })).toEqual(fields);
  });

  it('accepts exactly 30 nights', () => {
    expect(holdRequestSchema.safeParse({ ...valid, checkOutDate: '2027-01-29' }).success).toBe(
      true,
    );
  });

  it('refuses unknown fields such as a price', () => {
    expect(holdRequestSchema.safeParse({ ...valid, price: 1 }).success).toBe(false);
  });
});

describe('bookingRequestSchema', () => {
  const minimal = {
    holdId: HOLD_ID,
    paymentId: 'pi_1',
    fullName: 'Ana Pérez',
    email: 'ana@example.com',
    phoneNumber: '3001234567',
  };
  const spec = {
    ...minimal,
    HotelName: 'Hotel Sol',
    RoomType: 'Double',
    CheckInDate: '2026-07-01',
    CheckOutDate: '2026-07-03',
    SpecialReqs: 'Quiet room',
    HotelCity: 'Bogotá',
    HotelCountry: 'Colombia',
    NumberOfGuest: '2',
    payments: {
      create: {
        CardFirstName: 'Ana',
        CardSecondName: 'visa',
        CardBankEntity: 'Bank',
        CardNumber: '**** 4242',
        CardType: 2,
        FinalPrice: 275,
        Tax: 5,
        BasePrice: 299.97,
        PromoCode: false,
        Status: 'Successful',
      },
    },
  };

  it('accepts the spec body with the hold, payment and traveller', () => {
    expect(bookingRequestSchema.parse(spec)).toMatchObject({
      ...spec,
      SpecialReqs: 'Quiet room',
      NumberOfGuest: 2,
    });
  });

  it('reads the numbers of the spec body sent as numeric text', () => {
    const create = {
      ...spec.payments.create,
      CardType: '2',
      FinalPrice: '275',
      Tax: '5',
      BasePrice: '299.97',
    };
    expect(
      bookingRequestSchema.parse({ ...spec, payments: { create } }).payments?.create,
    ).toMatchObject({
      CardType: 2,
      FinalPrice: 275,
      Tax: 5,
      BasePrice: 299.97,
    });
  });

  it.each(['', ' ', '12abc', 'Infinity', 'two'])(
    'refuses %j where the spec body has a number, with the field’s message',
    (value) => {
      expect(fieldMessages(bookingRequestSchema, { ...spec, NumberOfGuest: value })).toEqual({
        NumberOfGuest: 'NumberOfGuest must be a number',
      });
      const create = { ...spec.payments.create, FinalPrice: value, CardType: value };
      expect(fieldMessages(bookingRequestSchema, { ...spec, payments: { create } })).toEqual({
        'payments.create.CardType': 'CardType must be a number',
        'payments.create.FinalPrice': 'FinalPrice must be a number',
      });
    },
  );

  it('accepts the spec’s body without a traveller: the server takes the account’s', () => {
    const { fullName: _name, email: _email, phoneNumber: _phone, ...specBody } = spec;
    const parsed = bookingRequestSchema.parse(specBody);
    expect(parsed).not.toHaveProperty('fullName');
    expect(parsed).toMatchObject({ holdId: HOLD_ID, paymentId: 'pi_1', NumberOfGuest: 2 });
  });

  it('accepts the minimal body, with no special request', () => {
    expect(bookingRequestSchema.parse(minimal)).toEqual({ ...minimal, SpecialReqs: '' });
  });

  it.each([
    [{ holdId: undefined }, { holdId: 'holdId must be the id of a hold' }],
    [{ paymentId: '' }, { paymentId: 'paymentId is required' }],
    [{ fullName: '' }, { fullName: 'Please enter your full name' }],
    [{ email: 'x' }, { email: 'Enter a Valid Email' }],
    [{ phoneNumber: '123' }, { phoneNumber: 'Number cannot be longer  or shorter than 10 digits' }],
    [
      { SpecialReqs: 'x'.repeat(61) },
      { SpecialReqs: 'Special request must be at most 60 characters long' },
    ],
  ])('refuses %j', (change, fields) => {
    expect(fieldMessages(bookingRequestSchema, { ...minimal, ...change })).toEqual(fields);
  });

  it('refuses unknown fields, also inside payments.create', () => {
    expect(bookingRequestSchema.safeParse({ ...minimal, userId: 1 }).success).toBe(false);
    expect(
      bookingRequestSchema.safeParse({
        ...minimal,
        payments: { create: { FullCardNumber: '4242424242424242' } },
      }).success,
    ).toBe(false);
  });
});
