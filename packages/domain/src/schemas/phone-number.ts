/**
 * A person's phone number, as the traveller form, the profile form and their server routes
 * take it (decision 031). Written without a country code it follows the spec: exactly 10
 * digits once spaces are removed, with each form's own messages. Written in international
 * form, starting with "+", it may have any length its country gives it: checked with
 * libphonenumber-js (spaces, dashes, dots and brackets allowed) and kept in E.164
 * ("+442079460958"), so one number is stored one way however it was typed.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { PHONE_DIGITS } from '../constants';
import { stripSpaces } from './fields';

/** The spec's messages of one form for a number written without a country code. */
export interface LocalPhoneMessages {
  required: string;
  digitsOnly: string;
  tenDigits: string;
  /** Which the form checks first: the spec's two forms differ. */
  firstCheck: 'digits' | 'length';
}

export const INTERNATIONAL_PHONE_INVALID =
  'Enter a valid international number, such as +44 20 7946 0958';

/** What a person types in an international number besides digits: "+44 (20) 7946-0958". */
const INTERNATIONAL_WRITING = /^\+[\d\s().-]+$/;

/** The number in E.164 when `text` is a valid international number, else undefined. */
export function internationalPhone(text: string): string | undefined {
  const trimmed = text.trim();
  // Checked first: the library would otherwise pick a number out of surrounding text.
  if (!INTERNATIONAL_WRITING.test(trimmed)) return undefined;
  const phone = parsePhoneNumberFromString(trimmed);
  return phone?.isValid() ? phone.number : undefined;
}

/** The problem with a number written without a country code, in the form's order; none: undefined. */
function localProblem(digits: string, messages: LocalPhoneMessages): string | undefined {
  if (digits.length === 0) return messages.required;
  const numeric = /^\d+$/.test(digits);
  const tenLong = digits.length === PHONE_DIGITS;
  if (messages.firstCheck === 'digits') {
    if (!numeric) return messages.digitsOnly;
    if (!tenLong) return messages.tenDigits;
  } else {
    if (!tenLong) return messages.tenDigits;
    if (!numeric) return messages.digitsOnly;
  }
  return undefined;
}

/**
 * The phone field of a form and of its route: 10 digits sent without spaces, or an
 * international number sent in E.164.
 */
export function phoneNumberSchema(messages: LocalPhoneMessages) {
  return z.string({ error: messages.required }).transform((text, ctx) => {
    if (text.trim().startsWith('+')) {
      const e164 = internationalPhone(text);
      if (e164) return e164;
      ctx.addIssue({ code: 'custom', message: INTERNATIONAL_PHONE_INVALID });
      return z.NEVER;
    }
    const digits = stripSpaces(text);
    const problem = localProblem(digits, messages);
    if (problem === undefined) return digits;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });
}
