/**
 * Field rules shared by several schemas. Each check aborts the field on failure, so a field
 * reports one message: the first of the spec's checks it fails, in the spec's order (the
 * server's error envelope and the web form both show the first message of a field).
 */
import { z } from 'zod';
import { PASSWORD_MIN } from '../constants';

/** An e-mail with a 2–4 letter ending, as the spec's sign-up pattern requires. */
const EMAIL_PATTERN = /^[\w.+-]+@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,4}$/i;
/** At least 8 characters with a digit, a lowercase and an uppercase letter. */
export const STRONG_PASSWORD_PATTERN = new RegExp(
  `^(?=.*\\d)(?=.*[a-z])(?=.*[A-Z]).{${PASSWORD_MIN},}$`,
);

export const NAME_MAX = 100;
const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
export const URL_MAX = 2000;

export const stripSpaces = (text: string) => text.replace(/\s+/g, '');

/**
 * U+0000, the one character PostgreSQL refuses in a text value: a query or an insert
 * holding it fails in the database, so every text field refuses it first, with a 400 that
 * names the field.
 */
const NUL = '\u0000';
export const hasNoNul = (value: string) => !value.includes(NUL);
export const controlCharactersMessage = (label: string) =>
  `${label} must not contain control characters`;

/** Refuses U+0000 as the field's first, aborting check (`label` names it in the message). */
export function noNul<T extends z.ZodType<string>>(schema: T, label: string) {
  return schema.refine(hasNoNul, { error: controlCharactersMessage(label), abort: true });
}

/** Optional free text of an API body or query: text, no U+0000, at most `max` characters. */
export function freeText(label: string, max = TEXT_MAX) {
  return z
    .string(`${label} must be text`)
    .refine(hasNoNul, { error: controlCharactersMessage(label), abort: true })
    .max(max, `${label} must be at most ${max} characters long`);
}

/**
 * Decimal text as a client written to the spec sends a number ("41.9", "-74.08", "120.5",
 * "1e3"): an optional sign, digits with an optional fraction, an optional exponent. Not
 * "Infinity", hexadecimal or anything that merely starts with digits ("12abc").
 */
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A number as is; numeric text (spaces around allowed) read as one; anything else NaN. */
export function readNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return NUMERIC_TEXT.test(text) ? Number(text) : Number.NaN;
}

/**
 * A number, or numeric text read as one (design §3: "numeric text is read as a number"). Pipe
 * it into the field's rules with the same `message` for the type: text that is not a number
 * (empty, " ", "12abc", "Infinity") becomes NaN, which `z.number(message)` refuses, so it gets
 * the message a non-number gets.
 */
export function numericInput(message: string) {
  return z.union([z.number(), z.string()], message).transform(readNumber);
}

/** Whether a number has at most two decimals (a price to the cent, a discount to 0.01 %). */
export const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A text that is `message` when missing, not text, or empty once spaces are removed. */
export function requiredText(message: string) {
  return z
    .string({ error: message })
    .refine((value) => stripSpaces(value).length > 0, { error: message, abort: true });
}

function maxLength(label: string, max: number) {
  return {
    check: (value: string) => value.length <= max,
    error: `${label} must be at most ${max} characters long`,
  };
}

/** Adds "no U+0000" and "at most `max` characters" as the last, aborting checks. */
export function capped<T extends z.ZodType<string>>(schema: T, label: string, max: number) {
  const rule = maxLength(label, max);
  return noNul(schema, label).refine(rule.check, { error: rule.error, abort: true });
}

/**
 * A required e-mail, spaces removed (an address never holds one): `requiredMessage` when
 * blank, `invalidMessage` when it does not look like an address or is too long.
 */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .overwrite(stripSpaces)
    .refine((value) => value.length > 0, { error: requiredMessage, abort: true })
    .refine((value) => value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value), {
      error: invalidMessage,
      abort: true,
    });
}

/** A required e-mail whose form is checked elsewhere (login): only blank and size. */
export function emailPresentField(requiredMessage: string) {
  return capped(
    z
      .string({ error: requiredMessage })
      .overwrite(stripSpaces)
      .refine((value) => value.length > 0, { error: requiredMessage, abort: true }),
    'Email',
    EMAIL_MAX,
  );
}
