import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile';
import { travellerSchema } from './booking';
import { INTERNATIONAL_PHONE_INVALID, internationalPhone } from './phone-number';

const traveller = { fullName: 'Ana Lima', email: 'ana@example.com' };
const profile = {
  fullName: 'Ana Lima',
  gender: 'Femenino',
  streetAddress: 'Rua 1',
  city: 'Lima',
  zipCode: '15001',
};
/** What each form makes of a phone: the number it sends, or its first message. */
const forms = {
  traveller: (phoneNumber: string) => {
    const result = travellerSchema.safeParse({ ...traveller, phoneNumber });
    return result.success ? result.data.phoneNumber : result.error.issues[0]!.message;
  },
  profile: (phoneNumber: string) => {
    const result = profileSchema.safeParse({ ...profile, phoneNumber });
    return result.success ? result.data.phoneNumber : result.error.issues[0]!.message;
  },
};

describe.each(Object.entries(forms))('the %s form’s phone', (_form, phoneOf) => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['+44 7911 123456', '+447911123456'],
    ['+33 1 42 68 53 00', '+33142685300'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+81 3-1234-5678', '+81312345678'],
    ['+81 90 1234 5678', '+819012345678'],
    ['+1 (202) 456-1111', '+12024561111'],
    ['+1 212.555.0123', '+12125550123'],
    ['  +44 20 7946 0958  ', '+442079460958'],
  ])('takes the international number %s and sends it as %s', (typed, sent) => {
    expect(phoneOf(typed)).toBe(sent);
  });

  it.each([
    '+44 20 7946', // too short for the United Kingdom
    '+1 800', // too short
    '+999 123 456 789', // no such country code
    '+', // nothing after the plus
    '+44 20 7946 0958 ext. 12', // words besides the number
    '+44 20 7946 0958abc',
    '++44 20 7946 0958',
  ])('refuses %s as an international number', (typed) => {
    expect(phoneOf(typed)).toBe(INTERNATIONAL_PHONE_INVALID);
  });
});

describe('a number without a country code keeps the spec’s rules and messages', () => {
  it('sends ten digits without their spaces', () => {
    expect(forms.traveller('600 123 4567')).toBe('6001234567');
    expect(forms.profile(' 300 123 4567 ')).toBe('3001234567');
  });

  it('gives the traveller form its messages, the length first', () => {
    expect(forms.traveller('')).toBe('Please enter your phone number');
    expect(forms.traveller('12345')).toBe('Number cannot be longer  or shorter than 10 digits');
    expect(forms.traveller('44 20 7946 0958')).toBe(
      'Number cannot be longer  or shorter than 10 digits',
    );
    expect(forms.traveller('600-123-45')).toBe('Only numeric characters are accepted');
  });

  it('gives the profile form its messages, digits only first', () => {
    expect(forms.profile('')).toBe('Please Enter your phone Number');
    expect(forms.profile('300-123-4567')).toBe('Only numeric characters are accepted');
    expect(forms.profile('300123456')).toBe('Enter a 10 number digit');
  });
});

describe('internationalPhone', () => {
  it('answers E.164 for a valid number and nothing for the rest', () => {
    expect(internationalPhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(internationalPhone('6001234567')).toBeUndefined();
    expect(internationalPhone('+44 20')).toBeUndefined();
  });
});
