/**
 * The profile of product §5 (PUT /api/users/{id} and the dashboard's form), with the spec's
 * messages. Apart from the other account payloads because its phone rule carries the phone
 * library (decision 031): the login and sign-up pages, which share those, do not load it.
 */
import { z } from 'zod';
import { DEFAULT_GENDER, type Gender } from '../constants';
import { capped, NAME_MAX, requiredText, TEXT_MAX } from './fields';
import { phoneNumberSchema } from './phone-number';

/** The profile's phone: the spec's 10 digits, or an international number (phone-number.ts). */
const profilePhone = phoneNumberSchema({
  required: 'Please Enter your phone Number',
  digitsOnly: 'Only numeric characters are accepted',
  tenDigits: 'Enter a 10 number digit',
  firstCheck: 'digits',
});

const GENDER_INVALID = 'Gender must be Masculino, Femenino or Non Binary';
/**
 * The spec's genders, and their English names, in any letter case and with any spacing or
 * hyphen ("non binary", "NON-BINARY", "MALE"): keys are the text lower-cased without spaces,
 * hyphens or underscores.
 */
const GENDER_SPELLINGS = new Map<string, Gender>([
  ['masculino', 'Masculino'],
  ['male', 'Masculino'],
  ['femenino', 'Femenino'],
  ['female', 'Femenino'],
  ['nonbinary', 'Non Binary'],
]);
/** The spec's spelling of a gender as any client writes it; stored and answered so. */
const genderSchema = z.string(GENDER_INVALID).transform((text, ctx) => {
  const gender = GENDER_SPELLINGS.get(text.toLowerCase().replace(/[\s_-]+/g, ''));
  if (gender) return gender;
  ctx.addIssue({ code: 'custom', message: GENDER_INVALID });
  return z.NEVER;
});

const profileShape = {
  fullName: capped(requiredText('Please enter your name').trim(), 'Name', NAME_MAX),
  gender: genderSchema.default(DEFAULT_GENDER),
  streetAddress: capped(requiredText('Please enter your address').trim(), 'Address', TEXT_MAX),
  city: capped(requiredText('Please enter your city').trim(), 'City', NAME_MAX),
  zipCode: capped(requiredText('Please enter your zip').trim(), 'Zip', 20),
  phoneNumber: profilePhone,
};
export const profileSchema = z.strictObject(profileShape);
export const profileFormSchema = z.object(profileShape);
export type ProfileInput = z.output<typeof profileSchema>;
